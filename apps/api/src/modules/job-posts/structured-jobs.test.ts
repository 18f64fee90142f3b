import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const NOW = new Date("2026-11-23T10:00:00.000Z");

const specFields = {
  jobTitle: "Platform Engineer",
  companyName: "Larkspur Labs",
  jobLocation: "Berlin, Germany",
  jobDescription: "<p>Run the platform.</p>",
};

// The structured job fields of docs/decisions/032-structured-jobs.md, through the API as a client
// sends them: posted, read back, edited in part, cleared, and refused with readable messages.
describe.each(databaseKinds())("structured job fields on %s", (kind) => {
  let t: TestApp;
  let authToken: string;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const view = async (jobId: number) => (await post("/api/view_job_post", { job_id: jobId })).json();
  const postJob = async (job_post: object) => {
    const answer = await post("/api/post_job", { authToken, job_post });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().jobId as number;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, { clock: () => NOW });
    ({ token: authToken } = await accountWithSession(t.database.db, "employer"));
  });
  afterAll(() => t.close());

  it("stores every structured field, writes the salary text from the range and reads them back", async () => {
    const jobId = await postJob({
      ...specFields,
      jobSalary: "competitive",
      employmentType: "full_time",
      workplace: "remote",
      remoteCountries: ["de", "AT", "DE"],
      jobCity: " Berlin ",
      jobCountry: "de",
      salaryMin: 60000,
      salaryMax: 75000,
      salaryCurrency: "eur",
      salaryPeriod: "year",
      department: "Infrastructure",
      validThrough: "2027-01-31",
    });
    expect(await view(jobId)).toMatchObject({
      jobId,
      jobSalary: "€60,000–€75,000 a year",
      employmentType: "full_time",
      workplace: "remote",
      remoteCountries: ["DE", "AT"],
      jobCity: "Berlin",
      jobCountry: "DE",
      salaryMin: 60000,
      salaryMax: 75000,
      salaryCurrency: "EUR",
      salaryPeriod: "year",
      department: "Infrastructure",
      validThrough: "2027-01-31T23:59:59.999Z",
    });
    const [row] = (await post("/api/search_jobs", { keyword: "platform" })).json().data;
    expect(row).toMatchObject({ jobId, employmentType: "full_time", workplace: "remote" });
  });

  it("keeps a post with the spec's fields only valid: structured fields null, closing in 60 days", async () => {
    const jobId = await postJob({ ...specFields, jobSalary: "$150k" });
    expect(await view(jobId)).toMatchObject({
      jobSalary: "$150k",
      employmentType: null,
      workplace: null,
      remoteCountries: null,
      jobCity: null,
      jobCountry: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      department: null,
      validThrough: "2027-01-22T10:00:00.000Z",
    });
  });

  it("renders hourly, open-ended and single amounts in words", async () => {
    const salaryOf = async (pay: object) =>
      (await view(await postJob({ ...specFields, ...pay }))).jobSalary as string;
    expect(await salaryOf({ salaryMin: 32.5, salaryCurrency: "USD", salaryPeriod: "hour" })).toBe(
      "From $32.50 an hour",
    );
    expect(await salaryOf({ salaryMax: 95000, salaryCurrency: "GBP", salaryPeriod: "year" })).toBe(
      "Up to £95,000 a year",
    );
    expect(
      await salaryOf({ salaryMin: 2200, salaryMax: 2200, salaryCurrency: "EUR", salaryPeriod: "month" }),
    ).toBe("€2,200 a month");
    expect(
      await salaryOf({ salaryMin: 150000, salaryMax: 175000, salaryCurrency: "CAD", salaryPeriod: "year" }),
    ).toBe("CA$150,000–CA$175,000 a year");
  });

  it("keeps what an edit leaves out, replaces the pay range as one, and clears with null", async () => {
    const jobId = await postJob({
      ...specFields,
      employmentType: "contract",
      workplace: "hybrid",
      jobCity: "Berlin",
      jobCountry: "DE",
      salaryMin: 80,
      salaryMax: 100,
      salaryCurrency: "EUR",
      salaryPeriod: "hour",
      department: "Platform",
    });
    const update = (job_post: object) => post("/api/update_job", { authToken, jobId, job_post });

    // A client that knows only the spec's fields changes the title and nothing structured.
    expect((await update({ ...specFields, jobTitle: "Platform Lead" })).statusCode).toBe(200);
    expect(await view(jobId)).toMatchObject({
      jobTitle: "Platform Lead",
      jobSalary: "€80–€100 an hour",
      employmentType: "contract",
      workplace: "hybrid",
      department: "Platform",
      salaryPeriod: "hour",
    });

    expect(
      (await update({ ...specFields, salaryMax: 120000, salaryCurrency: "EUR", salaryPeriod: "year" }))
        .statusCode,
    ).toBe(200);
    expect(await view(jobId)).toMatchObject({
      jobSalary: "Up to €120,000 a year",
      salaryMin: null,
      salaryMax: 120000,
      employmentType: "contract",
    });

    const cleared = await update({
      ...specFields,
      jobSalary: "Ask us",
      employmentType: null,
      workplace: null,
      jobCity: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      department: "",
      validThrough: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(await view(jobId)).toMatchObject({
      jobSalary: "Ask us",
      employmentType: null,
      workplace: null,
      jobCity: null,
      jobCountry: "DE",
      salaryMin: null,
      salaryCurrency: null,
      department: null,
      validThrough: "",
    });
  });

  it("drops the countries of a job that is not remote", async () => {
    const jobId = await postJob({ ...specFields, workplace: "on_site", remoteCountries: ["US"] });
    expect(await view(jobId)).toMatchObject({ workplace: "on_site", remoteCountries: null });
  });

  it.each([
    [
      "a minimum above the maximum",
      { salaryMin: 90000, salaryMax: 60000, salaryCurrency: "EUR", salaryPeriod: "year" },
      { "job_post.salaryMax": "Maximum salary must be at least the minimum salary." },
    ],
    [
      "an unknown currency",
      { salaryMin: 1, salaryCurrency: "EUX", salaryPeriod: "year" },
      { "job_post.salaryCurrency": "Currency must be a known currency code (ISO 4217, e.g. EUR or USD)." },
    ],
    [
      "a salary without currency and period",
      { salaryMin: 50000 },
      {
        "job_post.salaryCurrency": "Currency is required with a salary.",
        "job_post.salaryPeriod": "Pay period is required with a salary.",
      },
    ],
    [
      "a remote job restricted to no country",
      { workplace: "remote", remoteCountries: [] },
      {
        "job_post.remoteCountries": "Name at least one country applicants may work from, or allow anywhere.",
      },
    ],
    [
      "a country code that does not exist",
      { jobCountry: "XK" },
      { "job_post.jobCountry": "Country must be a country code (ISO 3166-1, e.g. DE or US)." },
    ],
    [
      "an employment type outside the list",
      { employmentType: "gig" },
      {
        "job_post.employmentType":
          "Employment type must be full-time, part-time, contract, internship or temporary.",
      },
    ],
    [
      "a closing date that is not a date",
      { validThrough: "2026-02-30" },
      { "job_post.validThrough": "Apply by must be a date (YYYY-MM-DD)." },
    ],
    [
      "a negative salary",
      { salaryMin: -1, salaryCurrency: "USD", salaryPeriod: "year" },
      { "job_post.salaryMin": "Minimum salary must not be negative." },
    ],
  ])("refuses %s with a message at the field", async (_, fields, expected) => {
    const answer = await post("/api/post_job", { authToken, job_post: { ...specFields, ...fields } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "validation", fields: expected });
  });
});
