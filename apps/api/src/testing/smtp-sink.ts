import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every header line as received and unfolded, by lower-case name ("list-unsubscribe": "List-Unsubscribe: <…>"). */
  headerLines: Record<string, string>;
  /** The attached files, their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
export interface SmtpSink {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the next (or an already received) mail to `to`. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
  /** Starts again on the same port (after stop), to simulate an outage. */
  restart(): Promise<void>;
}

function addressOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address?.toLowerCase() ?? "";
}

export interface SmtpSinkOptions {
  /** How long the server waits before acknowledging each message: a slow SMTP server. */
  delayMs?: number;
}

export async function startSmtpSink({ delayMs = 0 }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  // Called whenever a mail arrives, so waitForMail wakes at once instead of polling.
  const waiting: (() => void)[] = [];
  let server: SMTPServer | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const created = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              mails.push({
                to: addressOf(mail),
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                html: typeof mail.html === "string" ? mail.html : "",
                // Unfolded (RFC 5322): a long header arrives split over lines that start with a space.
                headerLines: Object.fromEntries(
                  mail.headerLines.map(({ key, line }) => [key, line.replace(/\r?\n(?=[ \t])/g, "")]),
                ),
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename ?? "",
                  contentType: file.contentType,
                  content: file.content.toString("utf8"),
                })),
              });
              for (const wake of waiting.splice(0)) wake();
              // Acknowledged only once stored: when a sender's delivery resolves, the mail is in `mails`.
              if (delayMs > 0) setTimeout(callback, delayMs);
              else callback();
            })
            .catch(callback);
        },
      });
      server = created;
      created.once("error", reject);
      created.listen(port, "127.0.0.1", () => resolve((created.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    async waitForMail(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to === to.toLowerCase());
        if (found) {
          mails.splice(mails.indexOf(found), 1);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    async restart() {
      await listen(port);
    },
  };
}

/** The 6-digit code of a verification or reset mail. */
export function codeFrom(mail: Omit<ReceivedMail, "headerLines" | "attachments">): string {
  const match = mail.text.match(/code is (\d{6})/);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}
