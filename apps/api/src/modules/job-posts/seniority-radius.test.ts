import { seniorityOfTitle } from "@site/contract/seniority-of-title";
import { beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { searchBoard, searchJobsPage, sqlOfEach } from "#api/testing/search-board.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";
import { distanceKm, findPlace } from "./near-city.ts";

const NOW = new Date("2026-11-23T10:00:00.000Z");
const HOUR = 3600 * 1000;

const job = (title: string, extra: Partial<NewJob> = {}): NewJob => ({
  title,
  companyName: "Alpenglow",
  location: "Zurich, Switzerland",
  descriptionHtml: "<p>Automate things.</p>",
  postedAt: new Date(NOW.getTime() - HOUR),
  ...extra,
});

/** A board around Zurich: Winterthur lies 19.3 km from Zurich, Basel 74 km, Berlin 670 km. */
const board: NewJob[] = [
  job("Senior Platform Engineer", { city: "Zürich", countryCode: "CH", workplace: "on_site" }),
  job("Junior Platform Engineer", { city: "Winterthur", countryCode: "CH", workplace: "hybrid" }),
  job("Platform Engineer", { city: "Basel", countryCode: "CH", workplace: "on_site" }),
  job("Staff Platform Engineer", { city: "Berlin", countryCode: "DE" }),
  job("Platform Engineering Intern", { city: "ZURICH", countryCode: "CH" }),
  job("Remote Platform Engineer", { city: "Zurich", workplace: "remote", remoteCountries: ["CH", "DE"] }),
  job("Remote Platform Engineer (US only)", { workplace: "remote", remoteCountries: ["US"] }),
  job("Platform Engineer in Atlantis", { city: "Atlantis" }),
  // No structured city: its location's text before the comma is its place.
  job("Platform Engineer, Winterthur office", { location: "Winterthur, Switzerland" }),
  // The employer's level wins over the title's.
  job("Platform Engineer II", { seniority: "senior", city: "Lucerne" }),
];

// Seniority and the location box's radius (docs/decisions/103-seniority-and-radius.md), through
// the API: a post's level read from its title or set by its employer, the filter with its counts,
// the distance around a place, and a place nobody knows refused in words.
describe.each(databaseKinds())("seniority and radius on %s", (kind) => {
  const { app } = searchBoard(kind, board, { now: NOW, clock: true });
  let authToken: string;
  const post = (url: string, payload: object) => app().app.inject({ method: "POST", url, payload });
  const search = (body: object) => searchJobsPage(app(), body);
  const titles = async (body: object) =>
    ((await search({ ...body, sort: "newest" })).data as { jobTitle: string }[])
      .map((row) => row.jobTitle)
      .sort();

  beforeAll(async () => {
    ({ token: authToken } = await accountWithSession(app().database.db, "employer"));
  });

  it("reads a level from the title in SQL exactly as the server does (migration 0021's backfill)", async () => {
    const samples = [
      "Senior Software Engineer",
      "Sr. Data Engineer",
      "SNR Analyst",
      "Team Lead, Payments",
      "Staff Engineer",
      "Principal Architect",
      "Head of Engineering",
      "VP Engineering",
      "Junior Developer",
      "Jr Tester",
      "Graduate Engineer",
      "Entry level Analyst",
      "Entry-Level Technician",
      "Trainee Welder",
      "Software Engineering Intern",
      "Apprenticeship Electrician",
      "Werkstudent Data",
      "Internal Tools Engineer",
      "Leadership Coach",
      "Staffing Coordinator",
      "Développeur Senior",
      "Site Reliability Engineer",
    ];
    const levels = await sqlOfEach(app().database.db, "job_seniority_of", samples);
    expect(levels).toEqual(samples.map(seniorityOfTitle));
    expect(levels).toEqual([
      ...["senior", "senior", "senior"],
      ...["lead", "lead", "lead", "lead", "lead"],
      ...["junior", "junior", "junior", "junior", "junior", "junior"],
      ...["intern", "intern", "intern"],
      ...["mid", "mid", "mid", "senior", "mid"],
    ]);
  });

  it("gives a post the level of its title unless the employer sets one, and refuses a level it does not know", async () => {
    const postJob = async (job_post: object) => {
      const answer = await post("/api/post_job", { authToken, job_post });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().jobId as number;
    };
    const view = async (jobId: number) => (await post("/api/view_job_post", { job_id: jobId })).json();
    const fields = { companyName: "Alpenglow", jobLocation: "Zurich", jobDescription: "<p>Work.</p>" };

    const derived = await postJob({ ...fields, jobTitle: "Sr. Controls Engineer" });
    expect((await view(derived)).seniority).toBe("senior");
    const set = await postJob({ ...fields, jobTitle: "Controls Engineer", seniority: "lead" });
    expect((await view(set)).seniority).toBe("lead");

    const update = (jobId: number, job_post: object) =>
      post("/api/update_job", { authToken, jobId, job_post });
    // Absent on an edit: the level stays; null: read again from the new title.
    expect((await update(set, { ...fields, jobTitle: "Junior Controls Engineer" })).statusCode).toBe(200);
    expect((await view(set)).seniority).toBe("lead");
    expect(
      (await update(set, { ...fields, jobTitle: "Junior Controls Engineer", seniority: null })).statusCode,
    ).toBe(200);
    expect((await view(set)).seniority).toBe("junior");

    const refused = await post("/api/post_job", {
      authToken,
      job_post: { ...fields, jobTitle: "Controls Engineer", seniority: "boss" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      "job_post.seniority": "Experience level must be intern, entry level, mid level, senior or lead.",
    });
    // Closed, so that the searches below see the board only.
    for (const jobId of [derived, set])
      expect((await post("/api/close_job", { authToken, jobId })).statusCode).toBe(200);
  });

  it("filters by level, several levels being alternatives, with a count for every level", async () => {
    expect(await titles({ keyword: "platform", seniority: ["senior"] })).toEqual([
      "Platform Engineer II",
      "Senior Platform Engineer",
    ]);
    expect(await titles({ keyword: "platform", seniority: ["intern", "lead"] })).toEqual([
      "Platform Engineering Intern",
      "Staff Platform Engineer",
    ]);
    const answer = await search({ keyword: "platform", seniority: ["senior"], facets: true });
    expect(answer.totalMatches).toBe(2);
    expect(answer.facets.seniority).toEqual([
      { value: "intern", count: 1 },
      { value: "junior", count: 1 },
      { value: "mid", count: 5 },
      { value: "senior", count: 2 },
      { value: "lead", count: 1 },
    ]);
    expect(answer.data[0]).toMatchObject({ seniority: "senior" });
    const refused = await post("/api/search_jobs", { keyword: "", seniority: ["boss"] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      "seniority.0": "Experience level must be intern, entry level, mid level, senior or lead.",
    });
  });

  it("finds a job 19.3 km away within 25 km and not within 10 km, accents and case aside", async () => {
    const zurich = findPlace("Zurich");
    const winterthur = findPlace("Winterthur");
    if (!zurich || !winterthur) throw new Error("the gazetteer lacks Zurich or Winterthur");
    expect(distanceKm(zurich, winterthur)).toBeCloseTo(19.3, 1);

    expect(await titles({ nearCity: "Zurich", radiusKm: 10 })).toEqual([
      "Platform Engineering Intern",
      "Senior Platform Engineer",
    ]);
    expect(await titles({ nearCity: "zürich", radiusKm: 25 })).toEqual([
      "Junior Platform Engineer",
      "Platform Engineer, Winterthur office",
      "Platform Engineering Intern",
      "Senior Platform Engineer",
    ]);
    // Lucerne is 41 km away, Basel 74 km.
    expect(await titles({ nearCity: "Zurich, Switzerland", radiusKm: 100 })).toHaveLength(6);
    // Without a distance: 25 km.
    expect(await titles({ nearCity: "Zuerich" })).toHaveLength(4);
    expect(await titles({ nearCity: "Zurich", radiusKm: 25, seniority: ["junior"] })).toEqual([
      "Junior Platform Engineer",
    ]);
  });

  it("adds remote jobs open to the place's country only when the workplace filter includes remote", async () => {
    expect(await titles({ nearCity: "Zurich", radiusKm: 10, workplace: ["on_site"] })).toEqual([
      "Senior Platform Engineer",
    ]);
    expect(await titles({ nearCity: "Zurich", radiusKm: 10, workplace: ["on_site", "remote"] })).toEqual([
      "Remote Platform Engineer",
      "Senior Platform Engineer",
    ]);
  });

  it("refuses a place it does not know in words, with the closest known name when one is near", async () => {
    const unknown = await post("/api/search_jobs", { keyword: "", nearCity: "Gotham", radiusKm: 25 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: "validation",
      message: `We don't know the place "Gotham". Check the spelling, or try a larger city nearby.`,
      fields: {
        nearCity: `We don't know the place "Gotham". Check the spelling, or try a larger city nearby.`,
      },
    });
    const typo = await post("/api/search_jobs", { keyword: "", nearCity: "Winterthr" });
    expect(typo.json().message).toBe(
      `We don't know the place "Winterthr". Did you mean Winterthur? Otherwise try a larger city nearby.`,
    );
    const distance = await post("/api/search_jobs", { keyword: "", nearCity: "Zurich", radiusKm: 30 });
    expect(distance.statusCode).toBe(400);
    expect(distance.json().fields).toEqual({ radiusKm: "Distance must be 10, 25, 50, 100 km." });
  });

  it("keeps the level and the place in a job alert, and refuses an alert around an unknown place", async () => {
    const candidate = await accountWithSession(app().database.db, "candidate");
    const created = await post("/api/create_job_alert", {
      accessToken: candidate.token,
      frequency: "daily",
      keyword: "platform",
      seniority: ["senior", "lead"],
      nearCity: "Zürich",
      radiusKm: 50,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().alert).toMatchObject({
      seniority: ["senior", "lead"],
      nearCity: "Zürich",
      radiusKm: 50,
    });
    const listed = (await post("/api/job_alerts", { accessToken: candidate.token })).json().data;
    expect(listed[0]).toMatchObject({ seniority: ["senior", "lead"], nearCity: "Zürich", radiusKm: 50 });

    const refused = await post("/api/create_job_alert", {
      accessToken: candidate.token,
      frequency: "daily",
      keyword: "",
      nearCity: "Atlantis",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      nearCity: `We don't know the place "Atlantis". Did you mean Atlanta? Otherwise try a larger city nearby.`,
    });
  });
});
