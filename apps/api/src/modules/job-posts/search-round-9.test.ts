import { describe, expect, it } from "vitest";
import { boardPosts, searchBoard } from "#api/testing/search-board.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";

// Issue #30, docs/decisions/118-search-round-9-places-and-aboutness.md: a city named ranks the
// remote jobs that can be done from it next; a job located in a country named before a remote job
// open to it; among posts the rules score alike, the one most about the role first. Literal jobs,
// both databases.

const { post, remote } = boardPosts("<p>Orbitline makes booking tools for small hotels.</p>");

const inKrakow = (job: NewJob): NewJob => ({
  ...job,
  city: "Kraków",
  countryCode: "PL",
  location: "Kraków, Poland",
});

const board: NewJob[] = [
  // One data analyst in Kraków: the page goes on with the role elsewhere.
  inKrakow(post("Data Analyst", 5)),
  remote("Senior Data Analyst", 1, "", ["PL", "DE"]),
  remote("Data Analyst (Remote)", 2),
  remote("Marketing Manager", 0.5, "You work with our data analyst every week.", ["PL"]),
  post("Lead Data Analyst", 0.2),
  remote("BI Data Analyst (US)", 0.3, "", ["US"]),
  // A country named: the post located there, and a newer remote post open to it.
  post("Golang Developer", 3),
  remote("Golang Engineer (Germany)", 0.1, "", ["DE"]),
  // Two titles the rules score alike: the older one is about security throughout.
  post("Security Analyst, Payments", 6, "You keep our customers' data safe."),
  post(
    "Security Analyst, Platform",
    9,
    "You run security reviews, security monitoring and security training for every team.",
  ),
];

describe.each(databaseKinds())("search round 9 (decision 118) on %s", (kind) => {
  const { search, titles } = searchBoard(kind, board);

  it("ranks the remote jobs open to a city's country after the city's jobs, before the role elsewhere", async () => {
    // Open to Poland, or anywhere, and naming the role: after Kraków, before Berlin and the US;
    // the remote post open to Poland that names the role only in its text stays last.
    expect(await titles("krakow data analyst")).toEqual([
      "Data Analyst",
      "Senior Data Analyst",
      "Data Analyst (Remote)",
      "Lead Data Analyst",
      "BI Data Analyst (US)",
      "Marketing Manager",
    ]);
    expect(await search("krakow data analyst")).toMatchObject({ understoodFiltersRankOnly: true });
  });

  it("ranks a job located in the country named before a newer remote job open to it", async () => {
    expect(await titles("golang germany")).toEqual(["Golang Developer", "Golang Engineer (Germany)"]);
  });

  it("ranks the post most about the role first among posts the rules score alike", async () => {
    // The older post (9 hours), whose text keeps returning to security, before the newer one.
    expect((await titles("security analyst")).slice(0, 2)).toEqual([
      "Security Analyst, Platform",
      "Security Analyst, Payments",
    ]);
  });
});
