import { describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { searchBoard, searchJobsPage } from "#api/testing/search-board.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const HOUR = 3600 * 1000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

/** The seniority facet's counts, in the order of the levels. */
const levels = (counts: number[]) =>
  (["intern", "junior", "mid", "senior", "lead"] as const).map((value, index) => ({
    value,
    count: counts[index],
  }));

const job = (title: string, hoursAgo: number, facts: Partial<NewJob> = {}): NewJob => ({
  title,
  companyName: "Acme",
  location: "Somewhere",
  descriptionHtml: "<p>Join us.</p>",
  postedAt: ago(hoursAgo),
  ...facts,
});

/** A small board whose counts are worked out by hand in the tests below. */
const board: NewJob[] = [
  job("Platform Engineer", 2, {
    city: "Berlin",
    countryCode: "DE",
    workplace: "remote",
    remoteCountries: ["DE", "AT"],
    employmentType: "full_time",
    salaryMin: 60000,
    salaryMax: 75000,
    salaryCurrency: "EUR",
    salaryPeriod: "year",
  }),
  job("Backend Engineer", 72, {
    city: "Berlin",
    countryCode: "DE",
    workplace: "hybrid",
    employmentType: "full_time",
    salaryMin: 50000,
    salaryMax: 55000,
    salaryCurrency: "EUR",
    salaryPeriod: "year",
  }),
  job("Data Engineer", 240, {
    companyName: "Bluepeak",
    city: "Austin",
    countryCode: "US",
    workplace: "on_site",
    employmentType: "full_time",
    salaryMin: 120000,
    salaryMax: 150000,
    salaryCurrency: "USD",
    salaryPeriod: "year",
  }),
  job("Site Reliability Engineer", 480, {
    companyName: "Bluepeak",
    countryCode: "US",
    workplace: "remote",
    remoteCountries: ["US"],
    employmentType: "full_time",
    salaryMin: 150000,
    salaryMax: 180000,
    salaryCurrency: "USD",
    salaryPeriod: "year",
  }),
  job("QA Engineer", 30, {
    companyName: "Cedarbyte",
    city: "Warsaw",
    countryCode: "PL",
    workplace: "hybrid",
    employmentType: "contract",
    salaryMin: 18000,
    salaryMax: 23000,
    salaryCurrency: "PLN",
    salaryPeriod: "month",
  }),
  job("Engineering Intern", 960, {
    companyName: "Cedarbyte",
    city: "Berlin",
    countryCode: "DE",
    workplace: "on_site",
    employmentType: "internship",
    salaryMin: 2200,
    salaryMax: 2200,
    salaryCurrency: "EUR",
    salaryPeriod: "month",
  }),
  job("Support Engineer", 120, {
    companyName: "Bluepeak",
    city: "Austin",
    countryCode: "US",
    workplace: "remote",
    employmentType: "part_time",
    salaryMin: 30,
    salaryMax: 40,
    salaryCurrency: "USD",
    salaryPeriod: "hour",
  }),
  job("Technical Writer", 12, {
    descriptionHtml: "<p>Write for our engineers.</p>",
    city: "Lisbon",
    countryCode: "PT",
    workplace: "remote",
    remoteCountries: ["PT"],
    employmentType: "temporary",
  }),
  // A post with the spec's fields only.
  job("DevOps Engineer", 48, { companyName: "Northwind", salary: "$100k" }),
  job("Closed Remote Engineer", 1, { workplace: "remote", employmentType: "full_time", status: "closed" }),
];

const zeroFloors = (counts: number[]) =>
  [20000, 40000, 60000, 80000, 100000, 150000, 200000].map((value, index) => ({
    value,
    count: counts[index] ?? 0,
  }));

// Faceted search (docs/decisions/033-faceted-search-and-saved-jobs.md) on a board small enough to
// count by hand: each facet counts its values with the other filters applied.
describe.each(databaseKinds())("faceted job search on %s", (kind) => {
  const { app } = searchBoard(kind, board, { now: NOW, clock: true });
  const post = (url: string, payload: object) => app().app.inject({ method: "POST", url, payload });
  const search = (body: object) => searchJobsPage(app(), body);
  const titles = (answer: { data: { jobTitle: string }[] }) => answer.data.map((row) => row.jobTitle);

  it("answers as before when the body has only the spec's fields: no facets", async () => {
    const answer = await search({ keyword: "", page: 1 });
    expect(answer).toMatchObject({ totalCount: 9, totalMatches: 9, totalPages: 1 });
    expect(answer).not.toHaveProperty("facets");
  });

  it("counts every value of every facet over all open jobs", async () => {
    const answer = await search({ facets: true });
    expect(answer.totalMatches).toBe(9);
    expect(answer.facets).toEqual({
      employmentType: [
        { value: "full_time", count: 4 },
        { value: "part_time", count: 1 },
        { value: "contract", count: 1 },
        { value: "internship", count: 1 },
        { value: "temporary", count: 1 },
      ],
      workplace: [
        { value: "on_site", count: 2 },
        { value: "hybrid", count: 2 },
        { value: "remote", count: 4 },
      ],
      jobCountry: [
        { value: "DE", count: 3 },
        { value: "US", count: 3 },
        { value: "PL", count: 1 },
        { value: "PT", count: 1 },
      ],
      jobCity: [
        { value: "Berlin", count: 3 },
        { value: "Austin", count: 2 },
        { value: "Lisbon", count: 1 },
        { value: "Warsaw", count: 1 },
      ],
      companyName: [
        { value: "Acme", count: 3 },
        { value: "Bluepeak", count: 3 },
        { value: "Cedarbyte", count: 2 },
        { value: "Northwind", count: 1 },
      ],
      // Levels read from the titles: the "Engineering Intern" is an intern, the others mid level.
      seniority: levels([1, 0, 8, 0, 0]),
      postedWithin: [
        { value: "24h", count: 2 },
        { value: "7d", count: 6 },
        { value: "30d", count: 8 },
      ],
      salary: [
        { currency: "EUR", count: 3, floors: zeroFloors([3, 2, 1]) },
        { currency: "USD", count: 3, floors: zeroFloors([3, 3, 3, 3, 2, 2]) },
        { currency: "PLN", count: 1, floors: zeroFloors([1, 1, 1, 1, 1, 1, 1]) },
      ],
    });
  });

  it("filters to remote full-time jobs, and counts each facet with the other filters applied", async () => {
    const answer = await search({ workplace: ["remote"], employmentType: ["full_time"], facets: true });
    expect(titles(answer)).toEqual(["Platform Engineer", "Site Reliability Engineer"]);
    expect(answer).toMatchObject({ totalMatches: 2, totalCount: 9, totalPages: 1 });
    expect(answer.facets).toEqual({
      // Full-time jobs by workplace; remote jobs by employment type.
      workplace: [
        { value: "on_site", count: 1 },
        { value: "hybrid", count: 1 },
        { value: "remote", count: 2 },
      ],
      employmentType: [
        { value: "full_time", count: 2 },
        { value: "part_time", count: 1 },
        { value: "contract", count: 0 },
        { value: "internship", count: 0 },
        { value: "temporary", count: 1 },
      ],
      jobCountry: [
        { value: "DE", count: 1 },
        { value: "US", count: 1 },
      ],
      jobCity: [{ value: "Berlin", count: 1 }],
      companyName: [
        { value: "Acme", count: 1 },
        { value: "Bluepeak", count: 1 },
      ],
      seniority: levels([0, 0, 2, 0, 0]),
      postedWithin: [
        { value: "24h", count: 1 },
        { value: "7d", count: 1 },
        { value: "30d", count: 2 },
      ],
      salary: [
        { currency: "EUR", count: 1, floors: zeroFloors([1, 1, 1]) },
        { currency: "USD", count: 1, floors: zeroFloors([1, 1, 1, 1, 1, 1]) },
      ],
    });
  });

  it("combines a keyword, a company and a yearly salary floor (an hourly job counts by the year)", async () => {
    const answer = await search({
      keyword: "engineer",
      companyName: ["Bluepeak"],
      salaryFloor: 80000,
      salaryCurrency: "USD",
      facets: true,
    });
    // 30–40 dollars an hour is 83,200 a year.
    expect(titles(answer).sort()).toEqual(["Data Engineer", "Site Reliability Engineer", "Support Engineer"]);
    expect(answer.totalMatches).toBe(3);
    const floor100k = await search({
      keyword: "engineer",
      companyName: ["Bluepeak"],
      salaryFloor: 100000,
      salaryCurrency: "USD",
      facets: true,
    });
    expect(floor100k.totalMatches).toBe(2);
    expect(floor100k.facets.companyName).toEqual([{ value: "Bluepeak", count: 2 }]);
    expect(floor100k.facets.salary).toEqual([
      { currency: "USD", count: 3, floors: zeroFloors([3, 3, 3, 3, 2, 2]) },
    ]);
  });

  it("lists only the jobs that show pay, as an amount or in words (decision 079)", async () => {
    const paid = await search({ withPay: true });
    expect(titles(paid).sort()).toEqual([
      "Backend Engineer",
      "Data Engineer",
      "DevOps Engineer",
      "Engineering Intern",
      "Platform Engineer",
      "QA Engineer",
      "Site Reliability Engineer",
      "Support Engineer",
    ]);
    expect(paid.totalMatches).toBe(8);
    const remote = await search({ workplace: ["remote"], facets: true });
    expect(titles(remote).sort()).toEqual([
      "Platform Engineer",
      "Site Reliability Engineer",
      "Support Engineer",
      "Technical Writer",
    ]);
    const remotePaid = await search({ workplace: ["remote"], withPay: true, facets: true });
    expect(titles(remotePaid).sort()).toEqual([
      "Platform Engineer",
      "Site Reliability Engineer",
      "Support Engineer",
    ]);
    // The facet counts apply it too: the temporary Technical Writer shows no pay.
    expect(remotePaid.facets.employmentType).toEqual(
      remote.facets.employmentType.map((entry: { value: string; count: number }) =>
        entry.value === "temporary" ? { ...entry, count: 0 } : entry,
      ),
    );
    expect(titles(await search({ withPay: false })).length).toBe(9);
    const wrong = await post("/api/search_jobs", { withPay: "yes" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Shows pay must be true or false.");
  });

  it("filters by country, city and posting time, and lists a chosen value nothing matches", async () => {
    expect(titles(await search({ jobCountry: ["DE"], postedWithin: "7d" }))).toEqual([
      "Platform Engineer",
      "Backend Engineer",
    ]);
    expect(titles(await search({ jobCity: ["Austin", "Lisbon"] }))).toEqual([
      "Technical Writer",
      "Support Engineer",
      "Data Engineer",
    ]);
    const none = await search({ companyName: ["Nobody Inc"], facets: true });
    expect(none).toMatchObject({ data: [], totalMatches: 0, totalPages: 0, totalCount: 9 });
    expect(none.facets.companyName).toEqual([
      { value: "Acme", count: 3 },
      { value: "Bluepeak", count: 3 },
      { value: "Cedarbyte", count: 2 },
      { value: "Northwind", count: 1 },
      { value: "Nobody Inc", count: 0 },
    ]);
  });

  it("counts without facets too: the header's totalMatches follows the filters", async () => {
    expect(await search({ workplace: ["hybrid"] })).toMatchObject({ totalMatches: 2, totalCount: 9 });
    // The technical writer's description mentions engineers.
    expect(await search({ keyword: "engineer", workplace: ["remote"] })).toMatchObject({
      totalMatches: 4,
      totalCount: 9,
    });
  });

  it("sorts by relevance (a title match above a description match) or newest first", async () => {
    const relevance = titles(await search({ keyword: "engineer" }));
    expect(relevance).toHaveLength(9);
    expect(relevance.at(-1)).toBe("Technical Writer");
    expect(titles(await search({ keyword: "engineer", sort: "newest" }))).toEqual([
      "Platform Engineer",
      "Technical Writer",
      "QA Engineer",
      "DevOps Engineer",
      "Backend Engineer",
      "Support Engineer",
      "Data Engineer",
      "Site Reliability Engineer",
      "Engineering Intern",
    ]);
  });

  it("refuses filters it does not know, in words a person reads", async () => {
    const noCurrency = await post("/api/search_jobs", { salaryFloor: 50000 });
    expect(noCurrency.statusCode).toBe(400);
    expect(noCurrency.json().fields).toEqual({ salaryCurrency: "Currency is required with a salary floor." });
    const badCountry = await post("/api/search_jobs", { jobCountry: ["ZZ"] });
    expect(badCountry.json().fields).toEqual({
      "jobCountry.0": "Country must be a country code (ISO 3166-1, e.g. DE or US).",
    });
    const badWorkplace = await post("/api/search_jobs", { workplace: ["moon"] });
    expect(badWorkplace.json().fields).toEqual({
      "workplace.0": "Workplace must be on-site, hybrid or remote.",
    });
    const badWithin = await post("/api/search_jobs", { postedWithin: "1y" });
    expect(badWithin.json().fields).toEqual({ postedWithin: "Posted within must be 24h, 7d or 30d." });
  });

  it("shows a job write in the next filtered counts, although they are cached", async () => {
    const { token: authToken } = await accountWithSession(app().database.db, "employer");
    const remoteFullTime = { workplace: ["remote"], employmentType: ["full_time"], facets: true };
    expect((await search(remoteFullTime)).totalMatches).toBe(2);

    const posted = await post("/api/post_job", {
      authToken,
      job_post: {
        jobTitle: "Night Operator",
        companyName: "Acme",
        jobLocation: "Remote",
        jobDescription: "<p>Keep watch.</p>",
        workplace: "remote",
        employmentType: "full_time",
      },
    });
    expect(posted.statusCode).toBe(200);
    const jobId = posted.json().jobId as number;
    const afterPost = await search(remoteFullTime);
    expect(afterPost.totalMatches).toBe(3);
    expect(afterPost.facets.workplace).toContainEqual({ value: "remote", count: 3 });
    expect(afterPost.facets.postedWithin).toContainEqual({ value: "24h", count: 2 });

    const edited = await post("/api/update_job", {
      authToken,
      jobId,
      job_post: {
        jobTitle: "Night Operator",
        companyName: "Acme",
        jobLocation: "Berlin",
        jobDescription: "<p>Keep watch.</p>",
        workplace: "hybrid",
      },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = await search(remoteFullTime);
    expect(afterEdit.totalMatches).toBe(2);
    expect(afterEdit.facets.workplace).toContainEqual({ value: "hybrid", count: 2 });

    expect((await post("/api/close_job", { authToken, jobId })).statusCode).toBe(200);
    const afterClose = await search(remoteFullTime);
    expect(afterClose.facets.workplace).toContainEqual({ value: "hybrid", count: 1 });
    expect(afterClose.totalCount).toBe(9);
  });
});
