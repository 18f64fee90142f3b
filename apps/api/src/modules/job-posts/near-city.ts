import { DEFAULT_RADIUS_KM, type JobFilter } from "@site/contract/job-filter";
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import { HttpError } from "#api/http/errors.ts";
import { trigramSimilarity } from "./closest-words.ts";
import gazetteer from "./gazetteer.json" with { type: "json" };
import { searchWords } from "./search-text.ts";

/**
 * The location box's radius (docs/decisions/103-seniority-and-radius.md): the typed place and a
 * job's city are looked up in a small gazetteer kept as data (gazetteer.json, no outside
 * service); the places within the distance are worked out here, exactly (haversine over the
 * gazetteer), and the SQL keeps the jobs whose city is one of them. The same plain SQL on PGlite
 * and PostgreSQL; a job whose city the gazetteer does not know is never within a distance.
 */
export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  lat: number;
  lon: number;
  aliases?: string[];
}

/** What the server answers about the location box's place. */
const nearCityMessages = {
  /** A place the site's list of places does not hold (the search cannot tell where it is). */
  unknown: (typed: string, suggestion?: string) =>
    suggestion
      ? `We don't know the place "${typed}". Did you mean ${suggestion}? Otherwise try a larger city nearby.`
      : `We don't know the place "${typed}". Check the spelling, or try a larger city nearby.`,
} as const;

const places: readonly Place[] = gazetteer.cities;

/** A place name as the search compares it: accents and case folded, words joined by one space ("St. Louis" = "st louis"). */
export const placeKey = (text: string): string => searchWords(text).join(" ");

/** Each spelling's place; the first listed wins a name two places share. */
const byKey = new Map<string, Place>();
for (const place of places)
  for (const name of [place.name, ...(place.aliases ?? [])]) {
    const key = placeKey(name);
    if (!byKey.has(key)) byKey.set(key, place);
  }

/** The place a person typed: "Zurich", "zürich", "Zurich, Switzerland" (the part before a comma). */
export function findPlace(typed: string): Place | undefined {
  return byKey.get(placeKey(typed)) ?? byKey.get(placeKey(typed.split(",")[0] ?? ""));
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two places in kilometres (haversine). */
export function distanceKm(a: Pick<Place, "lat" | "lon">, b: Pick<Place, "lat" | "lon">): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every spelling of every place within `radiusKm` of `center` (the center's own included). */
export function placeKeysWithin(center: Place, radiusKm: number): string[] {
  const keys = new Set<string>();
  for (const place of places)
    if (distanceKm(center, place) <= radiusKm)
      for (const name of [place.name, ...(place.aliases ?? [])]) keys.add(placeKey(name));
  return [...keys].sort();
}

/** The closest known spelling of a place nobody knows, when one is close enough to suggest. */
function suggestionFor(typed: string): string | undefined {
  const key = placeKey(typed);
  let best: { name: string; similarity: number } | undefined;
  for (const [other, place] of byKey) {
    const similarity = trigramSimilarity(key, other);
    if (similarity >= 0.35 && similarity > (best?.similarity ?? 0)) best = { name: place.name, similarity };
  }
  return best?.name;
}

/** Refuses a place the gazetteer does not know, in words, at the location box's field. */
export function checkNearCity(nearCity: string | null | undefined): void {
  const typed = nearCity?.trim();
  if (!typed || findPlace(typed)) return;
  const message = nearCityMessages.unknown(typed, suggestionFor(typed));
  throw new HttpError(400, message, {}, {}, "validation", { nearCity: message });
}

/**
 * A job's place as placeKey spells it, in SQL: its city, else its location's text before a comma
 * (`job_place_key` of migration 0021, indexed with the status and the posting time).
 */
const jobPlaceKey = sql`job_place_key(${jobs.city}, ${jobs.location})`;

/**
 * The condition of the location box, or undefined without a place: a job that is not remote in a
 * city within the distance; remote jobs only when the workplace filter includes remote, and then
 * those open to the place's country. An unknown place (an alert kept from an older gazetteer)
 * matches nothing.
 */
export function nearCondition(
  filters: Partial<Pick<JobFilter, "nearCity" | "radiusKm" | "workplace">>,
): SQL | undefined {
  if (!filters.nearCity) return undefined;
  const center = findPlace(filters.nearCity);
  if (!center) return sql`false`;
  const keys = placeKeysWithin(center, filters.radiusKm ?? DEFAULT_RADIUS_KM);
  const nearby = and(
    sql`${jobPlaceKey} in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
    sql`${jobs.workplace} is distinct from 'remote'`,
  ) as SQL;
  if (!filters.workplace?.includes("remote")) return nearby;
  return or(
    nearby,
    and(
      eq(jobs.workplace, "remote"),
      or(isNull(jobs.remoteCountries), sql`${jobs.remoteCountries} @> array[${center.country}]::text[]`),
    ),
  ) as SQL;
}
