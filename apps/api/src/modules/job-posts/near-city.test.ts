import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import demoJobs from "#api/db/seed/demo-jobs.json" with { type: "json" };
import { distanceKm, findPlace, placeKeysWithin } from "./near-city.ts";

const corpus = JSON.parse(
  readFileSync(new URL("../../../../../bench/search-relevance/corpus.json", import.meta.url), "utf8"),
) as { city: string | null }[];

// The gazetteer of the location box (docs/decisions/103-seniority-and-radius.md).
describe("the gazetteer", () => {
  it("knows every city of the demo jobs and of the search-relevance corpus", () => {
    const cities = [...demoJobs, ...corpus].flatMap((job) => (job.city ? [job.city] : []));
    expect(new Set(cities).size).toBeGreaterThanOrEqual(30);
    expect(cities.filter((city) => !findPlace(city))).toEqual([]);
  });

  it("reads a place whatever its accents, case and country after a comma", () => {
    for (const typed of ["Zurich", "ZÜRICH", "Zuerich", "zurich, Switzerland"])
      expect(findPlace(typed)?.name).toBe("Zurich");
    expect(findPlace("München")?.name).toBe("Munich");
    expect(findPlace("Montreal")?.name).toBe("Montreal");
    expect(findPlace("Sao Paulo")?.name).toBe("São Paulo");
    expect(findPlace("Gotham")).toBeUndefined();
  });

  it("measures great-circle distances in kilometres", () => {
    const at = (name: string) => findPlace(name) ?? { lat: Number.NaN, lon: Number.NaN };
    expect(distanceKm(at("Zurich"), at("Winterthur"))).toBeCloseTo(19.3, 1);
    expect(Math.round(distanceKm(at("London"), at("Paris")))).toBe(344);
    expect(Math.round(distanceKm(at("Berlin"), at("Potsdam")))).toBe(27);
    expect(Math.round(distanceKm(at("New York"), at("Boston")))).toBe(306);
  });

  it("lists every spelling of the places within a distance, the place's own included", () => {
    const zurich = findPlace("Zurich");
    if (!zurich) throw new Error("no Zurich");
    expect(placeKeysWithin(zurich, 10)).toEqual(["zuerich", "zurich"]);
    expect(placeKeysWithin(zurich, 25)).toEqual(["baden", "winterthur", "zuerich", "zug", "zurich"]);
  });
});
