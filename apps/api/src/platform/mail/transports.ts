import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { makePrivateDir, PRIVATE_FILE_MODE } from "../private-dir.ts";
import type { MailMessage, MailTransport } from "./outbox.ts";

/** Loaded when SMTP_URL is set, not at every start (docs/decisions/081-start-fast-refuse-fast.md). */
const loadNodemailer = () => createRequire(import.meta.url)("nodemailer") as typeof import("nodemailer");

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = loadNodemailer().createTransport(smtpUrl, {
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  } as never);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments
          ? {
              attachments: message.attachments.map(({ filename, contentType, content }) => ({
                filename,
                contentType,
                content,
              })),
            }
          : {}),
        messageId: `<${message.id}@automation-controller.local>`,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  date: string;
}

/** Development mailbox: each message is a JSON file under DATA_DIR/mailbox, readable at /dev/mailbox. */
export function devMailboxTransport(dir: string, log: (line: string) => void): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(message) {
      await makePrivateDir(dir);
      const stored: StoredMail = { ...message, date: new Date().toISOString() };
      const file = path.join(dir, `${Date.now()}-${message.id}.json`);
      await fs.writeFile(file, JSON.stringify(stored, null, 2), { mode: PRIVATE_FILE_MODE });
      // Never the subject or text: they carry codes and links (docs/decisions/009-no-secrets-in-logs.md).
      log(`mail ${message.id} to ${message.to} stored in the development mailbox`);
    },
  };
}

export async function readDevMailbox(dir: string): Promise<StoredMail[]> {
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith(".json"))
      .map(async (file) => JSON.parse(await fs.readFile(path.join(dir, file), "utf8")) as StoredMail),
  );
  return mails.sort((a, b) => b.date.localeCompare(a.date));
}
