import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlerts } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { createTestApp, postFromFreshAddresses, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const NOW = new Date("2026-01-05T09:00:00.000Z");

// Job alerts (docs/decisions/041-job-alerts.md): a candidate keeps at most 10, and every call acts
// on the caller's own alerts only.
describe.each(databaseKinds())("job alerts on %s", (kind) => {
  let t: TestApp;
  const post = postFromFreshAddresses(() => t, 151);
  const create = (accessToken: string, extra: object = {}) =>
    post("/api/create_job_alert", { accessToken, frequency: "daily", keyword: "kubernetes", ...extra });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, { clock: () => NOW });
  });
  afterAll(() => t.close());

  it("saves the search with its filters and lists only the caller's own alerts", async () => {
    const ada = await accountWithSession(t.database.db, "candidate");
    const bob = await accountWithSession(t.database.db, "candidate");
    const created = await create(ada.token, {
      frequency: "weekly",
      keyword: "  kubernetes operator ",
      workplace: ["remote"],
      employmentType: ["full_time"],
      jobCountry: ["DE"],
      salaryFloor: 60000,
      salaryCurrency: "EUR",
    });
    expect(created.statusCode, created.body).toBe(200);
    const { message, alert } = created.json();
    expect(message).toBe("Job alert created. We will e-mail you new matching jobs once a week.");
    expect(alert).toEqual({
      alertId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      frequency: "weekly",
      keyword: "kubernetes operator",
      employmentType: ["full_time"],
      workplace: ["remote"],
      jobCountry: ["DE"],
      jobCity: [],
      companyName: [],
      seniority: [],
      nearCity: null,
      radiusKm: null,
      salaryFloor: 60000,
      salaryCurrency: "EUR",
      pausedAt: null,
      createdAt: "2026-01-05T09:00:00.000Z",
    });
    expect((await create(bob.token)).json().message).toBe(
      "Job alert created. We will e-mail you new matching jobs once a day.",
    );

    const adas = await post("/api/job_alerts", { accessToken: ada.token });
    expect(adas.json().data.map((a: { alertId: string }) => a.alertId)).toEqual([alert.alertId]);
    const bobs = await post("/api/job_alerts", { accessToken: bob.token });
    expect(bobs.json().data).toHaveLength(1);
    expect(bobs.json().data[0].keyword).toBe("kubernetes");
  });

  it("refuses a frequency other than daily or weekly, and a salary floor without currency, at the field", async () => {
    const ada = await accountWithSession(t.database.db, "candidate");
    const hourly = await create(ada.token, { frequency: "hourly" });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().fields).toEqual({ frequency: "Frequency must be daily or weekly." });
    const floor = await create(ada.token, { salaryFloor: 50000 });
    expect(floor.statusCode).toBe(400);
    expect(floor.json().fields).toEqual({ salaryCurrency: "Currency is required with a salary floor." });
  });

  it("deletes only the caller's own alert: another account's answers 404 and stays", async () => {
    const ada = await accountWithSession(t.database.db, "candidate");
    const mallory = await accountWithSession(t.database.db, "candidate");
    const { alertId } = (await create(ada.token)).json().alert;

    const attack = await post("/api/delete_job_alert", { accessToken: mallory.token, alertId });
    expect(attack.statusCode).toBe(404);
    expect(attack.json().message).toBe("This job alert does not exist or was already deleted.");
    expect(await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))).toHaveLength(1);

    const own = await post("/api/delete_job_alert", { accessToken: ada.token, alertId });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: "Job alert deleted." });
    expect((await post("/api/job_alerts", { accessToken: ada.token })).json().data).toEqual([]);
    expect((await post("/api/delete_job_alert", { accessToken: ada.token, alertId })).statusCode).toBe(404);
    const unknown = await post("/api/delete_job_alert", { accessToken: ada.token, alertId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses the 11th alert of an account with a clear message", async () => {
    const ada = await accountWithSession(t.database.db, "candidate");
    for (let i = 0; i < 10; i++)
      expect((await create(ada.token, { keyword: `term ${i}` })).statusCode).toBe(200);
    const eleventh = await create(ada.token, { keyword: "one more" });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe("You can keep up to 10 job alerts. Delete one to create another.");
    // Deleting one makes room for one.
    const [first] = (await post("/api/job_alerts", { accessToken: ada.token })).json().data;
    await post("/api/delete_job_alert", { accessToken: ada.token, alertId: first.alertId });
    expect((await create(ada.token, { keyword: "one more" })).statusCode).toBe(200);
    expect((await create(ada.token, { keyword: "and another" })).statusCode).toBe(409);
  });

  it("counts atomically: of 20 parallel creates of one account, exactly 10 succeed", async () => {
    const ada = await accountWithSession(t.database.db, "candidate");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(ada.token, { keyword: `parallel ${i}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(10).fill(409)]);
    const rows = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.userId, ada.id));
    expect(rows).toHaveLength(10);
  });
});
