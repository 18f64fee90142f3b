import { describe, expect, it } from "vitest";
import {
  describeJobFilter,
  describeJobSearch,
  jobFilterBody,
  jobFilterFromParams,
  jobFilterOf,
  jobFilterParts,
  jobFilterToParams,
  noJobFilter,
} from "./job-filter.ts";

describe("the job filter", () => {
  it("writes a filter to the URL and reads the same filter back", () => {
    const filter = {
      ...noJobFilter,
      employmentType: ["part_time" as const],
      workplace: ["remote" as const, "hybrid" as const],
      jobCountry: ["DE"],
      jobCity: ["Berlin"],
      postedWithin: "7d" as const,
      salaryFloor: 60_000,
      salaryCurrency: "EUR",
    };
    const params = jobFilterToParams(filter);
    expect(params.toString()).toBe(
      "type=part_time&workplace=remote&workplace=hybrid&country=DE&city=Berlin&posted=7d&currency=EUR&salary=60000",
    );
    expect(jobFilterFromParams(params)).toEqual(filter);
  });

  it("leaves out of the URL's filter what the API would refuse", () => {
    const read = jobFilterFromParams(new URLSearchParams("type=nightly&country=XX&posted=2d&salary=5000"));
    expect(read).toEqual(noJobFilter);
  });

  it("reads as a person says it", () => {
    const filter = jobFilterOf({
      workplace: ["remote"],
      employmentType: ["part_time"],
      jobCity: ["Berlin"],
      jobCountry: ["DE"],
      salaryFloor: 60_000,
      salaryCurrency: "EUR",
    });
    expect(describeJobSearch("", filter, "All jobs")).toBe(
      "All jobs · Part-time · Remote · Germany · Berlin · at least 60,000 EUR a year",
    );
    expect(describeJobSearch("kubernetes", noJobFilter, "All jobs")).toBe('"kubernetes"');
  });

  it("puts in a body only the filters in use, a floor only with its currency", () => {
    expect(jobFilterBody({ ...noJobFilter, workplace: ["on_site"], salaryFloor: 40_000 })).toEqual({
      workplace: ["on_site"],
    });
  });

  it("writes 'Shows pay' to the URL as pay=1, reads it back, and says it in words (decision 079)", () => {
    const filter = jobFilterOf({ workplace: ["remote"], withPay: true });
    const params = jobFilterToParams(filter);
    expect(params.toString()).toBe("workplace=remote&pay=1");
    expect(jobFilterFromParams(new URLSearchParams("workplace=remote&pay=1"))).toEqual(filter);
    expect(jobFilterFromParams(new URLSearchParams("pay=yes")).withPay).toBeUndefined();
    expect(describeJobFilter(filter)).toEqual(["Remote", "Shows pay"]);
    expect(describeJobSearch("nurse", filter, "all jobs")).toBe('"nurse" · Remote · Shows pay');
    expect(jobFilterBody(filter)).toEqual({ workplace: ["remote"], withPay: true });
    // An alert stored before the filter existed reads as not using it.
    expect(jobFilterBody(jobFilterOf({ workplace: ["remote"] }))).toEqual({ workplace: ["remote"] });
  });

  it("writes levels and a place with its distance to the URL, reads them back and says them (decision 103)", () => {
    const filter = jobFilterOf({ seniority: ["senior", "lead"], nearCity: " Zürich ", radiusKm: 50 });
    expect(filter).toMatchObject({ seniority: ["senior", "lead"], nearCity: "Zürich", radiusKm: 50 });
    const params = jobFilterToParams(filter);
    expect(params.toString()).toBe("level=senior&level=lead&near=Z%C3%BCrich&radius=50");
    expect(jobFilterFromParams(params)).toEqual(filter);
    expect(describeJobFilter(filter)).toEqual(["Senior", "Lead or principal", "Within 50 km of Zürich"]);
    expect(jobFilterBody(filter)).toEqual({
      seniority: ["senior", "lead"],
      nearCity: "Zürich",
      radiusKm: 50,
    });
    // The place's chip removes the place and its distance; a level's chip that level only.
    const [senior, , near] = jobFilterParts(filter);
    expect(near?.without).toMatchObject({ nearCity: null, radiusKm: null, seniority: ["senior", "lead"] });
    expect(senior?.without.seniority).toEqual(["lead"]);
  });

  it("reads a place without a distance as 25 km, a distance without a place as nothing, an unknown level not at all", () => {
    expect(jobFilterFromParams(new URLSearchParams("near=Berlin"))).toMatchObject({
      nearCity: "Berlin",
      radiusKm: 25,
    });
    expect(jobFilterFromParams(new URLSearchParams("near=Berlin&radius=30")).radiusKm).toBe(25);
    expect(jobFilterFromParams(new URLSearchParams("radius=50&level=boss"))).toEqual(noJobFilter);
    // An alert stored before these filters reads as not using them.
    expect(jobFilterOf({ workplace: ["remote"] })).toMatchObject({
      seniority: [],
      nearCity: null,
      radiusKm: null,
    });
  });
});
