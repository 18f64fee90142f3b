import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { NotFound } from "#api/http/errors.ts";
import { escapeHtml } from "#api/platform/mail/templates/html.ts";
import { readDevMailbox } from "#api/platform/mail/transports.ts";
import { mailboxCookie, offeredKey } from "./mailbox-key.ts";

/**
 * The development mailbox: mail that was not sent over SMTP, readable in the browser. Never in
 * production, and only with the key printed at start; anything else is the plain 404 of an unknown
 * page (docs/decisions/007-development-mailbox-behind-a-key.md).
 */
export function devMailboxRoutes(app: FastifyInstance, mailboxDir: string, key: string): void {
  const query = z.object({ to: z.string().max(254).optional(), key: z.string().max(256).optional() });

  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/dev/mailbox")) return;
    const offered = offeredKey(request, key);
    if (!offered.valid) throw new NotFound();
    reply.header("cache-control", "no-store");
    if (offered.fromQuery) {
      reply.header(
        "set-cookie",
        `${mailboxCookie}=${key}; Path=/dev; HttpOnly; SameSite=Strict; Max-Age=86400`,
      );
    }
  });

  // Hidden from the OpenAPI document: it is no part of the API.
  const hidden = { schema: { hide: true } };
  app.get("/dev/mailbox.json", hidden, async (request) => {
    const { to } = query.parse(request.query);
    const mails = await readDevMailbox(mailboxDir);
    return { mails: to ? mails.filter((mail) => mail.to === to.toLowerCase()) : mails };
  });

  // An attached file as it was sent, to open or save (an interview's .ics invitation).
  const attachmentParams = z.object({ id: z.string().uuid(), index: z.coerce.number().int().min(0).max(20) });
  app.get("/dev/mailbox/attachments/:id/:index", hidden, async (request, reply) => {
    const parsed = attachmentParams.safeParse(request.params);
    if (!parsed.success) throw new NotFound();
    const mail = (await readDevMailbox(mailboxDir)).find((stored) => stored.id === parsed.data.id);
    const file = mail?.attachments?.[parsed.data.index];
    if (!file) throw new NotFound();
    const safeName = file.filename.replace(/[^\w.-]/g, "_");
    return reply
      .type(file.contentType)
      .header("content-disposition", `attachment; filename="${safeName}"`)
      .header("content-security-policy", "default-src 'none'")
      .send(file.content);
  });

  app.get("/dev/mailbox", hidden, async (_request, reply) => {
    const mails = await readDevMailbox(mailboxDir);
    const attachmentsOf = (mail: (typeof mails)[number]) =>
      mail.attachments?.length
        ? `<p><strong>Attachments:</strong></p><ul>${mail.attachments
            .map(
              (file, index) =>
                `<li><a href="/dev/mailbox/attachments/${encodeURIComponent(mail.id)}/${index}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})<pre>${escapeHtml(file.content)}</pre></li>`,
            )
            .join("")}</ul>`
        : "";
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(mail.to)} · <strong>Date:</strong> ${escapeHtml(mail.date)}</p>
<pre>${escapeHtml(mail.text)}</pre>${attachmentsOf(mail)}</article>`,
      )
      .join("<hr>");
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f1f5f9;padding:1rem}</style></head>
<body><h1>Development mailbox</h1><p>${mails.length} message(s), newest first. Mail goes here because SMTP_URL is not set.</p>${items || "<p>No mail yet.</p>"}</body></html>`,
      );
  });
}
