import {
  FACET_TOP,
  postedWithinChoices,
  SALARY_FLOORS,
  type SearchFacets,
} from "@site/contract/api/job-posts";
import { seniorities } from "@site/contract/job-seniority";
import { employmentTypes, workplaces } from "@site/contract/job-structure";
import { type SQL, sql } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import { type Db, queryRows } from "#api/platform/database.ts";
import {
  type FacetName,
  facetConditions,
  facetNames,
  plainConditions,
  postedSince,
  type SearchFilters,
} from "./search-filters.ts";

export interface FacetCounts {
  /** Matches of the keyword and every filter. */
  total: number;
  facets: SearchFacets;
}

/**
 * The grouping sets of the count, in the order of the grouped columns. A value facet groups by
 * its column; posting time and salary group by bucket (the newest window a job falls in, the
 * highest floor it reaches), which the counts then add up.
 */
const groups = {
  employmentType: ["employment_type"],
  workplace: ["workplace"],
  jobCountry: ["country_code"],
  jobCity: ["city"],
  companyName: ["company_name"],
  seniority: ["seniority"],
  postedWithin: ["posted_bucket"],
  salary: ["salary_currency", "salary_bucket"],
} as const satisfies Record<FacetName, readonly string[]>;
const columns = Object.values(groups).flat();

/** GROUPING()'s bitmask of a set: a bit for every grouped column the set leaves out. */
function maskOf(set: readonly string[]): number {
  return columns.reduce(
    (mask, column, index) => (set.includes(column) ? mask : mask | (1 << (columns.length - 1 - index))),
    0,
  );
}
const masks = Object.fromEntries(facetNames.map((name) => [name, maskOf(groups[name])])) as Record<
  FacetName,
  number
>;
const totalMask = maskOf([]);
/** Facets whose values are open-ended: only the most frequent (and the chosen) are listed. */
const rankedFacets = ["jobCountry", "jobCity", "companyName"] as const;

interface CountRow {
  g: number;
  employment_type: string | null;
  workplace: string | null;
  country_code: string | null;
  city: string | null;
  company_name: string | null;
  seniority: string | null;
  posted_bucket: number | null;
  salary_currency: string | null;
  salary_bucket: number | null;
  n: number | string;
}

const passName = (name: FacetName) => sql.raw(`"p_${name}"`);

/**
 * The matches of the keyword and all filters, and for each facet the count of each of its values
 * with the *other* filters applied (standard faceting: choosing a value never hides the others of
 * its facet). One scan of the keyword's open matches, grouped by every facet at once (GROUPING
 * SETS): each row carries whether it passes each filter, each facet counts the rows that pass the
 * others, and rows failing two or more filters are left out at once, since they count nowhere.
 */
export async function countFacets(
  db: Db,
  keywordMatch: SQL | undefined,
  filters: SearchFilters,
  now: Date,
): Promise<FacetCounts> {
  const conditions = facetConditions(filters, now);
  const active = facetNames.filter((name) => conditions[name] !== undefined);
  const pass = (name: FacetName) =>
    conditions[name] ? sql`coalesce(${conditions[name]}, false)` : sql`true`;
  const failures = sql.join(
    active.map((name) => sql`(not ${pass(name)})::int`),
    sql` + `,
  );
  const where = sql.join(
    [
      sql`${jobs.status} = 'open'`,
      ...(keywordMatch ? [keywordMatch] : []),
      ...plainConditions(filters),
      ...(active.length >= 2 ? [sql`${failures} <= 1`] : []),
    ],
    sql` and `,
  );
  /** Rows that pass every filter but `except`'s own (every filter when `except` is undefined). */
  const others = (except?: FacetName) =>
    sql.join(
      [sql`true`, ...active.filter((name) => name !== except).map((name) => sql`r.${passName(name)}`)],
      sql` and `,
    );
  const [day, week, month] = postedWithinChoices.map((choice) => postedSince(choice, now).toISOString());
  const floors = sql.raw(`array[${SALARY_FLOORS.join(",")}]::numeric[]`);
  const mask = (name: FacetName) => sql.raw(String(masks[name]));
  const own = (name: FacetName) => sql`when ${mask(name)} then count(*) filter (where ${others(name)})`;
  const chosen = [
    ...filters.jobCountry.map((value) => sql`(${mask("jobCountry")}, ${value}::text)`),
    ...filters.jobCity.map((value) => sql`(${mask("jobCity")}, ${value}::text)`),
    ...filters.companyName.map((value) => sql`(${mask("companyName")}, ${value}::text)`),
  ];
  const rankedMasks = sql.raw(rankedFacets.map((name) => masks[name]).join(", "));

  const rows = await queryRows<CountRow>(
    db,
    sql`select * from (
      select *, row_number() over (partition by g, value is null order by n desc, value) as rank from (
        select grouping(${sql.raw(columns.join(", "))}) as g, ${sql.raw(columns.join(", "))},
          coalesce(country_code, city, company_name) as value,
          case grouping(${sql.raw(columns.join(", "))})
            when ${sql.raw(String(totalMask))} then count(*) filter (where ${others()})
            ${sql.join(facetNames.map(own), sql` `)}
          end as n
        from (
          select ${jobs.employmentType}::text as employment_type, ${jobs.workplace}::text as workplace,
            ${jobs.countryCode} as country_code, ${jobs.city} as city, ${jobs.companyName} as company_name,
            ${jobs.seniority}::text as seniority,
            case when ${jobs.postedAt} >= ${day}::timestamptz then 0
              when ${jobs.postedAt} >= ${week}::timestamptz then 1
              when ${jobs.postedAt} >= ${month}::timestamptz then 2 end as posted_bucket,
            ${jobs.salaryCurrency} as salary_currency,
            width_bucket(${jobs.salaryYearly}, ${floors}) as salary_bucket,
            ${sql.join(
              facetNames.map((name) => sql`${pass(name)} as ${passName(name)}`),
              sql`, `,
            )}
          from ${jobs} where ${where}
        ) as r
        group by grouping sets (${sql.raw(
          Object.values(groups)
            .map((set) => `(${set.join(", ")})`)
            .join(", "),
        )}, ())
      ) as counted
    ) as ranked
    where g not in (${rankedMasks}) or (value is not null and n > 0 and rank <= ${FACET_TOP})
      ${chosen.length > 0 ? sql`or (g, value) in (${sql.join(chosen, sql`, `)})` : sql``}`,
  );
  return shapeFacets(rows, filters);
}

function shapeFacets(rows: CountRow[], filters: SearchFilters): FacetCounts {
  const of = (name: FacetName) => rows.filter((row) => Number(row.g) === masks[name]);
  const count = (row: CountRow) => Number(row.n);
  // Fixed lists keep their order and show every value, zero included.
  const all = <T extends string>(name: FacetName, column: keyof CountRow, values: readonly T[]) => {
    const found = new Map(of(name).map((row) => [row[column], count(row)]));
    return values.map((value) => ({ value, count: found.get(value) ?? 0 }));
  };
  // The most frequent values, and every chosen one (with 0 when nothing matches it).
  const ranked = (name: (typeof rankedFacets)[number], column: keyof CountRow, chosen: string[]) => {
    const found = new Map<string, number>();
    for (const row of of(name)) if (row[column] !== null) found.set(String(row[column]), count(row));
    for (const value of chosen) if (!found.has(value)) found.set(value, 0);
    return [...found]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  };
  // Buckets add up: a job posted within 24 hours is also within 7 and 30 days.
  const posted = new Map(of("postedWithin").map((row) => [row.posted_bucket, count(row)]));
  const within = (bucket: number) =>
    [0, 1, 2].filter((b) => b <= bucket).reduce((sum, b) => sum + (posted.get(b) ?? 0), 0);

  const salary = new Map<string, number[]>();
  for (const row of of("salary")) {
    if (row.salary_currency === null || row.salary_bucket === null) continue;
    const buckets = salary.get(row.salary_currency) ?? Array<number>(SALARY_FLOORS.length + 1).fill(0);
    buckets[Number(row.salary_bucket)] = count(row);
    salary.set(row.salary_currency, buckets);
  }
  const atLeast = (buckets: number[], from: number) => buckets.slice(from).reduce((sum, n) => sum + n, 0);

  return {
    total: count(rows.find((row) => Number(row.g) === totalMask) ?? ({ n: 0 } as CountRow)),
    facets: {
      employmentType: all("employmentType", "employment_type", employmentTypes),
      workplace: all("workplace", "workplace", workplaces),
      jobCountry: ranked("jobCountry", "country_code", filters.jobCountry),
      jobCity: ranked("jobCity", "city", filters.jobCity),
      companyName: ranked("companyName", "company_name", filters.companyName),
      seniority: all("seniority", "seniority", seniorities),
      postedWithin: postedWithinChoices.map((value, bucket) => ({ value, count: within(bucket) })),
      salary: [...salary]
        .map(([currency, buckets]) => ({
          currency,
          count: atLeast(buckets, 0),
          floors: SALARY_FLOORS.map((value, index) => ({ value, count: atLeast(buckets, index + 1) })),
        }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count || (a.currency < b.currency ? -1 : 1)),
    },
  };
}
