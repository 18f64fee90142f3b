import { describe, expect, it } from "vitest";
import { renderJobSearch, searchBodyOfQuery } from "./server";

// docs/decisions/124-search-starts-the-app-on-use.md: the search's first HTML, rendered from the
// screen the app renders, for the body the app sends.

const answer = {
  data: [
    {
      jobId: 7,
      jobTitle: "Data Engineer",
      companyName: "Saltwind Analytics",
      companyIconUrl: "",
      jobLocation: "Leeds, UK",
      jobSalary: "",
      postedDate: "2026-10-01T12:00:00.000Z",
      employmentType: "full_time",
      workplace: "hybrid",
      seniority: "mid",
    },
  ],
  totalPages: 3,
  totalMatches: 21,
  totalCount: 60,
};

describe("searchBodyOfQuery", () => {
  it("is the body the app sends for the URL's search, and nothing for a chosen job", () => {
    expect(searchBodyOfQuery("")).toEqual({ keyword: "", page: 1, facets: true });
    expect(searchBodyOfQuery("?q=%20data%20&workplace=remote&workplace=nowhere&sort=newest&page=2")).toEqual({
      keyword: "data",
      page: 2,
      sort: "newest",
      workplace: ["remote"],
      facets: true,
    });
    expect(searchBodyOfQuery("?q=data&job=7")).toBeUndefined();
  });
});

describe("renderJobSearch", () => {
  it("renders the URL's words, the results and the pager as a visitor sees them, marked to start the app on use", () => {
    const html = renderJobSearch("?q=data&page=2", JSON.stringify(answer));
    expect(html).toMatch(/^<section class="[^"]*" data-app-on-use="">/);
    expect(html).toMatch(/<input id="[^"]+" type="search"[^>]* value="data"\/>/);
    expect(html).toContain(">21 job(s) matched for query: &quot;data&quot;</h2>");
    expect(html).toMatch(/<h3 id="[^"]+" class="[^"]*">Data Engineer<\/h3>/);
    expect(html).toContain('data-testid="page-status">2 / 3</span>');
    expect(html).toContain('href="/login?returnTo=%2Fsearch-jobs%3Fq%3Ddata%26page%3D2"');
    expect(html).not.toContain("Loading...");
  });

  it("refuses an answer that is not the endpoint's", () => {
    expect(() => renderJobSearch("", JSON.stringify({ data: "none" }))).toThrow();
  });
});
