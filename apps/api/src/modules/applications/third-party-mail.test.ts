import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#api/db/schema.ts";
import { remoteAnalystJob } from "#api/testing/jobs.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const LURE = "Your account is locked - call +1 555 0100 at evil.example";
const redisUrl = process.env.TEST_REDIS_URL;

// Attack: an account-less applicant names a victim's address and puts a lure in the file name; the
// site's own sender used to deliver it, without limit. The job's title and company are the site's
// own published data and are named (docs/decisions/075-application-receipts.md).
describe.each(databaseKinds())("mail to addresses nobody verified on %s", (kind) => {
  const ctx = withMailingTestApp(
    kind,
    // On PostgreSQL, with Redis when there is one: the counter several instances share.
    kind === "postgres" && redisUrl ? { REDIS_URL: redisUrl } : {},
  );
  let jobId: number;
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });
  const apply = (email: string) =>
    post("/api/apply_for_job_resume_only", {
      jobId,
      fileName: `${LURE}.pdf`,
      resumeData: dataUrl(samplePdf()),
      email,
    });
  const queuedTo = async (address: string) =>
    ctx.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  beforeAll(async () => {
    jobId = await remoteAnalystJob(ctx.t.database.db);
  });

  it("sends the applicant's confirmation as our text and the job's name only: no file name", async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    expect((await apply(victim)).statusCode).toBe(200);
    const mail = await ctx.smtp.waitForMail(victim);
    expect(mail.subject).toBe("Your application has been received");
    // Our text, and one link to our own site that carries only a signed token (decision 038).
    const lines = mail.text.trim().split("\n");
    expect(lines[6]).toMatch(
      /^http:\/\/localhost:3000\/application-status\?id=[0-9a-f-]{36}&token=\d+\.[\w-]{43}$/,
    );
    expect(lines.toSpliced(6, 1)).toEqual([
      "Hello,",
      "",
      "We have received your application for Analyst at Acme.",
      "What you sent: a resume (PDF file).",
      "",
      "You can see where your application stands, or withdraw it, at this address:",
      "",
      "If you did not apply, you can ignore this message: no account was created for this address.",
      "",
      "Automation Controller",
    ]);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain("locked");
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("555");
    }
  });

  it("queues at most 3 confirmations a day to one address; the 4th application still succeeds", async () => {
    const victim = `Target-${randomUUID()}@Example.com`;
    for (let i = 0; i < 4; i += 1) {
      const answer = await apply(i % 2 ? victim.toLowerCase() : victim);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: "Successfully applied for the job with resume!" });
    }
    expect(await queuedTo(victim.toLowerCase())).toHaveLength(3);
    const other = `other-${randomUUID()}@example.com`;
    expect((await apply(other)).statusCode).toBe(200);
    expect(await queuedTo(other)).toHaveLength(1);
  });

  it("mails an inquiry only to the site's inbox, never to the address typed in the form", async () => {
    const victim = `inquiry-${randomUUID()}@example.com`;
    const answer = await post("/api/submit_inquiry", {
      firstName: "Eve",
      lastName: LURE.slice(0, 50),
      emailAddress: victim,
      phoneNumber: "+1 555 0100",
      messageContent: LURE,
    });
    expect(answer.statusCode).toBe(200);
    expect(await queuedTo(victim)).toHaveLength(0);
    const inbox = await ctx.smtp.waitForMail("contact@automation-controller.example");
    expect(inbox.to).toBe("contact@automation-controller.example");
  });
});
