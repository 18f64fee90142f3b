import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { createJobs, type NewJob } from "../modules/job-posts/public.ts";
import { type Db, queryRows } from "../platform/database.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import type { DatabaseKind } from "./test-database.ts";

/**
 * The job board of the search rounds' API tests (issue #30, decisions 101, 107, 111): posts of one
 * company in Berlin, each `hoursAgo` before BOARD_NOW, whose descriptions repeat the title and
 * share one paragraph; and the search asked as the page asks it.
 */

export const BOARD_NOW = new Date("2026-11-20T12:00:00Z");
export const HOUR = 3600 * 1000;

/** Posts whose descriptions all end with `everyPost` (the company's boilerplate). */
export function boardPosts(everyPost: string) {
  const post = (title: string, hoursAgo: number, text = ""): NewJob => ({
    title,
    companyName: "Orbitline",
    location: "Berlin, Germany",
    descriptionHtml: `<p>${title}. ${text}</p>${everyPost}`,
    postedAt: new Date(BOARD_NOW.getTime() - hoursAgo * HOUR),
    city: "Berlin",
    countryCode: "DE",
    workplace: "on_site",
    employmentType: "full_time",
  });
  /** A remote post open anywhere unless `remoteCountries` are given. */
  const remote = (title: string, hoursAgo: number, text = "", remoteCountries?: string[]): NewJob => ({
    ...post(title, hoursAgo, text),
    location: "Remote",
    city: null,
    countryCode: null,
    workplace: "remote",
    ...(remoteCountries ? { remoteCountries } : {}),
  });
  return { post, remote };
}

/** The first page of POST /api/search_jobs, as far as the search tests read it. */
export interface SearchPage {
  data: { jobTitle: string }[];
  totalMatches: number;
  correctedQuery?: string;
  relaxed?: boolean;
  understoodFilters?: { kind: string; value: string; label: string }[];
  understoodFiltersRankOnly?: boolean;
}

/** When the board's posts are posted (`now`, BOARD_NOW unless given), and whether the app's clock stands still there. */
export interface BoardOptions {
  now?: Date;
  clock?: boolean;
}

/**
 * A test app on its own database of `kind` holding `board`, made before the suite's tests and
 * closed after them (call it inside `describe`); `search` answers the first page for a keyword.
 */
export function searchBoard(kind: DatabaseKind, board: NewJob[], options: BoardOptions = {}) {
  const now = options.now ?? BOARD_NOW;
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, options.clock ? { clock: () => now } : {});
    await createJobs(t.database.db, board, now);
  });
  afterAll(() => t?.close());
  const app = (): TestApp => {
    if (!t) throw new Error("the search board is made before the suite's tests");
    return t;
  };
  const search = async (keyword: string): Promise<SearchPage> =>
    (
      await app().app.inject({ method: "POST", url: "/api/search_jobs", payload: { page: 1, keyword } })
    ).json();
  const titles = async (keyword: string) => (await search(keyword)).data.map((row) => row.jobTitle);
  return { app, search, titles };
}

/** POST /api/search_jobs with `body` on the app, which must answer 200; answers the page. */
export async function searchJobsPage(t: TestApp, body: object) {
  const answer = await t.app.inject({ method: "POST", url: "/api/search_jobs", payload: body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/**
 * What the database's SQL function `fn` (of one text, e.g. search_fold) answers for each of
 * `samples`, in their order: to compare the SQL with its TypeScript twin.
 */
export async function sqlOfEach(db: Db, fn: "search_fold" | "job_seniority_of", samples: string[]) {
  const rows = await queryRows<{ answer: string }>(
    db,
    sql`select ${sql.raw(fn)}(s) as answer from unnest(${`{${samples.map((s) => `"${s}"`).join(",")}}`}::text[]) with ordinality as u(s, n) order by n`,
  );
  return rows.map((row) => row.answer);
}
