// The job-alert digest tests' app: the HTTP API and its own digest worker on a fake clock, mailing
// to a real SMTP sink through the real outbox.
import { beforeEach, expect } from "vitest";
import { jobAlerts } from "../db/schema.ts";
import { createJobs, type NewJob } from "../modules/job-posts/public.ts";
import { withMailingTestApp } from "./mailing-test-app.ts";
import type { DatabaseKind } from "./test-database.ts";

const DAY = 24 * 3600 * 1000;

/**
 * Call in a test file's describe. The clock starts at `start` (in the past, so the outbox, which
 * delivers on the real clock, sends what the fake clock queued) and moves `daysBetweenTests` on
 * before each test, which also starts with no alert of an earlier test left to fall due.
 */
export function withAlertDigests(kind: DatabaseKind, start: number, daysBetweenTests: number) {
  let clock = start;
  const ctx = withMailingTestApp(
    kind,
    { PUBLIC_BASE_URL: "https://jobs.example.com" },
    { clock: () => new Date(clock) },
  );
  let clientNumber = 0;
  beforeEach(async () => {
    clock += daysBetweenTests * DAY;
    await ctx.t.database.db.delete(jobAlerts);
  });
  return {
    ctx,
    /** The fake time, in milliseconds. */
    now: () => clock,
    at: (ms: number) => {
      clock = ms;
    },
    /** A POST from an address of its own, so that per-address limits never decide a test. */
    post: (url: string, payload: object) => {
      clientNumber += 1;
      return ctx.t.app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress: `192.0.2.${clientNumber % 250}`,
      });
    },
    /** One worker round at the fake time, then the outbox delivers; answers the digests it mailed to `to`. */
    async round(to: string) {
      const before = ctx.smtp.mails.filter((mail) => mail.to === to).length;
      const queued = await ctx.t.app.jobAlerts.runOnce();
      await ctx.t.app.mailer.flush();
      const mails = ctx.smtp.mails.filter((mail) => mail.to === to).slice(before);
      expect(mails.length).toBeLessThanOrEqual(queued);
      return mails;
    },
    /** A remote job at Acme in Berlin, posted at `postedAt`. */
    job: (title: string, postedAt: number, extra: Partial<NewJob> = {}) =>
      createJobs(
        ctx.t.database.db,
        [
          {
            title,
            companyName: "Acme",
            location: "Berlin, Germany",
            descriptionHtml: "<p>Run clusters.</p>",
            workplace: "remote" as const,
            ...extra,
          },
        ],
        new Date(postedAt),
      ),
  };
}

/**
 * The one mail of `mails` (a digest round's or the outbox's for one address), which must be alone
 * and have the subject `subject`.
 */
export function theOnlyMail<Mail extends { subject: string }>(mails: Mail[], subject: string): Mail {
  const [mail, ...others] = mails;
  expect(others).toEqual([]);
  expect(mail?.subject).toBe(subject);
  return mail as Mail;
}
