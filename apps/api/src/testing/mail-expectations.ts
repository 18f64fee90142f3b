// What every mail test expects of the layout the mails share (modules/*/mail/templates.test.ts).
import { expect } from "vitest";
import type { MailContent } from "#api/platform/mail/templates/layout.ts";

export const baseUrl = "https://jobs.example.com";
export const hostile = `<script>alert("x")</script>`;
export const escapedHostile = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";

/** Every mail is framed the same way: the company's name on top and the footer below. */
export function expectLayout(mailHtml: string, title: string) {
  expect(mailHtml).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(mailHtml).toContain(`<title>${title}</title>`);
  expect(mailHtml).toContain(">Automation Controller Systems</p>");
  expect(mailHtml).toContain(
    ">Automation Controller Systems · Automation software for infrastructure and DevOps teams</p>",
  );
}

/**
 * A mail as its reader sees it: the subject and the plain text to the letter, and the HTML in the
 * shared layout under its heading (the subject, unless the mail's heading is other words).
 */
export function expectMail(mail: MailContent, expected: { subject: string; text: string; title?: string }) {
  expect(mail.subject).toBe(expected.subject);
  expect(mail.text).toBe(expected.text);
  expectLayout(mail.html, expected.title ?? expected.subject);
}

/** The action link (a button-like <a>) with this address and these words. */
export const actionLink = (href: string, label: string) =>
  new RegExp(`<a href="${href.replace(/[.?]/g, "\\$&")}" style="[^"]*">${label}</a>`);
