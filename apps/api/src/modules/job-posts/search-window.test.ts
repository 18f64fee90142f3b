import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { createJobs, type NewJob } from "./create-job.ts";
import { RANK_WINDOW } from "./search-jobs.ts";

const HOUR = 3600 * 1000;
const now = new Date("2026-11-01T12:00:00Z");
const job = (title: string, hoursAgo: number): NewJob => ({
  title,
  companyName: "Quillstone",
  location: "Toronto, ON",
  descriptionHtml: "<p>Maintain the windowterm pipeline.</p>",
  postedAt: new Date(now.getTime() - hoursAgo * HOUR),
});

interface Page {
  data: { jobTitle: string }[];
  totalMatches: number;
  totalPages: number;
}

describe.each(databaseKinds())("search past the relevance window on %s", (kind) => {
  let t: TestApp;
  const search = async (keyword: string, page: number): Promise<Page> =>
    (await t.app.inject({ method: "POST", url: "/api/search_jobs", payload: { keyword, page } })).json();

  beforeAll(async () => {
    t = await createTestApp(kind);
    // RANK_WINDOW + 5 matches: a title match in the middle of the window, another past it.
    const posts = Array.from({ length: RANK_WINDOW + 5 }, (_, i) => job(`Operator ${i}`, i));
    posts[RANK_WINDOW / 2] = job("Windowterm Lead", RANK_WINDOW / 2);
    posts[RANK_WINDOW + 2] = job("Windowterm Architect", RANK_WINDOW + 2);
    // The one match in München, past the window.
    posts[RANK_WINDOW + 4] = {
      ...job(`Operator ${RANK_WINDOW + 4}`, RANK_WINDOW + 4),
      city: "München",
      countryCode: "DE",
      location: "München, Germany",
    };
    await createJobs(t.database.db, posts, now);
  }, 60_000);
  afterAll(() => t.close());

  it("ranks the newest matches by relevance and counts every match", async () => {
    const first = await search("windowterm", 1);
    expect(first.totalMatches).toBe(RANK_WINDOW + 5);
    expect(first.totalPages).toBe(RANK_WINDOW / 10 + 1);
    expect(first.data[0]?.jobTitle).toBe("Windowterm Lead");
    expect(first.data.slice(1, 4).map((row) => row.jobTitle)).toEqual([
      "Operator 0",
      "Operator 1",
      "Operator 2",
    ]);
  });

  it("continues newest first past the window, so every match is listed exactly once", async () => {
    const last = await search("windowterm", RANK_WINDOW / 10 + 1);
    expect(last.data.map((row) => row.jobTitle)).toEqual([
      `Operator ${RANK_WINDOW}`,
      `Operator ${RANK_WINDOW + 1}`,
      "Windowterm Architect",
      `Operator ${RANK_WINDOW + 3}`,
      `Operator ${RANK_WINDOW + 4}`,
    ]);
    expect((await search("windowterm", RANK_WINDOW / 10 + 2)).data).toEqual([]);
  });

  it("lists a job in the place asked for first, when the place only ranks, however old it is", async () => {
    // One match in München: the page goes on with the matches elsewhere (decision 096), and the
    // job in München is not cut off by the window of the newest matches.
    const first = await search("windowterm munich", 1);
    expect(first.data.map((row) => row.jobTitle).slice(0, 3)).toEqual([
      `Operator ${RANK_WINDOW + 4}`,
      "Windowterm Lead",
      "Operator 0",
    ]);
  });

  it("counts a newly posted job at once", async () => {
    await t.app.jobs.create([job("Windowterm Analyst", 0.5)], now);
    const first = await search("windowterm", 1);
    expect(first.totalMatches).toBe(RANK_WINDOW + 6);
  });
});
