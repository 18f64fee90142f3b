import { describe, expect, it } from "vitest";
import { facetConditions, filtersKey, filtersOf, postedSince, type SearchFilters } from "./search-filters.ts";

const none: SearchFilters = {
  employmentType: [],
  workplace: [],
  jobCountry: [],
  jobCity: [],
  companyName: [],
};
const NOW = new Date("2026-11-23T12:00:00.000Z");

// The search's filters as plain rules: which facets narrow a search, and the key under which equal
// searches share their cached counts (count-cache.ts). The SQL they build is tested through the
// searches themselves (search-facets.test.ts).
describe("search filters", () => {
  it("takes every filter of the request body, and nothing else", () => {
    const body = {
      keyword: "welder",
      page: 2,
      sort: "newest" as const,
      facets: true,
      employmentType: ["full_time" as const],
      workplace: ["remote" as const],
      jobCountry: ["DE" as const],
      jobCity: ["Berlin"],
      companyName: ["Acme"],
      seniority: [],
      postedWithin: "7d" as const,
      salaryFloor: 50_000,
      salaryCurrency: "EUR" as const,
    };
    expect(filtersOf(body)).toEqual({
      employmentType: ["full_time"],
      workplace: ["remote"],
      jobCountry: ["DE"],
      jobCity: ["Berlin"],
      companyName: ["Acme"],
      seniority: [],
      nearCity: null,
      radiusKm: null,
      postedWithin: "7d",
      salaryFloor: 50_000,
      salaryCurrency: "EUR",
    });
  });

  it("counts back 24 hours, 7 days or 30 days from now for 'posted within'", () => {
    expect(postedSince("24h", NOW).toISOString()).toBe("2026-11-22T12:00:00.000Z");
    expect(postedSince("7d", NOW).toISOString()).toBe("2026-11-16T12:00:00.000Z");
    expect(postedSince("30d", NOW).toISOString()).toBe("2026-10-24T12:00:00.000Z");
  });

  it("narrows by a facet only when the search chose something in it", () => {
    const narrowing = (filters: SearchFilters) =>
      Object.entries(facetConditions(filters, NOW))
        .filter(([, condition]) => condition !== undefined)
        .map(([facet]) => facet);
    expect(narrowing(none)).toEqual([]);
    expect(
      narrowing({
        employmentType: ["part_time"],
        workplace: ["hybrid"],
        jobCountry: ["FR"],
        jobCity: ["Paris"],
        companyName: ["Acme"],
        postedWithin: "24h",
        salaryFloor: 0,
        salaryCurrency: "EUR",
      }),
    ).toEqual([
      "employmentType",
      "workplace",
      "jobCountry",
      "jobCity",
      "companyName",
      "postedWithin",
      "salary",
    ]);
    // A salary floor needs its currency; a currency alone filters nothing.
    expect(narrowing({ ...none, salaryCurrency: "EUR" })).toEqual([]);
    expect(narrowing({ ...none, salaryFloor: 40_000 })).toEqual([]);
    expect(narrowing({ ...none, salaryFloor: 40_000, salaryCurrency: "" })).toEqual([]);
  });

  it("gives equal searches one key, whatever the order or repetition of their choices", () => {
    const a: SearchFilters = {
      ...none,
      employmentType: ["part_time", "full_time"],
      workplace: ["remote", "hybrid", "remote"],
      jobCountry: ["FR", "DE"],
      jobCity: ["Paris", "Berlin"],
      companyName: ["Zeta", "Acme"],
    };
    const b: SearchFilters = {
      ...none,
      employmentType: ["full_time", "part_time"],
      workplace: ["hybrid", "remote"],
      jobCountry: ["DE", "FR"],
      jobCity: ["Berlin", "Paris"],
      companyName: ["Acme", "Zeta"],
    };
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(filtersKey(a)).toBe(
      '[["full_time","part_time"],["hybrid","remote"],["DE","FR"],["Berlin","Paris"],["Acme","Zeta"],null,null]',
    );
  });

  it("keeps searches that differ in any one filter apart", () => {
    const keys = [
      none,
      { ...none, employmentType: ["contract" as const] },
      { ...none, workplace: ["on_site" as const] },
      { ...none, jobCountry: ["DE"] },
      { ...none, jobCity: ["DE"] },
      { ...none, companyName: ["DE"] },
      { ...none, postedWithin: "24h" as const },
      { ...none, postedWithin: "7d" as const },
      { ...none, salaryFloor: 40_000, salaryCurrency: "EUR" },
      { ...none, salaryFloor: 40_000, salaryCurrency: "USD" },
      { ...none, salaryFloor: 60_000, salaryCurrency: "EUR" },
      { ...none, salaryFloor: 0, salaryCurrency: "EUR" },
    ].map(filtersKey);
    expect(new Set(keys).size).toBe(keys.length);
    // A currency without a floor filters nothing, so it shares the unfiltered search's counts.
    expect(filtersKey({ ...none, salaryCurrency: "EUR" })).toBe(filtersKey(none));
    expect(filtersKey({ ...none, salaryFloor: 40_000 })).toBe(filtersKey(none));
    expect(filtersKey({ ...none, salaryFloor: 0, salaryCurrency: "EUR" })).toBe(
      '[[],[],[],[],[],null,[0,"EUR"]]',
    );
  });
});
