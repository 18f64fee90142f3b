import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

/** A fresh address for one test, so no test depends on another's data. */
export function randomEmail(prefix = "e2e"): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

/**
 * Waits for the newest mail to `to` whose subject matches, in the development mailbox
 * (GET /dev/mailbox.json?key=…, newest first; the server runs in the local profile with the key
 * global-setup.ts chose, or E2E_MAILBOX_KEY for a server of your own). The outbox worker
 * delivers within a couple of seconds.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp = /./,
  timeout = 15_000,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const key = process.env.E2E_MAILBOX_KEY ?? "";
        const response = await request.get("/dev/mailbox.json", { params: { to, key } });
        expect(response.status(), "GET /dev/mailbox.json (is E2E_MAILBOX_KEY the server's key?)").toBe(200);
        const { mails } = (await response.json()) as { mails: Mail[] };
        found = mails.find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with a subject matching ${subject}`, timeout, intervals: [250, 500] },
    )
    .toBe(true);
  if (!found) throw new Error("unreachable");
  return found;
}

/** The 6-digit code of a mail ("Your verification code is 123456."). */
export function codeOf(mail: Mail): string {
  const code = /code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** The first link of a mail's text part. */
export function linkOf(mail: Mail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

export const subjects = {
  verification: /verification code/i,
  passwordReset: /password reset code/i,
  passwordChanged: /your password was changed/i,
};

/** The code of the newest mail of a kind to `to`. */
export async function latestCode(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  return codeOf(await waitForMail(request, to, subject));
}

/** Waits until the newest mail of a kind to `to` carries a code other than `earlier`, and returns it. */
export async function newerCode(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  earlier: string,
): Promise<string> {
  let code = earlier;
  await expect
    .poll(async () => {
      code = await latestCode(request, to, subject);
      return code;
    })
    .not.toBe(earlier);
  return code;
}
