import { KEYWORD_MAX } from "@site/contract/api/job-posts";
import { PAGE_MAX } from "@site/contract/fields";
import { describe, expect, it } from "vitest";
import { noFilters, readSearchState, searchBodyOf, searchParamsOf } from "./search-params";

const read = (query: string) => readSearchState(new URLSearchParams(query));
const plain = { sort: "relevance", filters: noFilters };

describe("search state in the URL", () => {
  it("reads the term and the page", () => {
    expect(read("q=kube&page=3")).toEqual({ term: "kube", page: 3, ...plain });
    expect(read("")).toEqual({ term: "", page: 1, ...plain });
  });

  it("trims the term and keeps it within the API's limit", () => {
    expect(read("q=%20%20devops%20")).toEqual({ term: "devops", page: 1, ...plain });
    expect(read(`q=${"a".repeat(KEYWORD_MAX + 50)}`).term).toHaveLength(KEYWORD_MAX);
  });

  it.each(["0", "-1", "abc", "1e3", "2.5", ""])("reads page=%j as page 1", (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });

  it("caps the page at the API's maximum", () => {
    expect(read(`page=${PAGE_MAX * 10}`).page).toBe(PAGE_MAX);
  });

  it("writes only what differs from the default", () => {
    expect(searchParamsOf({ term: "", page: 1, sort: "relevance", filters: noFilters }).toString()).toBe("");
    expect(
      searchParamsOf({
        term: '"site reliability"',
        page: 2,
        sort: "relevance",
        filters: noFilters,
      }).toString(),
    ).toBe("q=%22site+reliability%22&page=2");
  });

  it("reads and writes every filter and the sort, so a filtered search is a link", () => {
    const query =
      "q=go&type=full_time&type=contract&workplace=remote&country=DE&city=Berlin&company=Acme+GmbH" +
      "&level=senior&near=Zurich&radius=50&posted=7d&currency=EUR&salary=60000&sort=newest&page=2";
    const state = read(query);
    expect(state).toEqual({
      term: "go",
      page: 2,
      sort: "newest",
      filters: {
        employmentType: ["full_time", "contract"],
        workplace: ["remote"],
        jobCountry: ["DE"],
        jobCity: ["Berlin"],
        companyName: ["Acme GmbH"],
        seniority: ["senior"],
        nearCity: "Zurich",
        radiusKm: 50,
        postedWithin: "7d",
        salaryFloor: 60000,
        salaryCurrency: "EUR",
      },
    });
    expect(searchParamsOf(state).toString()).toBe(query);
  });

  it("leaves out values the API would refuse", () => {
    expect(read("type=gig&workplace=moon&country=ZZ&posted=1y&salary=-5&currency=EUR&sort=oldest")).toEqual({
      term: "",
      page: 1,
      sort: "relevance",
      filters: { ...noFilters, salaryCurrency: "EUR" },
    });
    // A floor without a currency says nothing.
    expect(read("salary=60000").filters.salaryFloor).toBeNull();
  });

  it("sends only the filters in use, and asks for the facet counts", () => {
    expect(searchBodyOf(read(""))).toEqual({ keyword: "", page: 1, facets: true });
    expect(
      searchBodyOf(read("workplace=remote&type=full_time&salary=60000&currency=EUR&sort=newest")),
    ).toEqual({
      keyword: "",
      page: 1,
      sort: "newest",
      employmentType: ["full_time"],
      workplace: ["remote"],
      salaryFloor: 60000,
      salaryCurrency: "EUR",
      facets: true,
    });
  });
});
