import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "#api/platform/database.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { createTestApp, postFromFreshAddresses, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { createJobs } from "./create-job.ts";
import { newMatches } from "./new-matches.ts";
import { publishDueJobs } from "./publication.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date("2026-11-20T09:00:00.000Z").getTime();
const noFilters = { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] };

// Drafts and scheduled publication (docs/decisions/074-drafts-and-scheduled-publication.md), through the
// API on the app's fake clock, and the worker's round run by two "instances" at once.
describe.each(databaseKinds())("drafts and scheduled publication on %s", (kind) => {
  let t: TestApp;
  let clock = START;
  let employer: { id: string; token: string };
  let other: { id: string; token: string };
  let admin: { id: string; token: string };
  let candidate: { id: string; token: string };
  const post = postFromFreshAddresses(() => t, 152);
  const word = () => `zorbex${Math.random().toString(36).slice(2, 10)}`;
  const jobPost = (title: string) => ({
    jobTitle: title,
    companyName: "Acme",
    jobLocation: "Remote",
    jobDescription: "<p>Run the clusters.</p>",
  });
  /** The employer posts the job `title` with the publication fields `publication` (a draft, a time). */
  const postByEmployer = (title: string, publication: object) =>
    post("/api/post_job", { authToken: employer.token, job_post: jobPost(title), ...publication });
  const search = async (keyword: string) =>
    (await post("/api/search_jobs", { accessToken: null, keyword, page: 1 }))
      .json()
      .data.map((job: { jobTitle: string }) => job.jobTitle);
  const view = (jobId: number, accessToken: string | null) =>
    post("/api/view_job_post", { accessToken, job_id: jobId });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, { clock: () => new Date(clock) });
    // A session made now in real time lives long past the fake clock's 2026-11-20.
    [employer, other, admin, candidate] = await Promise.all([
      accountWithSession(t.database.db, "employer"),
      accountWithSession(t.database.db, "employer"),
      accountWithSession(t.database.db, "admin"),
      accountWithSession(t.database.db, "candidate"),
    ]);
  });
  afterAll(() => t.close());

  it("keeps a draft out of the search, the job page, saved jobs and alerts; only its employer and admins see it", async () => {
    const w = word();
    const answer = await postByEmployer(`Draft ${w}`, { publication: "draft" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe("The job has been saved as a draft.");
    const jobId: number = answer.json().jobId;

    expect(await search(w)).toEqual([]);
    for (const token of [null, candidate.token, other.token]) {
      const seen = await view(jobId, token);
      expect(seen.statusCode).toBe(404);
      expect(seen.json().message).toBe("Job not found");
    }
    for (const token of [employer.token, admin.token]) {
      const seen = await view(jobId, token);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ jobTitle: `Draft ${w}`, status: "draft", publishAt: null });
    }
    const saved = await post("/api/save_job", { accessToken: candidate.token, jobId });
    expect(saved.statusCode).toBe(404);
    const applied = await post("/api/apply_with_profile", { accessToken: candidate.token, job_id: jobId });
    expect(applied.statusCode).not.toBe(200);

    const mine = (await post("/api/list_my_jobs", { authToken: employer.token, page: 1 })).json();
    expect(mine.data.find((job: { jobId: number }) => job.jobId === jobId)).toMatchObject({
      status: "draft",
      publishAt: null,
    });
    const window = { since: new Date(START - HOUR), now: new Date(clock + HOUR), limit: 10 };
    const alerted = await newMatches(t.database.db, { keyword: w, filters: noFilters }, window);
    expect(alerted).toEqual([]);

    // Published by hand: searchable, posted now, alerted.
    clock = START + 5 * MINUTE;
    const published = await post("/api/publish_job", { authToken: employer.token, jobId });
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toBe("The job has been published.");
    expect(await search(w)).toEqual([`Draft ${w}`]);
    expect((await view(jobId, null)).json()).toMatchObject({
      status: "open",
      postedDate: "2026-11-20T09:05:00.000Z",
    });
    const after = await newMatches(t.database.db, { keyword: w, filters: noFilters }, window);
    expect(after.map((job) => job.id)).toEqual([jobId]);

    const again = await post("/api/publish_job", { authToken: employer.token, jobId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a draft can be published or scheduled.");
    clock = START;
  });

  it("refuses unclear publication choices in words a person reads", async () => {
    const refused = async (extra: object) => {
      const answer = await postByEmployer("X", extra);
      expect(answer.statusCode).toBe(400);
      return answer.json().fields;
    };
    expect(await refused({ publication: "later" })).toEqual({
      publication: "Publication must be now, draft or scheduled.",
    });
    expect(await refused({ publication: "scheduled" })).toEqual({
      publishAt: "Choose when to publish the job.",
    });
    expect(await refused({ publication: "scheduled", publishAt: "tomorrow" })).toEqual({
      publishAt: "Publication time must be a date and time, such as 2026-12-01T09:00:00Z.",
    });
    expect(await refused({ publication: "draft", publishAt: "2026-11-21T09:00:00Z" })).toEqual({
      publishAt: "A publication time goes with a scheduled publication only.",
    });
    expect(await refused({ publication: "scheduled", publishAt: "2026-11-20T08:59:59Z" })).toEqual({
      publishAt: "The publication time must be in the future.",
    });
    expect(await refused({ publication: "scheduled", publishAt: "2027-11-21T09:00:00Z" })).toEqual({
      publishAt: "The publication time must be within 365 days.",
    });
  });

  it("publishes a scheduled draft at its time, once, and lets its employer move or cancel the time", async () => {
    const w = word();
    const answer = await postByEmployer(`Scheduled ${w}`, {
      publication: "scheduled",
      publishAt: "2026-11-20T10:00:00+00:00",
    });
    expect(answer.json().message).toBe("The job has been scheduled for publication.");
    const jobId: number = answer.json().jobId;
    expect((await view(jobId, employer.token)).json()).toMatchObject({
      status: "draft",
      publishAt: "2026-11-20T10:00:00.000Z",
    });

    // Another employer may not touch it; its own may cancel and set the time again.
    const foreign = await post("/api/schedule_job", { authToken: other.token, jobId, publishAt: null });
    expect(foreign.statusCode).toBe(403);
    const cancel = await post("/api/schedule_job", { authToken: employer.token, jobId, publishAt: null });
    expect(cancel.json().message).toBe("The publication has been cancelled; the job stays a draft.");
    clock = START + 2 * HOUR;
    expect(await t.app.jobPublication.runOnce()).toEqual([]);
    expect(await search(w)).toEqual([]);
    clock = START;
    const set = await post("/api/schedule_job", {
      authToken: employer.token,
      jobId,
      publishAt: "2026-11-20T10:00:00Z",
    });
    expect(set.statusCode).toBe(200);

    clock = START + 59 * MINUTE;
    expect(await t.app.jobPublication.runOnce()).toEqual([]);
    expect(await search(w)).toEqual([]);
    clock = START + HOUR + 20_000;
    expect(await t.app.jobPublication.runOnce()).toEqual([jobId]);
    expect(await search(w)).toEqual([`Scheduled ${w}`]);
    expect((await view(jobId, null)).json()).toMatchObject({
      status: "open",
      publishAt: null,
      postedDate: "2026-11-20T10:00:20.000Z",
    });
    expect(await t.app.jobPublication.runOnce()).toEqual([]);

    const late = await post("/api/schedule_job", {
      authToken: employer.token,
      jobId,
      publishAt: "2026-11-21T10:00:00Z",
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Only a draft can be published or scheduled.");
    clock = START;
  });

  it("publishes each due draft exactly once when two instances run the round at the same moment", async () => {
    const due = new Date(START - MINUTE);
    const ids = await createJobs(
      t.database.db,
      Array.from({ length: 12 }, (_, i) => ({
        title: `Due ${i}`,
        companyName: "Acme",
        location: "Remote",
        descriptionHtml: "<p>x</p>",
        status: "draft" as const,
        publishAt: due,
      })),
      new Date(START - HOUR),
    );
    const [notYet] = await createJobs(
      t.database.db,
      [
        {
          title: "Not yet",
          companyName: "Acme",
          location: "Remote",
          descriptionHtml: "<p>x</p>",
          status: "draft",
          publishAt: new Date(START + MINUTE),
        },
      ],
      new Date(START - HOUR),
    );
    // On PostgreSQL each "instance" has a pool of its own; PGlite has one connection by design.
    const pools =
      kind === "postgres"
        ? [await openPostgres(t.database.url ?? ""), await openPostgres(t.database.url ?? "")]
        : [];
    const now = new Date(START);
    const [a, b] = await Promise.all([
      publishDueJobs(pools[0]?.db ?? t.database.db, now),
      publishDueJobs(pools[1]?.db ?? t.database.db, now),
    ]).finally(() => Promise.all(pools.map((pool) => pool.close())));
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(ids);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect((await view(notYet as number, admin.token)).json().status).toBe("draft");
  });
});
