import { describe, expect, it } from "vitest";
import { BOARD_NOW, boardPosts, HOUR, searchBoard } from "#api/testing/search-board.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";
import { newMatches } from "./new-matches.ts";

// Issue #30, docs/decisions/111-search-round-7-remote-places-generic-words.md: the classes of
// failure of the seen rounds 4–6, each with a board of its own. Literal jobs, both databases.

const { post, remote } = boardPosts(
  "<p>We build software for teams. Sales, support and product work together.</p>",
);

const board: NewJob[] = [
  // Remote posts and a region: one open to Germany and the Netherlands, one open anywhere, one
  // open to the United States only.
  post("Python Developer", 1),
  remote("Senior Python Engineer", 2, "", ["DE", "NL"]),
  remote("Python Developer (Remote)", 3),
  remote("Python Engineer (US)", 4, "", ["US"]),
  // A generic noun ("admin") missing from a title that names the role.
  post("Senior Kubernetes Administrator", 5),
  post("Kubernetes Engineer", 6),
  post("System Administrator", 7, "You keep our Kubernetes clusters and Linux servers running."),
  post("Senior Embedded C++ Engineer", 8),
  // A sentence's filler and "no experience" (entry level).
  post("Junior Data Analyst", 9),
  post("Data Engineer", 10, "Two years of experience needed."),
  post("Junior Product Manager", 11, "You read data every day."),
  // A posting age: one DevOps post an hour old when the test runs, one from the board's day.
  { ...post("DevOps Engineer (new)", 0), postedAt: new Date(Date.now() - HOUR) },
  post("DevOps Engineer", 12),
];

const noFilters = { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] };

describe.each(databaseKinds())("search round 7 (decision 111) on %s", (kind) => {
  const { app, search, titles } = searchBoard(kind, board);

  it("reads a region as its countries' jobs and the remote jobs open to them; a remote job open anywhere next", async () => {
    const sentence = "looking for a remote python job in europe";
    // Only one job is remote and in Europe: the others follow it, those in Europe first.
    expect(await titles(sentence)).toEqual([
      "Senior Python Engineer",
      "Python Developer",
      "Python Developer (Remote)",
      "Python Engineer (US)",
    ]);
    expect(await search(sentence)).toMatchObject({ understoodFiltersRankOnly: true });
    // A job alert reads the region as the search does: the remote post open to Germany, not the
    // one open anywhere or to the United States only.
    const alert = await newMatches(
      app().database.db,
      { keyword: "remote python europe", filters: noFilters },
      { since: new Date(BOARD_NOW.getTime() - 48 * HOUR), now: BOARD_NOW, limit: 10 },
    );
    expect(alert.map((job) => job.title)).toEqual(["Senior Python Engineer"]);
  });

  it("does not need a generic noun where the title names the role", async () => {
    // The administrator who names Kubernetes only in the description after the Kubernetes engineer.
    const k8s = await titles("k8s admin");
    expect(k8s.join(" | ")).toBe(
      "Senior Kubernetes Administrator | Kubernetes Engineer | System Administrator",
    );
    // No post holds all three words; "software" (in every post's boilerplate) and "engineer" are
    // generic: the embedded engineer comes before every post that holds them.
    expect((await titles("embedded software engineer"))[0]).toBe("Senior Embedded C++ Engineer");
  });

  it("leaves out the filler of a sentence and reads 'no experience' as entry level", async () => {
    // The entry-level data job first; the data job at another level before the entry-level job
    // that holds "data" only in its description (decision 115).
    const entryLevel = ["Junior Data Analyst", "Data Engineer", "Junior Product Manager"];
    expect(await titles("entry level data job no experience needed")).toEqual(entryLevel);
    expect(await titles("any data jobs available for a recent graduate")).toEqual(entryLevel);
  });

  it("reads a posting age as a filter: the jobs posted in it first", async () => {
    const page = await search("devops jobs posted this week");
    expect(page.understoodFilters?.map((filter) => filter.label)).toEqual(["Posted in the last 7 days"]);
    expect(page.understoodFiltersRankOnly).toBe(true);
    expect(page.data.map((row) => row.jobTitle)).toEqual(["DevOps Engineer (new)", "DevOps Engineer"]);
  });
});
