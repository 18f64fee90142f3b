import { TooManyRequests } from "../../http/errors.ts";
import type { MailMessage } from "../../platform/mail/outbox.ts";
import type { RateLimits, RateRule } from "../../platform/rate-limit.ts";

// See docs/decisions/010-safe-file-names-and-third-party-mail.md.

/** Mails to one address nobody verified, per 24 hours. */
export const unverifiedMailPerDay: RateRule = { points: 3, windowSeconds: 24 * 3600 };

/**
 * Counts one mail to an address nobody verified; false once the address had its share today.
 * The counter is atomic (rate-limiter-flexible, in Redis when REDIS_URL is set).
 */
export async function mayMailUnverified(limits: RateLimits, address: string): Promise<boolean> {
  try {
    await limits.hit("mail-unverified", unverifiedMailPerDay, address.trim().toLowerCase());
    return true;
  } catch (error) {
    if (error instanceof TooManyRequests) return false;
    throw error;
  }
}

/**
 * The confirmation of a resume-only application: our text only. No file name, job title or
 * company, nothing a visitor or an employer typed: anyone may name any address for it.
 */
export function applicationConfirmation(to: string, jobId: number): MailMessage {
  const lines = [
    "Hello,",
    "",
    `We have received an application with a resume for job number ${jobId}.`,
    "",
    "If you did not apply, you can ignore this message: no account was created for this address.",
    "",
    "Automation Controller",
  ];
  return {
    to,
    subject: "Your application has been received",
    text: `${lines.join("\n")}\n`,
    html: `<p>${lines.filter((line) => line !== "").join("</p><p>")}</p>`,
  };
}
