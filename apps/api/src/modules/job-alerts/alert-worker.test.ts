import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobAlerts, mailOutbox } from "#api/db/schema.ts";
import { createSession } from "#api/modules/accounts/public.ts";
import { openPostgres } from "#api/platform/database.ts";
import { createLinkSigner, loadSigningSecret } from "#api/platform/signing.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { theOnlyMail, withAlertDigests } from "#api/testing/job-alert-digests.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { createAlertWorker } from "./alert-worker.ts";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
// In the past, so the outbox (which delivers on the real clock) sends what the fake clock queued.
const START = new Date("2026-01-05T09:00:00.000Z").getTime();
const BASE = "https://jobs.example.com";

// The job-alert worker (docs/decisions/041-job-alerts.md), driven by a fake clock through the app's
// own worker, with digests delivered by the real outbox to a real SMTP server.
describe.each(databaseKinds())("job alert digests on %s", (kind) => {
  const fake = withAlertDigests(kind, START, 20);
  const { ctx, at, post, round, job } = fake;
  async function alertOf(frequency: "daily" | "weekly", extra: object = {}) {
    const account = await accountWithSession(ctx.t.database.db, "candidate");
    // Signed in at the fake time, so the session lives on the fake clock.
    const candidate = {
      ...account,
      token: await createSession(ctx.t.database.db, account.id, new Date(fake.now())),
    };
    const answer = await post("/api/create_job_alert", {
      accessToken: candidate.token,
      frequency,
      keyword: "kubernetes",
      workplace: ["remote"],
      ...extra,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // The alert's confirmation mail (decision 087) goes out now, so that rounds count digests only.
    await ctx.t.app.mailer.flush();
    return {
      email: candidate.email.toLowerCase(),
      token: candidate.token,
      alertId: answer.json().alert.alertId,
    };
  }
  function unsubscribeLinkIn(text: string) {
    const href = text.match(/https:\/\/jobs\.example\.com\/unsubscribe-job-alert\?\S+/)?.[0];
    if (!href) throw new Error(`no unsubscribe link in: ${text}`);
    const url = new URL(href);
    return { href, id: url.searchParams.get("id") ?? "", token: url.searchParams.get("token") ?? "" };
  }

  it("mails a daily alert's new matches once a day as one digest, never a job twice, nothing when nothing is new", async () => {
    const t0 = fake.now();
    await job("Kubernetes engineer (posted before the alert)", t0 - HOUR);
    const ada = await alertOf("daily");
    await job("Kubernetes platform engineer", t0 + HOUR);
    await job("Kubernetes SRE", t0 + 2 * HOUR);
    await job("Java developer", t0 + HOUR);
    await job("Kubernetes admin (on site)", t0 + HOUR, { workplace: "on_site" });
    await job("Kubernetes consultant (closed)", t0 + HOUR, { status: "closed" });

    at(t0 + 23 * HOUR);
    expect(await round(ada.email)).toEqual([]);

    at(t0 + DAY);
    const digest = theOnlyMail(await round(ada.email), "2 new jobs for your job alert");
    const { text } = digest;
    expect(text).toContain('2 new jobs match your job alert: "kubernetes" · Remote');
    expect(text).toContain("Kubernetes SRE — Acme, Berlin, Germany");
    expect(text).toContain("Kubernetes platform engineer — Acme, Berlin, Germany");
    expect(text.indexOf("Kubernetes SRE")).toBeLessThan(text.indexOf("Kubernetes platform engineer"));
    for (const absent of ["posted before the alert", "Java developer", "on site", "closed"])
      expect(text).not.toContain(absent);
    expect(text).toContain(`${BASE}/search-jobs?q=kubernetes&workplace=remote&sort=newest`);
    const link = unsubscribeLinkIn(text);
    expect(link.id).toBe(ada.alertId);
    // RFC 8058 one-click headers, through the outbox and SMTP.
    expect(digest?.headerLines["list-unsubscribe"]).toBe(
      `List-Unsubscribe: <${BASE}/api/unsubscribe_job_alert?id=${link.id}&token=${link.token}>`,
    );
    expect(digest?.headerLines["list-unsubscribe-post"]).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );

    // Not due again within the day.
    at(t0 + DAY + HOUR);
    await job("Kubernetes operator", t0 + DAY + 30 * 60 * 1000);
    expect(await round(ada.email)).toEqual([]);

    // A job posted a minute before the next run is mailed by it, and looked at again (the
    // look-back) by the run after, which must not mail it twice.
    await job("Kubernetes architect", t0 + 2 * DAY - 60 * 1000);
    at(t0 + 2 * DAY);
    const [second] = await round(ada.email);
    expect(second?.subject).toBe("2 new jobs for your job alert");
    expect(second?.text).toContain("Kubernetes operator");
    expect(second?.text).toContain("Kubernetes architect");
    expect(second?.text).not.toContain("Kubernetes SRE");

    at(t0 + 3 * DAY);
    expect(await round(ada.email)).toEqual([]);
  });

  it("keeps an alert's 'Shows pay' and mails only the new jobs that show pay (decision 079)", async () => {
    const t0 = fake.now();
    const ada = await alertOf("daily", { withPay: true });
    await job("Kubernetes engineer with pay", t0 + HOUR, { salary: "€70,000 a year" });
    await job("Kubernetes engineer without pay", t0 + HOUR);
    at(t0 + DAY);
    const { text } = theOnlyMail(await round(ada.email), "1 new job for your job alert");
    expect(text).toContain('1 new job matches your job alert: "kubernetes" · Remote · Shows pay');
    expect(text).toContain("Kubernetes engineer with pay — Acme, Berlin, Germany");
    expect(text).not.toContain("without pay");
    expect(text).toContain(`${BASE}/search-jobs?q=kubernetes&workplace=remote&pay=1&sort=newest`);
    const listed = await post("/api/job_alerts", { accessToken: ada.token });
    expect(listed.json().data[0].withPay).toBe(true);
  });

  it("mails a weekly alert once a week", async () => {
    const t0 = fake.now();
    const bob = await alertOf("weekly");
    await job("Kubernetes weekly one", t0 + DAY);
    at(t0 + 6 * DAY);
    expect(await round(bob.email)).toEqual([]);
    at(t0 + 7 * DAY);
    const [digest] = await round(bob.email);
    expect(digest?.subject).toBe("1 new job for your job alert");
    expect(digest?.text).toContain("1 new job matches your job alert");
    await job("Kubernetes weekly two", t0 + 8 * DAY);
    at(t0 + 13 * DAY);
    expect(await round(bob.email)).toEqual([]);
    at(t0 + 14 * DAY);
    const [next] = await round(bob.email);
    expect(next?.text).toContain("Kubernetes weekly two");
    expect(next?.text).not.toContain("Kubernetes weekly one");
  });

  it("stops an alert through the digest's signed link, without a session, and refuses tampered and expired links", async () => {
    const t0 = fake.now();
    const cy = await alertOf("daily");
    const other = await alertOf("daily");
    await job("Kubernetes unsubscribe test", t0 + HOUR);
    at(t0 + DAY);
    const [digest] = await round(cy.email);
    const link = unsubscribeLinkIn(digest?.text ?? "");
    const unsubscribe = (id: string, token: string) =>
      ctx.t.app.inject({
        method: "POST",
        url: `/api/unsubscribe_job_alert?${new URLSearchParams({ id, token })}`,
        remoteAddress: "192.0.2.251",
      });
    const refused = "This unsubscribe link is not valid or has expired. Log in to manage your job alerts.";

    const [expires, signature] = link.token.split(".") as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const [id, token] of [
      [link.id, `${expires}.${flipped}`],
      [link.id, `${Number(expires) + 3600}.${signature}`],
      // This alert's token does not stop another alert.
      [other.alertId, link.token],
    ] as const) {
      const answer = await unsubscribe(id, token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(refused);
    }
    // A year and a day later the link has expired.
    at(t0 + DAY + 366 * DAY);
    expect((await unsubscribe(link.id, link.token)).statusCode).toBe(403);
    at(t0 + DAY);
    expect(await ctx.t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, cy.alertId))).toHaveLength(
      1,
    );

    const ok = await unsubscribe(link.id, link.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "You will no longer receive this alert." });
    // Twice (a mail client and a person) is still fine.
    expect((await unsubscribe(link.id, link.token)).statusCode).toBe(200);
    const list = await post("/api/job_alerts", { accessToken: cy.token });
    expect(list.json().data).toEqual([]);

    await job("Kubernetes after unsubscribe", t0 + DAY + HOUR);
    at(t0 + 2 * DAY);
    const before = ctx.smtp.mails.length;
    expect(await round(cy.email)).toEqual([]);
    // The other alert still runs in that round.
    const others = ctx.smtp.mails.slice(before).filter((mail) => mail.to === other.email);
    expect(others.map((mail) => mail.text.includes("Kubernetes after unsubscribe"))).toEqual([true]);
  });

  it("refuses an unsubscribe token signed by us for another purpose", async () => {
    const eve = await alertOf("daily");
    const signer = createLinkSigner(await loadSigningSecret(ctx.t.database.db));
    const now = new Date(fake.now());
    // The same secret signs download links (the bare id) and application status links.
    for (const subject of [eve.alertId, `application-status:${eve.alertId}`]) {
      const answer = await ctx.t.app.inject({
        method: "POST",
        url: `/api/unsubscribe_job_alert?${new URLSearchParams({ id: eve.alertId, token: signer.sign(subject, now, DAY) })}`,
        remoteAddress: "192.0.2.253",
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(
        "This unsubscribe link is not valid or has expired. Log in to manage your job alerts.",
      );
    }
    expect(
      await ctx.t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, eve.alertId)),
    ).toHaveLength(1);
    // The token made for this purpose does stop it.
    const own = signer.sign(`job-alert-unsubscribe:${eve.alertId}`, now, DAY);
    const stopped = await ctx.t.app.inject({
      method: "POST",
      url: `/api/unsubscribe_job_alert?${new URLSearchParams({ id: eve.alertId, token: own })}`,
      remoteAddress: "192.0.2.253",
    });
    expect(stopped.statusCode).toBe(200);
  });

  it("mails no digest to a deactivated account, and again once it is reactivated", async () => {
    const t0 = fake.now();
    const fay = await alertOf("daily");
    const gus = await alertOf("daily");
    const admin = await accountWithSession(ctx.t.database.db, "admin");
    const adminToken = await createSession(ctx.t.database.db, admin.id, new Date(fake.now()));
    const deactivated = await post("/api/deactivateUser", { authToken: adminToken, inputEmail: fay.email });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await job("Kubernetes while deactivated", t0 + HOUR);
    at(t0 + DAY);
    const before = ctx.smtp.mails.length;
    expect(await round(fay.email)).toEqual([]);
    // The round ran: the active account got its digest.
    expect(ctx.smtp.mails.slice(before).filter((mail) => mail.to === gus.email)).toHaveLength(1);

    const reactivated = await post("/api/reactivateUser", { authToken: adminToken, inputEmail: fay.email });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    await job("Kubernetes after reactivation", t0 + DAY + HOUR);
    at(t0 + 2 * DAY);
    const [digest] = await round(fay.email);
    expect(digest?.text).toContain("Kubernetes after reactivation");
  });

  it("accepts a mail client's one-click POST (a form body) on the List-Unsubscribe address", async () => {
    const t0 = fake.now();
    const dee = await alertOf("daily");
    await job("Kubernetes one-click", t0 + HOUR);
    at(t0 + DAY);
    const [digest] = await round(dee.email);
    const header = digest?.headerLines["list-unsubscribe"] ?? "";
    const address = header.match(/<(.+)>/)?.[1] ?? "";
    const url = new URL(address);
    const answer = await ctx.t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
      remoteAddress: "192.0.2.252",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await ctx.t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, dee.alertId))).toEqual([]);
  });

  it("puts an alert whose run fails back by an hour, reports it, and still mails the others", async () => {
    const t0 = fake.now();
    const fine = await alertOf("daily");
    await job("Kubernetes despite a broken alert", t0 + HOUR);
    const owner = await accountWithSession(ctx.t.database.db, "candidate");
    // Filters that no create_job_alert call can store: its run throws.
    const [broken] = await ctx.t.database.db
      .insert(jobAlerts)
      .values({
        userId: owner.id,
        keyword: "kubernetes",
        filters: {},
        frequency: "daily",
        lastRunAt: new Date(t0),
        nextRunAt: new Date(t0 + HOUR),
        createdAt: new Date(t0),
      })
      .returning();
    at(t0 + DAY);
    const failures: (string | undefined)[] = [];
    const worker = createAlertWorker({
      db: ctx.t.database.db,
      signer: createLinkSigner(await loadSigningSecret(ctx.t.database.db)),
      publicBaseUrl: BASE,
      now: () => new Date(fake.now()),
      mailQueued: () => {},
      onError: (_error, alertId) => failures.push(alertId),
    });
    expect(await worker.runOnce()).toBe(1);
    expect(failures).toEqual([broken?.id]);
    const [after] = await ctx.t.database.db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.id, broken?.id ?? ""));
    expect(after?.nextRunAt.toISOString()).toBe(new Date(t0 + DAY + HOUR).toISOString());
    const digests = await ctx.t.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(like(mailOutbox.textBody, "%Kubernetes despite a broken alert%"));
    expect(digests.map((row) => row.to)).toEqual([fine.email]);
  });

  // On PostgreSQL each worker has its own pool, as two instances would; PGlite has one connection.
  it("mails each due alert once when two workers run at the same moment", async () => {
    const t0 = fake.now();
    const alerts = [];
    for (let i = 0; i < 12; i++) alerts.push(await alertOf("daily"));
    await job("Kubernetes race", t0 + HOUR);
    at(t0 + DAY);
    const signer = createLinkSigner(await loadSigningSecret(ctx.t.database.db));
    const pools =
      kind === "postgres"
        ? [await openPostgres(ctx.t.database.url ?? ""), await openPostgres(ctx.t.database.url ?? "")]
        : [];
    const worker = (n: number) =>
      createAlertWorker({
        db: pools[n]?.db ?? ctx.t.database.db,
        signer,
        publicBaseUrl: BASE,
        now: () => new Date(fake.now()),
        mailQueued: () => {},
      });
    const [a, b] = await Promise.all([worker(0).runOnce(), worker(1).runOnce()]).finally(() =>
      Promise.all(pools.map((pool) => pool.close())),
    );
    expect(a + b).toBe(12);
    const digests = await ctx.t.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(like(mailOutbox.textBody, "%Kubernetes race%"));
    expect(digests.map((row) => row.to).sort()).toEqual(alerts.map((alert) => alert.email).sort());
  });
});
