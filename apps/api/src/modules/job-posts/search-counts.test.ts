import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

interface Page {
  data: { jobId: number; jobTitle: string }[];
  totalMatches: number;
  totalCount: number;
  totalPages: number;
}

// The search counts are cached for a few seconds; every job write through the API must show in
// the very next search, rows and counts alike.
describe.each(databaseKinds())("search counts after job writes on %s", (kind) => {
  let t: TestApp;
  let authToken: string;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const search = async (keyword: string): Promise<Page> =>
    (await post("/api/search_jobs", { keyword, page: 1 })).json();
  const jobPost = (jobTitle: string) => ({
    jobTitle,
    companyName: "Larkspur Labs",
    jobLocation: "Lisbon, Portugal",
    jobDescription: "<p>Keep the lights on.</p>",
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token: authToken } = await accountWithSession(t.database.db, "employer"));
  });
  afterAll(() => t.close());

  it("counts a posted, an edited and a closed job in the next search", async () => {
    expect(await search("")).toMatchObject({ totalCount: 0, totalMatches: 0 });
    const posted = await post("/api/post_job", { authToken, job_post: jobPost("Night Operator") });
    expect(posted.statusCode).toBe(200);
    const jobId = posted.json().jobId as number;
    expect(await search("")).toMatchObject({ totalCount: 1, totalMatches: 1 });
    expect(await search("night")).toMatchObject({ totalMatches: 1 });
    expect(await search("quasarium")).toMatchObject({ data: [], totalMatches: 0, totalCount: 1 });

    const edited = await post("/api/update_job", {
      authToken,
      jobId,
      job_post: jobPost("Quasarium Operator"),
    });
    expect(edited.statusCode).toBe(200);
    expect(await search("quasarium")).toEqual({
      data: [expect.objectContaining({ jobId, jobTitle: "Quasarium Operator" })],
      totalMatches: 1,
      totalCount: 1,
      totalPages: 1,
    });
    expect(await search("night")).toMatchObject({ data: [], totalMatches: 0 });

    expect((await post("/api/close_job", { authToken, jobId })).statusCode).toBe(200);
    expect(await search("quasarium")).toEqual({ data: [], totalMatches: 0, totalCount: 0, totalPages: 0 });
  });
});
