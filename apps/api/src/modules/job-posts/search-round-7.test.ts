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
    expect(await titles("k8s admin")).toEqual([
      "Senior Kubernetes Administrator",
      "Kubernetes Engineer",
      "System Administrator",
    ]);
    // No post holds all three words; "software" (in every post's boilerplate) and "engineer" are
    // generic: the embedded engineer comes before every post that holds them.
    expect((await titles("embedded software engineer"))[0]).toBe("Senior Embedded C++ Engineer");
  });
});
