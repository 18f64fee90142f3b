import { describe, expect, it } from "vitest";
import { boardPosts, searchBoard, sqlOfEach } from "#api/testing/search-board.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";
import { newMatches } from "./new-matches.ts";
import { foldSearchText } from "./search-text.ts";

// Issue #30 / docs/decisions/067-search-that-understands-job-seekers.md: each behaviour of the
// search that understands job seekers, with the jobs it must list, on both databases.

const NOW = new Date("2026-11-20T12:00:00Z");
const HOUR = 3600 * 1000;
const boilerplate =
  "<p>About us: we work closely with product managers and the SRE team. Remote-friendly.</p>";
const job = (title: string, hoursAgo: number, facts: Partial<NewJob> = {}): NewJob => ({
  title,
  companyName: "Orbitline",
  location: "Berlin, Germany",
  descriptionHtml: `<p>${title} wanted.</p>${boilerplate}`,
  postedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
  city: "Berlin",
  countryCode: "DE",
  workplace: "on_site",
  employmentType: "full_time",
  ...facts,
});

const board: NewJob[] = [
  job("Senior C# Developer", 1, {
    salaryMin: 70000,
    salaryMax: 90000,
    salaryCurrency: "EUR",
    salaryPeriod: "year",
  }),
  job("Embedded C++ Engineer", 2, {
    salaryMin: 60000,
    salaryMax: 70000,
    salaryCurrency: "EUR",
    salaryPeriod: "year",
  }),
  job("Node.js Developer", 3, {
    workplace: "remote",
    city: null,
    countryCode: null,
    location: "Remote (Europe)",
  }),
  job("Kubernetes Platform Engineer", 4, {
    salaryMin: 8000,
    salaryMax: 9000,
    salaryCurrency: "USD",
    salaryPeriod: "month",
  }),
  job("Site Reliability Engineer", 5, { workplace: "hybrid" }),
  job("Python Developer", 6, {
    city: "São Paulo",
    countryCode: "BR",
    location: "São Paulo, Brazil",
    employmentType: "part_time",
  }),
  job("Product Manager", 7, { city: "London", countryCode: "GB", location: "London, United Kingdom" }),
  job("DevOps Engineer", 8, { workplace: "remote", city: null, countryCode: null, location: "Remote (US)" }),
  job("DevOps Engineer (AWS)", 9, {}),
  job("Data Analyst", 10, { location: "Zürich, Switzerland", city: "Zürich", countryCode: "CH" }),
];

interface Page {
  data: {
    jobTitle: string;
    highlight?: { title: [number, number][]; snippet: string; snippetMarks: [number, number][] };
  }[];
  totalMatches: number;
  correctedQuery?: string;
  relaxed?: boolean;
  understoodFilters?: { kind: string; value: string; label: string; keywordWithout: string }[];
  understoodFiltersRankOnly?: boolean;
}

describe.each(databaseKinds())("search that understands job seekers on %s", (kind) => {
  const { app } = searchBoard(kind, board, { now: NOW });
  const search = async (body: object): Promise<Page> =>
    (
      await app().app.inject({ method: "POST", url: "/api/search_jobs", payload: { page: 1, ...body } })
    ).json();
  const titles = async (keyword: string, body: object = {}) =>
    (await search({ keyword, ...body })).data.map((row) => row.jobTitle);

  it("folds accents, case and language symbols the same way in the index and in the query", async () => {
    const samples = [
      "São Paulo",
      "ZÜRICH",
      "Kraków",
      "C# and C++",
      ".NET Core",
      "Node.js/Vue.js",
      "Straße Œuvre Łódź",
    ];
    expect(await sqlOfEach(app().database.db, "search_fold", samples)).toEqual(samples.map(foldSearchText));
    expect(foldSearchText("Kraków C# C++ .NET Node.js")).toBe("krakow  csharp   cplusplus   dotnet nodejs");
  });

  it("keeps C#, C++ and .NET apart, and finds Node.js for JS", async () => {
    expect(await titles("C#")).toEqual(["Senior C# Developer"]);
    expect(await titles("c++")).toEqual(["Embedded C++ Engineer"]);
    // No .NET post: a C# one, its related role by title, and never the C++ one.
    expect(await titles(".NET")).toEqual(["Senior C# Developer"]);
    // One job has both words; the other developers follow (the page is relaxed, see below).
    expect((await titles("JS developer"))[0]).toBe("Node.js Developer");
    expect(await titles("nodejs")).toEqual(["Node.js Developer"]);
  });

  it("finds a job by an acronym or its spelled-out form, the title above text that only mentions it", async () => {
    expect(await titles("k8s")).toEqual(["Kubernetes Platform Engineer"]);
    // Every post's boilerplate mentions "the SRE team": the SRE job comes first.
    expect((await titles("SRE"))[0]).toBe("Site Reliability Engineer");
    expect((await titles("dev ops")).slice(0, 2)).toEqual(["DevOps Engineer", "DevOps Engineer (AWS)"]);
    // "product managers" in every post's boilerplate: the product manager job first.
    expect((await titles("product manager"))[0]).toBe("Product Manager");
  });

  it("corrects a word no job holds to the closest indexed word, and searches as typed when asked", async () => {
    const corrected = await search({ keyword: "pyhton developer" });
    expect(corrected.correctedQuery).toBe("python developer");
    expect(corrected.data[0]?.jobTitle).toBe("Python Developer");
    const asTyped = await search({ keyword: "pyhton developer", exact: true });
    expect(asTyped.correctedQuery).toBeUndefined();
    // As typed, "pyhton" is in no post and "developer" alone says no role (decision 088): nothing.
    expect(asTyped.relaxed).toBeUndefined();
    expect(asTyped.totalMatches).toBe(0);
    // A word still being typed is a prefix, not a typo.
    const prefix = await search({ keyword: "kube" });
    expect(prefix.correctedQuery).toBeUndefined();
    expect(prefix.totalMatches).toBe(1);
  });

  it("relaxes to some of the words when no job has them all, and says so", async () => {
    const page = await search({ keyword: "python welder" });
    expect(page.relaxed).toBe(true);
    expect(page.data[0]?.jobTitle).toBe("Python Developer");
    expect(page.data.map((row) => row.jobTitle)).toEqual(["Python Developer"]);
    // Fewer than a page with every word: the jobs with some of them follow those with all.
    const few = await search({ keyword: "python developer" });
    expect(few.relaxed).toBe(true);
    expect(few.data.slice(0, 1).map((row) => row.jobTitle)).toEqual(["Python Developer"]);
    expect(few.data.map((row) => row.jobTitle)).toContain("Node.js Developer");
    expect((await search({ keyword: "python" })).relaxed).toBeUndefined();
  });

  it("reads workplace, employment type, a place and a salary as filters, with chips to remove them", async () => {
    const remote = await search({ keyword: "remote devops" });
    // The remote one first; the on-site ones follow (its remote-friendly benefits do not make it
    // remote), and the platform engineer as a related role by title.
    expect(remote.data.map((row) => row.jobTitle)).toEqual([
      "DevOps Engineer",
      "DevOps Engineer (AWS)",
      "Kubernetes Platform Engineer",
    ]);
    expect(remote.understoodFilters).toEqual([
      { kind: "workplace", value: "remote", label: "Remote", keywordWithout: "devops" },
    ]);
    expect(remote.understoodFiltersRankOnly).toBe(true);
    expect(await search({ keyword: "part time" })).toMatchObject({
      data: [{ jobTitle: "Python Developer" }],
      understoodFilters: [
        { kind: "employmentType", value: "part_time", label: "Part-time", keywordWithout: "" },
      ],
    });
    expect(await titles("sao paulo")).toEqual(["Python Developer"]);
    expect(await titles("zurich")).toEqual(["Data Analyst"]);
    expect((await search({ keyword: "product manager london" })).understoodFilters).toEqual([
      { kind: "city", value: "London", label: "London", keywordWithout: "product manager" },
    ]);
    const paid = await search({ keyword: "engineer 80k" });
    expect(paid.understoodFilters).toEqual([
      { kind: "salary", value: "80000", label: "80k+ a year", keywordWithout: "engineer" },
    ]);
    // 9,000 USD a month is 108k a year and the C# job pays 90k EUR; the C++ job (70k) only follows them.
    expect(paid.data.map((row) => row.jobTitle).slice(0, 3)).toEqual([
      "Senior C# Developer",
      "Kubernetes Platform Engineer",
      "Embedded C++ Engineer",
    ]);
  });

  it("searches a filter word as text when no job meets the filter", async () => {
    const page = await search({ keyword: "hybrid reliability" });
    expect(page.data.map((row) => row.jobTitle)).toEqual(["Site Reliability Engineer"]);
    // No internship and no post saying so: nothing, with the filter shown so it can be removed.
    expect(await search({ keyword: "internship" })).toMatchObject({
      totalMatches: 0,
      understoodFilters: [{ kind: "employmentType", value: "internship", keywordWithout: "" }],
    });
  });

  it("marks the words that matched in the title and in a snippet of the description", async () => {
    const [first] = (await search({ keyword: "kubernetes" })).data;
    expect(first?.jobTitle).toBe("Kubernetes Platform Engineer");
    expect(first?.highlight?.title).toEqual([[0, 10]]);
    const snippet = first?.highlight?.snippet ?? "";
    expect(first?.highlight?.snippetMarks.map(([from, to]) => snippet.slice(from, to))).toEqual([
      "Kubernetes",
    ]);
  });

  it("sorts by yearly salary across currencies at the stated rates, undisclosed last", async () => {
    const sorted = await titles("engineer", { sort: "salary" });
    // 9,000 USD a month (99k EUR a year at 0.92) above 90k EUR, then 70k EUR; undisclosed pay after.
    expect(sorted.slice(0, 3)).toEqual([
      "Kubernetes Platform Engineer",
      "Senior C# Developer",
      "Embedded C++ Engineer",
    ]);
  });

  it("reads a job alert's keyword the same way", async () => {
    const matches = await newMatches(
      app().database.db,
      {
        keyword: "k8s",
        filters: { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] },
      },
      { since: new Date(NOW.getTime() - 48 * HOUR), now: NOW, limit: 10 },
    );
    expect(matches.map((match) => match.title)).toEqual(["Kubernetes Platform Engineer"]);
  });
});

// Decision 085: a related role weighs less than the role itself, and a related-role title whose
// post names the role itself comes before one that does not.
const relatedBoard: NewJob[] = [
  job("Documentation Lead", 1, {
    descriptionHtml: "<p>As a technical writer here you will lead the docs team.</p>",
  }),
  job("Documentation Engineer", 2, { descriptionHtml: "<p>Docs-as-code in Git.</p>" }),
  job("Backend Engineer", 3, { descriptionHtml: "<p>Keep our API documentation up to date.</p>" }),
  job("Technical Writer", 5),
  job("Software Engineer in Test (C#)", 1.5, { descriptionHtml: "<p>Automate tests in C#.</p>" }),
  job("C# Engineer", 4, { descriptionHtml: "<p>Build our APIs on .NET 8 and ASP.NET Core.</p>" }),
  job(".NET Developer", 6),
];

describe.each(databaseKinds())("related roles rank below the role on %s", (kind) => {
  const { app } = searchBoard(kind, relatedBoard, { now: NOW });
  const titles = async (keyword: string) =>
    (
      (
        await app().app.inject({ method: "POST", url: "/api/search_jobs", payload: { page: 1, keyword } })
      ).json() as Page
    ).data.map((row) => row.jobTitle);

  it("lists the role's own titles first, then related titles; text that only mentions one is no match", async () => {
    expect(await titles("technical writer")).toEqual([
      "Technical Writer",
      "Documentation Lead",
      "Documentation Engineer",
    ]);
  });

  it("puts a related title whose post names the role itself before one that does not", async () => {
    expect(await titles(".NET")).toEqual([".NET Developer", "C# Engineer", "Software Engineer in Test (C#)"]);
    expect((await titles(".NET developer")).slice(0, 3)).toEqual([
      ".NET Developer",
      "C# Engineer",
      "Software Engineer in Test (C#)",
    ]);
  });
});

// Decision 088: acronyms and slash words, titles that hold a word only through the stemmer, no
// relaxed answer from boilerplate alone, and a seniority that contradicts the one asked for.
const everyPost = "<p>We build software for delivery drivers and their accounts teams.</p>";
const { post } = boardPosts(everyPost);
const roundThreeBoard: NewJob[] = [
  post("Business Development Representative", 1),
  post("Senior ML Engineer (LLMs)", 2),
  post("Machine Learning Engineer", 3),
  post("DevOps Engineer – CI/CD", 4),
  post("Build and Release Engineer", 5),
  post("Network Engineer", 6, "Routing and TCP/IP. Paid training courses."),
  post("Account Manager", 7),
  post("Junior Accountant", 8),
  post("Financial Analyst", 9),
  post("Graduate Java Engineer", 10, "You are mentored by senior engineers."),
  post("Java Developer", 11),
  post("Senior Java Developer", 12),
];

describe.each(databaseKinds())("search round 3 (decision 088) on %s", (kind) => {
  const { app, search, titles } = searchBoard(kind, roundThreeBoard);

  it("finds acronyms of the vocabulary by their spelled-out titles", async () => {
    expect(await titles("BDR")).toEqual(["Business Development Representative"]);
    expect((await titles("LLM engineer")).slice(0, 2)).toEqual([
      "Senior ML Engineer (LLMs)",
      "Machine Learning Engineer",
    ]);
  });

  it("finds a word written with a slash as the index holds it, known to the vocabulary or not", async () => {
    expect(await titles("ci/cd")).toEqual(["DevOps Engineer – CI/CD", "Build and Release Engineer"]);
    expect(await titles("tcp/ip")).toEqual(["Network Engineer"]);
  });

  it("ranks a title holding the word only through the stemmer below the word and its related roles", async () => {
    // "accountant", "account" and "accounts" share the stem "account": every post matches.
    expect((await titles("accountant")).slice(0, 3)).toEqual([
      "Junior Accountant",
      "Financial Analyst",
      "Account Manager",
    ]);
    const typo = await search("acountant");
    expect(typo.correctedQuery).toBe("accountant");
    expect(typo.data[0]?.jobTitle).toBe("Junior Accountant");
  });

  it("answers nothing rather than posts that hold the words only in boilerplate or only a generic noun", async () => {
    // "drivers" is in every post's boilerplate, "forklift" in none.
    expect(await search("forklift driver")).toMatchObject({ totalMatches: 0, data: [] });
    expect((await search("forklift driver")).relaxed).toBeUndefined();
    // "cobol" is in no post and "engineer" says no role by itself.
    expect((await search("cobol engineer")).totalMatches).toBe(0);
    // Corrected ("engneer" → engineer) and still nothing: no "showing results for" an empty page.
    expect(await search("cobol engneer")).toMatchObject({ totalMatches: 0, data: [] });
    expect((await search("cobol engneer")).correctedQuery).toBeUndefined();
    // With a place, the engineers there answer (every post of this board is in Berlin).
    const placed = await search("cobol engineer berlin");
    expect(placed.relaxed).toBe(true);
    expect(placed.data[0]?.jobTitle).toBe("Senior ML Engineer (LLMs)");
  });

  it("corrects a typo to a word of the titles, to a word found only in descriptions only one edit away", async () => {
    // "nurses" is two edits from "courses", which only the Network Engineer's description holds.
    expect(await search("nurses")).toMatchObject({ totalMatches: 0, data: [] });
    expect((await search("nurses")).correctedQuery).toBeUndefined();
    expect((await search("acountant")).correctedQuery).toBe("accountant");
  });

  it("reads a sentence as its role words: the search and a job alert ignore the filler words", async () => {
    const sentence = "looking for a java developer job";
    expect(await titles(sentence)).toEqual(await titles("java developer"));
    const alert = await newMatches(
      app().database.db,
      {
        keyword: sentence,
        filters: { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] },
      },
      { since: new Date(NOW.getTime() - 48 * HOUR), now: NOW, limit: 10 },
    );
    expect(alert.map((match) => match.title)).toEqual([
      "Graduate Java Engineer",
      "Java Developer",
      "Senior Java Developer",
    ]);
  });

  it("ranks a title stating the opposite seniority below titles stating none", async () => {
    // Too few hold every word: the page goes on with posts holding some (relaxed), below them.
    expect((await titles("senior java developer")).slice(0, 3)).toEqual([
      "Senior Java Developer",
      "Java Developer",
      "Graduate Java Engineer",
    ]);
  });
});

// Decision 096: the vocabulary of every job family (acronyms, spelled-out forms, abbreviations,
// plurals) and no answer made of the filter alone when the role words name no job.
const roundFourBoard: NewJob[] = [
  post("Senior HR Business Partner", 1),
  post("HR Generalist", 2),
  post("Software Engineer in Test (C#)", 3),
  post("QA Automation Engineer", 4),
  post("SEO Specialist", 5, "Search engine optimisation of our pages."),
  post("Content Marketing Manager", 6),
  post("Enterprise Account Executive", 7),
  post("SOC Analyst (Tier 1)", 8),
  post("Network Administrator", 9),
  post("Network Engineer", 10),
  post("People Operations Coordinator", 11),
  post("Product Owner", 12, "You work with the product managers."),
  job("Part-Time DevOps Engineer", 13, { employmentType: "part_time" }),
  job("Part-Time Data Analyst", 14, {
    employmentType: "part_time",
    descriptionHtml: "<p>Data Analyst. Part-time, flexible hours.</p>",
  }),
  post("Help Desk Technician", 15),
  post("System Administrator (Linux)", 16),
  job("Data Analyst", 17, { city: "München", countryCode: "DE", location: "München, Germany" }),
  post("Junior iOS Developer", 18),
  post("Lead Mobile Engineer", 19),
];

describe.each(databaseKinds())("search round 4 (decision 096) on %s", (kind) => {
  const { search, titles } = searchBoard(kind, roundFourBoard);

  it("finds the acronyms of every job family by the titles they name", async () => {
    expect((await titles("HRBP"))[0]).toBe("Senior HR Business Partner");
    expect((await titles("SDET")).slice(0, 2)).toEqual([
      "Software Engineer in Test (C#)",
      "QA Automation Engineer",
    ]);
    expect((await titles("search engine optimization"))[0]).toBe("SEO Specialist");
    expect((await titles("AE"))[0]).toBe("Enterprise Account Executive");
    expect((await titles("security operations center"))[0]).toBe("SOC Analyst (Tier 1)");
    expect((await titles("PO"))[0]).toBe("Product Owner");
    expect((await titles("helpdesk"))[0]).toBe("Help Desk Technician");
    // iOS and Android are mobile roles.
    expect((await titles("mobile app developer")).slice(0, 2)).toEqual([
      "Lead Mobile Engineer",
      "Junior iOS Developer",
    ]);
  });

  it("reads the abbreviations and plurals job seekers type", async () => {
    // "admin" is the administrator: both words first, then the other network job before the other
    // administrator ("administrator" is a generic noun like "engineer", decision 111; "network"
    // names the role).
    expect((await titles("network admin")).slice(0, 3)).toEqual([
      "Network Administrator",
      "Network Engineer",
      "System Administrator (Linux)",
    ]);
    expect((await titles("sysadmins"))[0]).toBe("System Administrator (Linux)");
    expect((await titles("account exec"))[0]).toBe("Enterprise Account Executive");
    // The role, then its related HR titles.
    expect(await titles("people ops")).toEqual([
      "People Operations Coordinator",
      "Senior HR Business Partner",
      "HR Generalist",
    ]);
    expect((await titles("hr business partners"))[0]).toBe("Senior HR Business Partner");
  });

  it("answers nothing when the role words name no job, rather than every job of the filter", async () => {
    // Two part-time posts exist; no post names a pharmacist.
    expect(await search("pharmacist part time")).toMatchObject({ totalMatches: 0, data: [] });
    // Every post is in Berlin; none names a pharmacist.
    expect(await search("pharmacist berlin")).toMatchObject({ totalMatches: 0, data: [] });
    // A known role with the filter still answers, and relaxes among that role's posts.
    expect(await titles("data analyst part time")).toEqual(["Part-Time Data Analyst", "Data Analyst"]);
  });

  it("lists the role elsewhere after every job in the place when fewer than a page are there", async () => {
    const page = await search("munich data analyst");
    expect(page.data.map((row) => row.jobTitle)).toEqual(["Data Analyst", "Part-Time Data Analyst"]);
    expect(page.understoodFilters?.map((filter) => filter.label)).toEqual(["München"]);
    expect(page.understoodFiltersRankOnly).toBe(true);
  });
});
