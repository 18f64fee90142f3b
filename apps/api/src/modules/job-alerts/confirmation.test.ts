import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlerts, mailOutbox } from "#api/db/schema.ts";
import { createJobs } from "#api/modules/job-posts/public.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { theOnlyMail } from "#api/testing/job-alert-digests.ts";
import { createTestApp, postFromFreshAddresses, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const NOW = new Date("2026-01-05T09:00:00.000Z");
const HOUR = 3600 * 1000;
const BASE = "https://jobs.example.com";

// A new alert proves itself at once (decision 087): one confirmation mail, queued through the outbox
// with the alert, lists today's open matches, or says that none match yet.
describe.each(databaseKinds())("job alert confirmation on %s", (kind) => {
  let t: TestApp;
  const post = postFromFreshAddresses(() => t, 150);
  const job = (title: string, postedAt: number, extra: object = {}) =>
    createJobs(
      t.database.db,
      [
        {
          title,
          companyName: "Confirm Corp",
          location: "Hamburg, Germany",
          descriptionHtml: "<p>Work.</p>",
          workplace: "remote" as const,
          ...extra,
        },
      ],
      new Date(postedAt),
    );
  const mailsTo = async (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email.toLowerCase()));

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: BASE }, undefined, { clock: () => NOW });
  });
  afterAll(() => t.close());

  it("mails the current open matches of the new alert at once, with its description and unsubscribe link", async () => {
    await job("Zanzibar welder (remote)", NOW.getTime() - 30 * 24 * HOUR);
    await job("Zanzibar welder lead (remote)", NOW.getTime() - HOUR);
    await job("Zanzibar welder (on site)", NOW.getTime() - HOUR, { workplace: "on_site" });
    await job("Zanzibar welder (closed)", NOW.getTime() - HOUR, { status: "closed" });
    const ada = await accountWithSession(t.database.db, "candidate");
    const created = await post("/api/create_job_alert", {
      accessToken: ada.token,
      frequency: "daily",
      keyword: "zanzibar welder",
      workplace: ["remote"],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { alertId } = created.json().alert;

    const mail = theOnlyMail(await mailsTo(ada.email), "Your job alert is set: 2 jobs match today");
    const text = mail.textBody;
    expect(text).toContain('Your job alert is set: "zanzibar welder" · Remote');
    expect(text).toContain("Zanzibar welder lead (remote) — Confirm Corp, Hamburg, Germany");
    expect(text).toContain("Zanzibar welder (remote) — Confirm Corp, Hamburg, Germany");
    expect(text.indexOf("lead (remote)")).toBeLessThan(text.indexOf("Zanzibar welder (remote)"));
    expect(text).not.toContain("on site");
    expect(text).not.toContain("closed");
    expect(text).toContain("We will e-mail you new matching jobs once a day.");
    expect(text).toContain(`${BASE}/my-jobs`);
    expect(text).toMatch(new RegExp(`${BASE}/unsubscribe-job-alert\\?id=${alertId}&token=\\S+`));
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${BASE}/api/unsubscribe_job_alert\\?id=${alertId}&token=\\S+>$`),
    );
  });

  it("says that no open job matches yet when none does", async () => {
    const bob = await accountWithSession(t.database.db, "candidate");
    const created = await post("/api/create_job_alert", {
      accessToken: bob.token,
      frequency: "weekly",
      keyword: "underwater basket weaving",
    });
    expect(created.statusCode, created.body).toBe(200);
    const mail = theOnlyMail(await mailsTo(bob.email), "Your job alert is set");
    expect(mail.textBody).toContain("No open jobs match yet — we will write when one does.");
    expect(mail.textBody).toContain("We will e-mail you new matching jobs once a week.");
  });

  it("lists at most 10 current matches", async () => {
    for (let i = 0; i < 12; i++) await job(`Quokka keeper ${i}`, NOW.getTime() - (i + 1) * HOUR);
    const cy = await accountWithSession(t.database.db, "candidate");
    await post("/api/create_job_alert", {
      accessToken: cy.token,
      frequency: "daily",
      keyword: "quokka keeper",
    });
    const [mail] = await mailsTo(cy.email);
    expect(mail?.subject).toBe("Your job alert is set: more than 10 jobs match today");
    expect(mail?.textBody.match(/Quokka keeper \d+ — /g)).toHaveLength(10);
    expect(mail?.textBody).toContain("Quokka keeper 0 — ");
    expect(mail?.textBody).not.toContain("Quokka keeper 10 — ");
  });

  it("queues no mail when the alert is refused", async () => {
    const dan = await accountWithSession(t.database.db, "candidate");
    const refused = await post("/api/create_job_alert", { accessToken: dan.token, frequency: "hourly" });
    expect(refused.statusCode).toBe(400);
    expect(await mailsTo(dan.email)).toEqual([]);
  });

  it("sends no digest for a paused alert, and the digest once it is resumed", async () => {
    const eve = await accountWithSession(t.database.db, "candidate");
    const [paused] = await t.database.db
      .insert(jobAlerts)
      .values({
        userId: eve.id,
        keyword: "narwhal trainer",
        filters: { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] },
        frequency: "daily",
        createdAt: new Date(NOW.getTime() - 48 * HOUR),
        lastRunAt: new Date(NOW.getTime() - 24 * HOUR),
        nextRunAt: new Date(NOW.getTime() - HOUR),
        pausedAt: new Date(NOW.getTime() - 30 * HOUR),
      })
      .returning();
    await job("Narwhal trainer", NOW.getTime() - 2 * HOUR);
    expect(await t.app.jobAlerts.runOnce()).toBe(0);
    expect(await mailsTo(eve.email)).toEqual([]);

    await t.database.db
      .update(jobAlerts)
      .set({ pausedAt: null })
      .where(eq(jobAlerts.id, paused?.id ?? ""));
    expect(await t.app.jobAlerts.runOnce()).toBe(1);
    const [digest] = await mailsTo(eve.email);
    expect(digest?.subject).toBe("1 new job for your job alert");
    expect(digest?.textBody).toContain("Narwhal trainer — Confirm Corp, Hamburg, Germany");
  });
});
