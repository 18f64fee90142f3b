import { describe, expect, it } from "vitest";
import { BOARD_NOW, boardPosts, HOUR, searchBoard } from "#api/testing/search-board.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";
import { newMatches } from "./new-matches.ts";

// Issue #30, docs/decisions/101-search-round-5-lists-phrases-closest.md: lists typed with a slash or
// commas, the typed phrase before the other terms of its group, the vocabulary of the families
// round 4 missed, and the closest posts when no post matches every word. Literal jobs, both
// databases.

const { post } = boardPosts(
  "<p>We build software for teams across Europe. Sales, support and product work together.</p>",
);

const board: NewJob[] = [
  post("Technical Recruiter", 1),
  post("HR Generalist", 2),
  post("Junior iOS Developer", 3),
  post("Android Developer (Kotlin)", 4),
  post("Junior UX/UI Designer", 5),
  post("Senior Product Designer", 6),
  post("Senior Backend Engineer – Node.js/TypeScript", 7),
  post("Node.js Developer", 8),
  post("Python Developer", 9),
  post("Go Developer", 10),
  post("Java Developer", 11),
  post("Senior Product Marketing Manager", 12),
  post("Product Manager", 13),
  post("Enterprise Account Executive", 14),
  post("Business Development Representative", 15),
  post("Customer Support Specialist", 16),
  post("IT Support Technician", 17),
  post("Machine Learning Engineer (NLP)", 18),
  post("Network Engineer", 19),
  post("Support Engineer (Tier 2)", 20),
  post("Senior Application Security Engineer", 21),
  {
    ...post("Cloud Engineering Intern", 22),
    city: "München",
    location: "München, Germany",
    employmentType: "internship",
  },
  { ...post("Data Analyst", 23), city: "München", location: "München, Germany" },
  { ...post("QA Intern", 24), employmentType: "internship" },
  post("Service Desk Analyst", 25),
  post("Head of People", 26),
  post("Lead Java Engineer", 27),
];

describe.each(databaseKinds())("search round 5 (decision 101) on %s", (kind) => {
  const { app, search, titles } = searchBoard(kind, board);

  it("reads a slash word of names as alternatives, each through the vocabulary, in either order", async () => {
    expect((await titles("ios/android developers")).slice(0, 2)).toEqual([
      "Junior iOS Developer",
      "Android Developer (Kotlin)",
    ]);
    // The title's "UX/UI" is one word in the index: the list is found in the other order too.
    expect((await titles("ui/ux designer"))[0]).toBe("Junior UX/UI Designer");
    expect((await titles("node.js/typescript")).slice(0, 2)).toEqual([
      "Senior Backend Engineer – Node.js/TypeScript",
      "Node.js Developer",
    ]);
  });

  it("reads words listed with commas as alternatives", async () => {
    expect(await titles("python, golang")).toEqual(["Python Developer", "Go Developer"]);
  });

  it("ranks a title showing the phrase as typed above another term of its group", async () => {
    // "recruiter" means HR in the vocabulary, and the recruiter post is the newer one.
    expect((await titles("hr generalist")).slice(0, 2)).toEqual(["HR Generalist", "Technical Recruiter"]);
  });

  it("reads a seniority's plural as that seniority, the others of its rank after it", async () => {
    // "Head of People" is newer; "head" is a rank like "lead", not the word typed.
    const leads = await titles("leads");
    expect(leads[0]).toBe("Lead Java Engineer");
    expect(leads.indexOf("Head of People")).toBeGreaterThan(0);
  });

  it("knows the sales, product marketing, NLP, IT and technical support roles by their titles", async () => {
    expect((await titles("PMM"))[0]).toBe("Senior Product Marketing Manager");
    expect(await titles("sales")).toEqual(
      expect.arrayContaining(["Enterprise Account Executive", "Business Development Representative"]),
    );
    expect((await titles("sales")).slice(0, 2)).toEqual([
      "Enterprise Account Executive",
      "Business Development Representative",
    ]);
    // "it" is a stop word: "Customer Support Specialist" does not show "IT support" as typed.
    expect((await titles("it support")).slice(0, 2)).toEqual([
      "IT Support Technician",
      "Service Desk Analyst",
    ]);
    expect((await titles("nlp engineer"))[0]).toBe("Machine Learning Engineer (NLP)");
    // "support" and "engineer" are generic words: the phrase names the role, not "technical".
    expect((await titles("technical support engineer"))[0]).toBe("Support Engineer (Tier 2)");
    expect((await titles("mle"))[0]).toBe("Machine Learning Engineer (NLP)");
    expect(await titles("pentester")).toEqual(["Senior Application Security Engineer"]);
  });

  it("goes on after fewer than a page meeting every filter the words named with jobs meeting some", async () => {
    const page = await search("munich internship");
    expect(page.data.map((row) => row.jobTitle)).toEqual([
      "Cloud Engineering Intern",
      "Data Analyst",
      "QA Intern",
    ]);
    expect(page.understoodFiltersRankOnly).toBe(true);
  });

  it("shows the posts whose titles hold the closest words when none matches, and says so; an alert stays strict", async () => {
    // "pythonista" is in no post and too far from "python" for a typo (four letters more).
    const page = await search("pythonista");
    expect(page.data.map((row) => row.jobTitle)).toEqual(["Python Developer"]);
    expect(page.relaxed).toBe(true);
    // With a filter the words named: the closest posts meeting it.
    expect(await titles("pythonista berlin")).toEqual(["Python Developer"]);
    // No title word is close to "pharmacist" or "electrician": still nothing.
    expect(await search("pharmacist")).toMatchObject({ totalMatches: 0, data: [] });
    expect(await search("electrician")).toMatchObject({ totalMatches: 0, data: [] });
    const alert = await newMatches(
      app().database.db,
      {
        keyword: "pythonista",
        filters: { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] },
      },
      { since: new Date(BOARD_NOW.getTime() - 48 * HOUR), now: BOARD_NOW, limit: 10 },
    );
    expect(alert).toEqual([]);
  });
});
