import { describe, expect, it } from "vitest";
import { boardPosts, searchBoard } from "#api/testing/search-board.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";

// Issue #30, docs/decisions/107-search-round-6-sentences-regions.md: a region as the set of its
// countries, the filler words of a sentence, program managers and "sa", and a workplace, type or
// salary that leaves fewer than a page of jobs naming the role going on with the role elsewhere.
// Literal jobs, both databases.

const { post, remote } = boardPosts(
  "<p>We build software for teams. Sales, support and product work together.</p>",
);

const board: NewJob[] = [
  post("Data Engineer (Berlin)", 1),
  { ...post("Data Engineer (Bogotá)", 2), city: "Bogotá", countryCode: "CO", location: "Bogotá, Colombia" },
  {
    ...post("Big Data Engineer (São Paulo)", 3),
    city: "São Paulo",
    countryCode: "BR",
    location: "São Paulo, Brazil",
  },
  post("Project Manager", 4),
  post("Program Manager", 5),
  post("Product Manager", 6),
  post("Cloud Engineer (AWS)", 7),
  post("Solutions Architect (AWS)", 8),
  post("Python Developer", 9),
  remote("Remote Python Engineer", 10),
  // Remote jobs that name Python only in their descriptions: more than a page of them.
  ...Array.from({ length: 10 }, (_, i) => remote(`Data Analyst ${i + 1}`, 11 + i, "Some Python scripting.")),
];

describe.each(databaseKinds())("search round 6 (decision 107) on %s", (kind) => {
  const { search, titles } = searchBoard(kind, board);

  it("reads a region as the set of its countries that have jobs, before the role elsewhere", async () => {
    const page = await search("any data engineering jobs in latin america");
    expect(page.data.map((row) => row.jobTitle).slice(0, 3)).toEqual([
      "Data Engineer (Bogotá)",
      "Big Data Engineer (São Paulo)",
      "Data Engineer (Berlin)",
    ]);
    expect(page.understoodFilters?.map((filter) => filter.label)).toEqual(["Brazil", "Colombia"]);
    expect(page.understoodFiltersRankOnly).toBe(true);
    // "europe" holds Germany (Berlin), not Colombia or Brazil.
    const europe = await search("data engineer europe");
    expect(europe.data[0]?.jobTitle).toBe("Data Engineer (Berlin)");
    expect(europe.understoodFilters?.map((filter) => filter.label)).toEqual(["Germany"]);
  });

  it("leaves out the filler words of a sentence", async () => {
    const page = await search("im looking for something doing python");
    expect(page.relaxed).toBeFalsy();
    expect(page.data.map((row) => row.jobTitle).slice(0, 2)).toEqual([
      "Python Developer",
      "Remote Python Engineer",
    ]);
  });

  it("knows program managers (project managers after them) and an AWS solutions architect by 'sa'", async () => {
    expect(await titles("program managers")).toEqual(["Program Manager", "Project Manager"]);
    expect((await titles("aws sa"))[0]).toBe("Solutions Architect (AWS)");
  });

  it("goes on with the role's titles elsewhere when fewer than a page meeting the workplace name it", async () => {
    const page = await search("looking to work from home doing python");
    expect(page.data.map((row) => row.jobTitle).slice(0, 3)).toEqual([
      "Remote Python Engineer",
      "Python Developer",
      "Data Analyst 1",
    ]);
    expect(page.understoodFiltersRankOnly).toBe(true);
  });
});
