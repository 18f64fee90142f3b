import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobAlerts } from "#api/db/schema.ts";
import { createSession } from "#api/modules/accounts/public.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { theOnlyMail, withAlertDigests } from "#api/testing/job-alert-digests.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
// In the past, so the outbox (which delivers on the real clock) sends what the fake clock queued.
const START = new Date("2026-02-02T09:00:00.000Z").getTime();

// Pausing, resuming and editing a job alert (docs/decisions/091-alerts-pause-edit-withdrawn-landing.md),
// through the HTTP API and the app's own digest worker on a fake clock, mails to a real SMTP server.
describe.each(databaseKinds())("pausing, resuming and editing job alerts on %s", (kind) => {
  const fake = withAlertDigests(kind, START, 30);
  const { ctx, at, post, round, job } = fake;
  async function candidate() {
    const account = await accountWithSession(ctx.t.database.db, "candidate");
    return {
      id: account.id,
      email: account.email.toLowerCase(),
      token: await createSession(ctx.t.database.db, account.id, new Date(fake.now())),
    };
  }
  /** A session signed in at the fake time (sessions expire after a week of the fake clock). */
  const session = (who: { id: string }) => createSession(ctx.t.database.db, who.id, new Date(fake.now()));
  async function alertOf(who: { token: string }, frequency: "daily" | "weekly", keyword = "kubernetes") {
    const answer = await post("/api/create_job_alert", {
      accessToken: who.token,
      frequency,
      keyword,
      workplace: ["remote"],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await ctx.t.app.mailer.flush(); // the confirmation (decision 087), so that rounds count digests only
    return answer.json().alert.alertId as string;
  }

  /** Now on the fake clock, and a new candidate's daily alert on "kubernetes" made now. */
  async function dailyAlertNow() {
    const t0 = fake.now();
    const who = await candidate();
    return { t0, who, alertId: await alertOf(who, "daily") };
  }
  /** The alert's row as stored. */
  const storedAlert = async (alertId: string) =>
    (await ctx.t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId)))[0];

  it("sends nothing while paused, says Paused in the list, and after resuming mails only jobs posted after the resume", async () => {
    const { t0, who: ada, alertId } = await dailyAlertNow();
    await job("Kubernetes before the pause", t0 + HOUR);

    at(t0 + 2 * HOUR);
    const paused = await post("/api/pause_job_alert", { accessToken: ada.token, alertId });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().message).toBe("Job alert paused. We will not e-mail you until you resume it.");
    expect(paused.json().alert.pausedAt).toBe(new Date(t0 + 2 * HOUR).toISOString());
    // Pausing again keeps the first pause's time.
    at(t0 + 3 * HOUR);
    const again = await post("/api/pause_job_alert", { accessToken: ada.token, alertId });
    expect(again.statusCode).toBe(200);
    expect(again.json().alert.pausedAt).toBe(new Date(t0 + 2 * HOUR).toISOString());
    const listed = await post("/api/job_alerts", { accessToken: ada.token });
    expect(listed.json().data.map((a: { pausedAt: string | null }) => a.pausedAt)).toEqual([
      new Date(t0 + 2 * HOUR).toISOString(),
    ]);

    await job("Kubernetes while paused", t0 + 5 * DAY);
    for (const day of [1, 2, 5, 9]) {
      at(t0 + day * DAY);
      expect(await round(ada.email)).toEqual([]);
    }

    at(t0 + 10 * DAY);
    const resumed = await post("/api/resume_job_alert", { accessToken: await session(ada), alertId });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().message).toBe(
      "Job alert resumed. We will e-mail you new matching jobs once a day. It lists jobs posted from now on.",
    );
    expect(resumed.json().alert.pausedAt).toBeNull();
    // Overdue for nine days, yet the next round right after the resume mails nothing: no heap of old jobs.
    expect(await round(ada.email)).toEqual([]);
    await job("Kubernetes after the resume", t0 + 10 * DAY + HOUR);
    at(t0 + 11 * DAY - HOUR);
    expect(await round(ada.email)).toEqual([]);
    at(t0 + 11 * DAY);
    const digest = theOnlyMail(await round(ada.email), "1 new job for your job alert");
    expect(digest.text).toContain("Kubernetes after the resume — Acme, Berlin, Germany");
    expect(digest?.text).not.toContain("while paused");
    expect(digest?.text).not.toContain("before the pause");

    // Resuming an alert that runs changes nothing: its rhythm stays.
    const twice = await post("/api/resume_job_alert", { accessToken: await session(ada), alertId });
    expect(twice.statusCode).toBe(200);
    expect((await storedAlert(alertId))?.nextRunAt.toISOString()).toBe(new Date(t0 + 12 * DAY).toISOString());
  });

  it("edits the frequency: a daily alert made weekly mails a week after its last mail, not the next day", async () => {
    const { t0, who: bob, alertId } = await dailyAlertNow();
    at(t0 + HOUR);
    const edited = await post("/api/update_job_alert", {
      accessToken: bob.token,
      alertId,
      frequency: "weekly",
      keyword: "kubernetes",
      workplace: ["remote"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe("Job alert saved. We will e-mail you new matching jobs once a week.");
    expect(edited.json().alert).toMatchObject({
      frequency: "weekly",
      keyword: "kubernetes",
      workplace: ["remote"],
    });
    await job("Kubernetes weekly", t0 + 2 * HOUR);
    at(t0 + DAY);
    expect(await round(bob.email)).toEqual([]);
    at(t0 + 6 * DAY);
    expect(await round(bob.email)).toEqual([]);
    at(t0 + 7 * DAY);
    const [digest] = await round(bob.email);
    expect(digest?.text).toContain("Kubernetes weekly — Acme");
    // And back to daily: one day after that last mail.
    const daily = await post("/api/update_job_alert", {
      accessToken: await session(bob),
      alertId,
      frequency: "daily",
      keyword: "kubernetes",
      workplace: ["remote"],
    });
    expect(daily.statusCode, daily.body).toBe(200);
    expect((await storedAlert(alertId))?.nextRunAt.toISOString()).toBe(new Date(t0 + 8 * DAY).toISOString());
  });

  it("edits the search: the new search mails the jobs posted after the edit, not the old ones it happens to match", async () => {
    const { t0, who: cy, alertId } = await dailyAlertNow();
    await job("Terraform engineer (old)", t0 + HOUR);
    at(t0 + 2 * HOUR);
    const edited = await post("/api/update_job_alert", {
      accessToken: cy.token,
      alertId,
      frequency: "daily",
      keyword: "terraform",
      workplace: ["remote", "hybrid"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().alert).toMatchObject({ keyword: "terraform", workplace: ["remote", "hybrid"] });
    await job("Terraform engineer (new)", t0 + 3 * HOUR);
    await job("Kubernetes engineer (old search)", t0 + 3 * HOUR);
    at(t0 + DAY);
    expect(await round(cy.email)).toEqual([]);
    at(t0 + DAY + 2 * HOUR);
    const [digest, ...others] = await round(cy.email);
    expect(others).toEqual([]);
    expect(digest?.text).toContain('1 new job matches your job alert: "terraform" · Remote · Hybrid');
    expect(digest?.text).toContain("Terraform engineer (new)");
    expect(digest?.text).not.toContain("(old)");
    expect(digest?.text).not.toContain("Kubernetes");
  });

  it("acts on the caller's own alert only: another account's pause, resume and edit answer 404 and change nothing", async () => {
    const ada = await candidate();
    const mallory = await candidate();
    const alertId = await alertOf(ada, "daily");
    const before = await storedAlert(alertId);
    for (const [url, extra] of [
      ["/api/pause_job_alert", {}],
      ["/api/resume_job_alert", {}],
      ["/api/update_job_alert", { frequency: "weekly", keyword: "stolen" }],
    ] as const) {
      const attack = await post(url, { accessToken: mallory.token, alertId, ...extra });
      expect(attack.statusCode, url).toBe(404);
      expect(attack.json().message).toBe("This job alert does not exist or was already deleted.");
      const unknown = await post(url, { accessToken: ada.token, alertId: randomUUID(), ...extra });
      expect(unknown.statusCode, url).toBe(404);
    }
    const after = await storedAlert(alertId);
    expect(after).toEqual(before);
  });

  it("refuses a bad edit at the field and keeps the alert as it was", async () => {
    const ada = await candidate();
    const alertId = await alertOf(ada, "daily");
    const edit = (fields: object) =>
      post("/api/update_job_alert", { accessToken: ada.token, alertId, ...fields });
    const hourly = await edit({ frequency: "hourly" });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().fields).toEqual({ frequency: "Frequency must be daily or weekly." });
    const floor = await edit({ frequency: "daily", salaryFloor: 50000 });
    expect(floor.statusCode).toBe(400);
    expect(floor.json().fields).toEqual({ salaryCurrency: "Currency is required with a salary floor." });
    const long = await edit({ frequency: "daily", keyword: "k".repeat(501) });
    expect(long.statusCode).toBe(400);
    const row = await storedAlert(alertId);
    expect(row?.frequency).toBe("daily");
    expect(row?.keyword).toBe("kubernetes");
  });
});
