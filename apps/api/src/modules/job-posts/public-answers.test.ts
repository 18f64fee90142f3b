import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

interface Post {
  jobId: number;
  jobTitle: string;
  status: string;
}

interface Page {
  data: { jobId: number; jobTitle: string }[];
  totalMatches: number;
}

// Decision 121: a visitor's job post and search answers are kept for a moment and shared. A job
// write on this instance shows in the very next answer; an answer given to a signed-in caller is
// never kept nor served from what visitors were given.
describe.each(databaseKinds())("kept visitor answers on %s", (kind) => {
  let t: TestApp;
  let employer: { id: string; token: string };
  let candidate: { id: string; token: string };
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const view = async (jobId: number, accessToken: string | null = null) => {
    const answer = await post("/api/view_job_post", { accessToken, job_id: jobId });
    return { status: answer.statusCode, body: answer.json() as Post };
  };
  const search = async (keyword: string, accessToken: string | null = null): Promise<Page> =>
    (await post("/api/search_jobs", { accessToken, keyword, page: 1 })).json();
  const jobPost = (jobTitle: string) => ({
    jobTitle,
    companyName: "Larkspur Labs",
    jobLocation: "Lisbon, Portugal",
    jobDescription: "<p>Keep the lights on.</p>",
  });
  const postJob = async (jobTitle: string, publication: "now" | "draft" = "now") => {
    const answer = await post("/api/post_job", {
      authToken: employer.token,
      job_post: jobPost(jobTitle),
      publication,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().jobId as number;
  };
  /** Renames a job behind the service's back, as another instance's write would look from here. */
  const renameInDatabase = (jobId: number, title: string) =>
    t.database.db.execute(sql`update jobs set title = ${title} where id = ${jobId}`);

  beforeAll(async () => {
    // A long enough time to keep answers that the test never sees one expire by chance.
    t = await createTestApp(kind, { ANSWER_CACHE_MS: "5000" });
    employer = await accountWithSession(t.database.db, "employer");
    candidate = await accountWithSession(t.database.db, "candidate");
  });
  afterAll(() => t.close());

  it("keeps a visitor's job post: a change made behind the service's back is not seen at once", async () => {
    const jobId = await postJob("Kept Operator");
    expect((await view(jobId)).body.jobTitle).toBe("Kept Operator");
    await renameInDatabase(jobId, "Renamed Operator");
    expect((await view(jobId)).body.jobTitle).toBe("Kept Operator");
    // A signed-in caller's answer is read afresh.
    expect((await view(jobId, candidate.token)).body.jobTitle).toBe("Renamed Operator");
  });

  it("shows an edited and then a closed job in a visitor's very next view", async () => {
    const jobId = await postJob("Tidewater Operator");
    expect((await view(jobId)).body).toMatchObject({ jobTitle: "Tidewater Operator", status: "open" });
    const edited = await post("/api/update_job", {
      authToken: employer.token,
      jobId,
      job_post: jobPost("Tidewater Supervisor"),
    });
    expect(edited.statusCode).toBe(200);
    expect((await view(jobId)).body).toMatchObject({ jobTitle: "Tidewater Supervisor", status: "open" });
    expect((await post("/api/close_job", { authToken: employer.token, jobId })).statusCode).toBe(200);
    expect((await view(jobId)).body).toMatchObject({ jobTitle: "Tidewater Supervisor", status: "closed" });
  });

  it("never gives a visitor the draft its employer viewed, and shows it once published", async () => {
    const jobId = await postJob("Drafted Operator", "draft");
    const own = await view(jobId, employer.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ jobTitle: "Drafted Operator", status: "draft" });
    const visitor = await view(jobId);
    expect(visitor.status).toBe(404);
    expect(visitor.body).toMatchObject({ message: "Job not found" });
    expect((await view(jobId)).status).toBe(404);

    expect((await post("/api/publish_job", { authToken: employer.token, jobId })).statusCode).toBe(200);
    expect((await view(jobId)).body).toMatchObject({ jobTitle: "Drafted Operator", status: "open" });
  });

  it("keeps a visitor's search, reads a signed-in caller's afresh, and lists a new post at once", async () => {
    const jobId = await postJob("Marigold Welder");
    expect((await search("marigold")).data.map((row) => row.jobTitle)).toEqual(["Marigold Welder"]);
    await renameInDatabase(jobId, "Marigold Riveter");
    expect((await search("marigold")).data.map((row) => row.jobTitle)).toEqual(["Marigold Welder"]);
    expect((await search("marigold", candidate.token)).data.map((row) => row.jobTitle)).toEqual([
      "Marigold Riveter",
    ]);

    const second = await postJob("Marigold Painter");
    const page = await search("marigold");
    expect(page.data.map((row) => row.jobId).sort((a, b) => a - b)).toEqual([jobId, second]);
    expect(page.totalMatches).toBe(2);
  });

  it("shows the jobs of an employer an admin removed as closed, and no longer found, in a visitor's very next answers", async () => {
    const leaving = await accountWithSession(t.database.db, "employer");
    const admin = await accountWithSession(t.database.db, "admin");
    const answer = await post("/api/post_job", {
      authToken: leaving.token,
      job_post: jobPost("Quillfeather Operator"),
      publication: "now",
    });
    const jobId: number = answer.json().jobId;
    expect((await view(jobId)).body).toMatchObject({ jobTitle: "Quillfeather Operator", status: "open" });
    expect((await search("Quillfeather")).totalMatches).toBe(1);
    const removed = await post("/api/removeUser", {
      authToken: admin.token,
      inputEmail: leaving.email,
      openJobs: "close",
    });
    expect(removed.statusCode).toBe(200);
    expect((await view(jobId)).body).toMatchObject({ jobTitle: "Quillfeather Operator", status: "closed" });
    expect((await search("Quillfeather")).totalMatches).toBe(0);
  });

  it("answers a kept job post byte for byte as the first one", async () => {
    const jobId = await postJob("Verbatim Operator");
    const first = await post("/api/view_job_post", { accessToken: null, job_id: jobId });
    const second = await post("/api/view_job_post", { accessToken: null, job_id: jobId });
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(second.headers["cache-control"]).toBe("no-store");
  });
});

describe.each(databaseKinds())("visitor answers on %s once their time is up", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ANSWER_CACHE_MS: "150" });
  });
  afterAll(() => t.close());

  it("reads a job post afresh after ANSWER_CACHE_MS, as another instance's write shows", async () => {
    const employer = await accountWithSession(t.database.db, "employer");
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/post_job",
      payload: {
        authToken: employer.token,
        job_post: {
          jobTitle: "Fleeting Operator",
          companyName: "Larkspur Labs",
          jobLocation: "Lisbon, Portugal",
          jobDescription: "<p>Soon changed.</p>",
        },
      },
    });
    const jobId = posted.json().jobId as number;
    const title = async () =>
      (await t.app.inject({ method: "POST", url: "/api/view_job_post", payload: { job_id: jobId } })).json()
        .jobTitle;
    expect(await title()).toBe("Fleeting Operator");
    await t.database.db.execute(sql`update jobs set title = 'Lasting Operator' where id = ${jobId}`);
    expect(await title()).toBe("Fleeting Operator");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await title()).toBe("Lasting Operator");
  });
});
