import { afterEach, describe, expect, it, vi } from "vitest";
import { bareJob } from "#api/testing/jobs.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { createJobsService } from "./jobs-service.ts";
import { BUILT_PAGES_MAX, type SearchParams } from "./search-jobs.ts";

const now = new Date("2026-11-23T10:00:00.000Z");
const HOUR = 3600 * 1000;
const noFilters = { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] };
const params = (more: Partial<SearchParams> = {}): SearchParams => ({
  keyword: "",
  page: 1,
  sort: "relevance",
  facets: false,
  filters: noFilters,
  ...more,
});

// Decision 141: the page read of a search without a keyword is built once per sort, page and filters.
describe.each(databaseKinds())("the built page reads of searches without a keyword on %s", (kind) => {
  const { db } = withTestDatabase(kind);
  afterEach(() => vi.restoreAllMocks());

  it("answers each search its own rows, and rows written since, from the read built before", async () => {
    const jobs = createJobsService(db(), { sharedDatabase: kind === "postgres" });
    const posted = (title: string, hoursAgo: number, workplace: "remote" | "on_site") => ({
      ...bareJob,
      title,
      workplace,
      postedAt: new Date(now.getTime() - hoursAgo * HOUR),
    });
    await jobs.create(
      Array.from({ length: 12 }, (_, i) => posted(`Job ${i}`, i, i % 2 === 0 ? "remote" : "on_site")),
      now,
    );
    const titles = async (search: SearchParams) =>
      (await jobs.search(search, now)).data.map((row) => row.jobTitle);
    const remote = params({ filters: { ...noFilters, workplace: ["remote"] } });

    expect(await titles(params())).toEqual([...Array(10).keys()].map((i) => `Job ${i}`));
    expect(await titles(params({ page: 2 }))).toEqual(["Job 10", "Job 11"]);
    expect(await titles(remote)).toEqual(["Job 0", "Job 2", "Job 4", "Job 6", "Job 8", "Job 10"]);

    // The same searches again, after a write: the reads built before see it.
    await jobs.create([posted("Newest", 0.5, "remote")], now);
    expect(await titles(params())).toEqual([
      "Job 0",
      "Newest",
      ...[...Array(8).keys()].map((i) => `Job ${i + 1}`),
    ]);
    expect(await titles(params({ page: 2 }))).toEqual(["Job 9", "Job 10", "Job 11"]);
    expect(await titles(remote)).toEqual(["Job 0", "Newest", "Job 2", "Job 4", "Job 6", "Job 8", "Job 10"]);
    expect(await titles(params({ filters: { ...noFilters, workplace: ["on_site"] } }))).toEqual([
      "Job 1",
      "Job 3",
      "Job 5",
      "Job 7",
      "Job 9",
      "Job 11",
    ]);
  });

  it("builds the page's query once per search, and again once more than the kept number came after it", async () => {
    const jobs = createJobsService(db(), { sharedDatabase: false });
    const select = vi.spyOn(db(), "select");
    // The selects of a page (its columns), not of the counts.
    const pagesBuilt = () => select.mock.calls.filter(([columns]) => columns && "title" in columns).length;
    const builds = async (search: SearchParams) => {
      const before = pagesBuilt();
      await jobs.search(search, now);
      return pagesBuilt() - before;
    };
    const company = (i: number) => params({ filters: { ...noFilters, companyName: [`Company ${i}`] } });
    expect(await builds(company(0))).toBe(1);
    expect(await builds(company(0))).toBe(0);
    expect(await builds(params({ filters: { ...noFilters, companyName: ["Company 0"] }, page: 2 }))).toBe(1);
    expect(
      await builds(params({ filters: { ...noFilters, companyName: ["Company 0"] }, sort: "salary" })),
    ).toBe(1);
    // A "posted within" filter depends on the time: its page is built each time.
    const recent = params({ filters: { ...noFilters, postedWithin: "24h" } });
    expect(await builds(recent)).toBe(1);
    expect(await builds(recent)).toBe(1);
    for (let i = 1; i <= BUILT_PAGES_MAX; i++) await builds(company(i));
    // The first one was among the oldest of more than BUILT_PAGES_MAX: it is built again.
    expect(await builds(company(0))).toBe(1);
    expect(await builds(company(BUILT_PAGES_MAX))).toBe(0);
  });
});
