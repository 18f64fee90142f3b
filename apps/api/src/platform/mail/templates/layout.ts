import { company } from "@site/content/site";
import { type Html, html } from "./html.ts";

/** What a template makes of its data; the sender adds the address. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailLayout {
  /** The mail's heading (also the HTML document's title). */
  title: string;
  body: Html | readonly Html[];
  /** A button-like link: what the reader can do next. */
  action?: { label: string; href: string };
  /** A small note above the footer (e.g. how long a code lasts). */
  note?: string;
  /** Why the reader gets this mail and how to stop it (a job alert's unsubscribe link). */
  footer?: Html;
}

const paragraph = "margin:0 0 16px";

/**
 * The frame of every mail: plain, readable HTML (a language, a title, one column, real text
 * colours on white, a link with its own words) with the company's name at the top and a footer.
 */
export function mailLayout({ title, body, action, note, footer }: MailLayout): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="font-family:Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px;margin:0">
<div style="max-width:520px;margin:auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="${paragraph};font-weight:bold;color:#1e3a8a">${company.name}</p>
<h1 style="font-size:20px;${paragraph}">${title}</h1>
${body}
${action ? html`<p style="${paragraph}"><a href="${action.href}" style="background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${action.label}</a></p>` : ""}
${note ? html`<p style="${paragraph};font-size:13px;color:#475569">${note}</p>` : ""}
${footer ? html`<p style="${paragraph};font-size:13px;color:#475569">${footer}</p>` : ""}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:16px 0">
<p style="margin:0;font-size:12px;color:#475569">${company.name} · ${company.tagline}</p>
</div></body></html>
`.value;
}

/** Paragraphs of plain text, each escaped. */
export const paragraphs = (lines: readonly string[]): Html =>
  html`${lines.map((line) => html`<p style="${paragraph}">${line}</p>`)}`;

/** A one-time code, large and spaced so it is easy to read and copy. */
export const codeBlock = (code: string): Html =>
  html`<p style="font-size:28px;letter-spacing:6px;font-weight:bold;${paragraph}">${code}</p>`;
