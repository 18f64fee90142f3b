import { describe, expect, it } from "vitest";
import { boardPosts, searchBoard } from "#api/testing/search-board.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";

// Issue #30, docs/decisions/115-search-round-8-levels-family-words.md: a level asked for with a role
// ("graduate sales", "entry level security") where most posts at that level name the role only in
// the company's boilerplate; a family word ("tech") read as the roles of the family. Literal jobs, both databases.

const { post } = boardPosts(
  "<p>Orbitline sells software to shops. Our sales and security teams sit together.</p>",
);

const board: NewJob[] = [
  post("Junior Account Executive", 1),
  post("Sales Development Representative", 2),
  post("Senior Sales Manager", 3),
  post("Junior Security Analyst", 4),
  post("Security Engineer", 5),
  // Ten posts at the level asked for whose role is neither sales nor security: they hold both
  // words only in the shared paragraph.
  post("Junior Data Analyst", 6),
  post("Junior Java Developer", 7),
  post("Graduate Product Manager", 8),
  post("Junior Marketing Coordinator", 9),
  post("Junior UX Designer", 10),
  post("Junior Recruiter", 11),
  post("Junior Accountant", 12),
  post("Graduate Cloud Engineer", 13),
  post("Junior QA Tester", 14),
  post("Junior Copywriter", 15),
  // A family word ("tech"): developers, engineers and testers are tech jobs; a post that only
  // mentions tech is not.
  post("Backend Developer", 16),
  post("Lead Python Engineer", 17),
  post("Office Coordinator", 18, "You order the tech for our office."),
  post("Head of Marketing", 19, "You tell shops about our tech."),
];

describe.each(databaseKinds())("search round 8 (decision 115) on %s", (kind) => {
  const { titles } = searchBoard(kind, board);

  it("ranks the role's titles at another level before titles at the level that do not name the role", async () => {
    // The sales post at the level first; the sales post that states no level next; then the posts
    // at the level, newest first; the senior sales manager (the opposite level) not on the page.
    expect(await titles("graduate sales")).toEqual([
      "Junior Account Executive",
      "Sales Development Representative",
      "Junior Security Analyst",
      "Junior Data Analyst",
      "Junior Java Developer",
      "Graduate Product Manager",
      "Junior Marketing Coordinator",
      "Junior UX Designer",
      "Junior Recruiter",
      "Junior Accountant",
    ]);
  });

  it("does not lift a title at the level that holds the role only in its description", async () => {
    const page = await titles("entry level security");
    expect(page.slice(0, 3)).toEqual([
      "Junior Security Analyst",
      "Security Engineer",
      "Junior Account Executive",
    ]);
    expect(page).not.toContain("Senior Sales Manager");
  });

  it("reads a family word as the roles of the family, before posts that only mention the word", async () => {
    expect(await titles("technology jobs")).toEqual([
      "Security Engineer",
      "Junior Java Developer",
      "Graduate Cloud Engineer",
      "Junior QA Tester",
      "Backend Developer",
      "Lead Python Engineer",
      // "Development" holds the stem of "developer" only: after every title that writes a tech
      // role, before the posts that mention tech in their text.
      "Sales Development Representative",
      "Office Coordinator",
      "Head of Marketing",
    ]);
    // A lead of a technical team first; tech roles at no level before the head of a team that
    // only mentions tech; the opposite level ("Junior", "Graduate") last.
    expect(await titles("tech lead")).toEqual([
      "Lead Python Engineer",
      "Security Engineer",
      "Backend Developer",
      "Head of Marketing",
      "Sales Development Representative",
      "Senior Sales Manager",
      "Office Coordinator",
      "Junior Java Developer",
      "Graduate Cloud Engineer",
      "Junior QA Tester",
    ]);
  });
});
