// Job posts and the jobs a user saved.
import { seniorities } from "@site/contract/job-seniority";
import { employmentTypes, salaryPeriods, workplaces } from "@site/contract/job-structure";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { ownerUserId, users } from "./accounts.ts";
import { createdAt, salaryAmount, tsvector } from "./columns.ts";

/** "draft": saved but not public, not searchable, not alerted (docs/decisions/074-drafts-and-scheduled-publication.md). */
export const jobStatus = pgEnum("job_status", ["draft", "open", "closed"]);

export const jobEmploymentType = pgEnum("job_employment_type", employmentTypes);

export const jobWorkplace = pgEnum("job_workplace", workplaces);

export const jobSalaryPeriod = pgEnum("job_salary_period", salaryPeriods);

export const jobSeniority = pgEnum("job_seniority", seniorities);

export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    companyName: text("company_name").notNull(),
    location: text("location").notNull(),
    salary: text("salary").notNull().default(""),
    /** Sanitized HTML (allow-list) */
    descriptionHtml: text("description_html").notNull(),
    companyIconUrl: text("company_icon_url").notNull().default(""),
    status: jobStatus("status").notNull().default("open"),
    postedByUserId: uuid("posted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    validThrough: timestamp("valid_through", { withTimezone: true }),
    /** A draft's scheduled publication; null for a plain draft and for every published post. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    // Structured facts (docs/decisions/032-structured-jobs.md); null where the post does not say.
    employmentType: jobEmploymentType("employment_type"),
    workplace: jobWorkplace("workplace"),
    /** Set by the employer or read from the title (docs/decisions/103-seniority-and-radius.md). */
    seniority: jobSeniority("seniority").notNull().default("mid"),
    /** A remote job's countries (ISO 3166-1 alpha-2) applicants may work from; null: anywhere. */
    remoteCountries: text("remote_countries").array(),
    city: text("city"),
    /** ISO 3166-1 alpha-2 */
    countryCode: text("country_code"),
    salaryMin: salaryAmount("salary_min"),
    salaryMax: salaryAmount("salary_max"),
    /** ISO 4217 */
    salaryCurrency: text("salary_currency"),
    salaryPeriod: jobSalaryPeriod("salary_period"),
    /** The top of the pay range as a yearly amount, for the search's salary floor. */
    salaryYearly: numeric("salary_yearly", { mode: "number" }).generatedAlwaysAs(
      sql`coalesce("salary_max", "salary_min") * case "salary_period" when 'hour' then 2080 when 'day' then 260 when 'week' then 52 when 'month' then 12 when 'year' then 1 end`,
    ),
    department: text("department"),
    /**
     * Weighted full-text document: title (A), company (B), location (C), description without tags
     * (D), accents, case and language symbols folded by `search_fold` (see search-text.ts).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', search_fold(coalesce("title", ''))), 'A') || setweight(to_tsvector('english', search_fold(coalesce("company_name", ''))), 'B') || setweight(to_tsvector('english', search_fold(coalesce("location", ''))), 'C') || setweight(to_tsvector('english', search_fold(regexp_replace(coalesce("description_html", ''), '<[^>]*>', ' ', 'g'))), 'D')`,
      ),
  },
  (t) => [
    index("jobs_search_idx").using("gin", t.searchVector),
    index("jobs_status_posted_idx").on(t.status, t.postedAt),
    // The search's filters (docs/decisions/033-faceted-search-and-saved-jobs.md): a filtered page
    // walks one filter's open jobs newest first instead of every open job.
    index("jobs_status_workplace_posted_idx").on(t.status, t.workplace, t.postedAt),
    index("jobs_status_type_posted_idx").on(t.status, t.employmentType, t.postedAt),
    index("jobs_status_seniority_posted_idx").on(t.status, t.seniority, t.postedAt),
    // The location box's place (docs/decisions/103-seniority-and-radius.md): `job_place_key`
    // (migration 0021) folds the city, or the location's text before a comma, as near-city.ts does.
    index("jobs_status_place_posted_idx").on(
      t.status,
      sql`job_place_key(${t.city}, ${t.location})`,
      t.postedAt,
    ),
    index("jobs_status_country_posted_idx").on(t.status, t.countryCode, t.postedAt),
    // The countries a remote job is open to (decision 118): "is any open job open to Colombia" and
    // a country named in the words read this index instead of every remote job's list.
    index("jobs_remote_countries_idx").using("gin", t.remoteCountries),
    index("jobs_status_city_posted_idx").on(t.status, t.city, t.postedAt),
    index("jobs_status_company_posted_idx").on(t.status, t.companyName, t.postedAt),
    index("jobs_status_currency_posted_idx").on(t.status, t.salaryCurrency, t.postedAt),
    // The publication worker's round: the scheduled drafts that are due (only drafts have one;
    // the predicate cannot name 'draft', a value the same migration adds to the enum).
    index("jobs_scheduled_idx").on(t.publishAt).where(sql`"publish_at" is not null`),
  ],
);

/** The job a row is about: required, and the row goes when the job does. */
export const cascadingJobId = () =>
  integer("job_id")
    .notNull()
    .references(() => jobs.id, { onDelete: "cascade" });

/** Jobs a user keeps to come back to (docs/decisions/033-faceted-search-and-saved-jobs.md). */
export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: ownerUserId(),
    jobId: cascadingJobId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index("saved_jobs_job_idx").on(t.jobId)],
);
