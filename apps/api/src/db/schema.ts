import { employmentTypes, salaryPeriods, workplaces } from "@site/contract/job-structure";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum("user_role", ["candidate", "employer", "admin"]);
export const userStatus = pgEnum("user_status", ["pending", "active", "deactivated"]);
export const tokenPurpose = pgEnum("token_purpose", ["verify_email", "reset_password", "change_email"]);
export const jobStatus = pgEnum("job_status", ["open", "closed"]);
/** Where an application stands in the employer's hiring pipeline (docs/decisions/037-hiring-pipeline.md). */
export const applicationStage = pgEnum("application_stage", [
  "applied",
  "screening",
  "interview",
  "offer",
  "hired",
  "rejected",
]);
export const jobEmploymentType = pgEnum("job_employment_type", employmentTypes);
export const jobWorkplace = pgEnum("job_workplace", workplaces);
export const jobSalaryPeriod = pgEnum("job_salary_period", salaryPeriods);

const salaryAmount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased; unique. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: userRole("role").notNull().default("candidate"),
  status: userStatus("status").notNull().default("pending"),
  createdAt: createdAt(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
});

/** Opaque session tokens; only their SHA-256 hash is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Client addresses (SHA-256 of the address) that proved they are the owner's: a successful log-in
 * or a completed password reset. Their tries do not count against the account's ceiling of log-in
 * tries (docs/decisions/055-log-in-ceiling-spares-known-addresses.md).
 */
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addressHash: text("address_hash").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/** E-mailed one-time codes (verification, password reset): single use, expiring, limited tries. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: tokenPurpose("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Tries so far, counted before each comparison (the right one too); at 5 the code is dead. */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    /** Purpose-specific data, e.g. the hash of the new password awaiting a reset. */
    payload: jsonb("payload").$type<Record<string, string>>(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("one_time_tokens_user_purpose_idx").on(t.userId, t.purpose)],
);

/**
 * An admin's invitation to an account that does not exist yet (docs/decisions/045-invites.md). The
 * invitee sets their own password from the mailed link; only the SHA-256 hash of the link's
 * random token is stored, and resending replaces it, so an older link stops working.
 */
export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, like users.email. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: userRole("role").notNull(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  // One open invite per address: a second one is a resend, not a new row.
  (t) => [
    uniqueIndex("invites_open_email_idx")
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** Uploaded files; the bytes live in file storage under `storageKey`. */
export const storedFiles = pgTable("stored_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
  storageKey: text("storage_key").notNull().unique(),
  originalName: text("original_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * The bytes of uploaded files when the site runs on PostgreSQL without S3: every instance reads
 * them from here (docs/decisions/060-files-shared-by-every-instance.md). Uploads are capped at a
 * few MB by the upload limits, well within a bytea.
 */
export const fileBlobs = pgTable("file_blobs", {
  storageKey: text("storage_key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

export const profiles = pgTable("profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  phoneNumber: text("phone_number").notNull().default(""),
  company: text("company").notNull().default(""),
  title: text("title").notNull().default(""),
  country: text("country"),
  citizenshipStatus: text("citizenship_status").notNull().default(""),
  description: text("description").notNull().default(""),
  gender: text("gender"),
  ethnicity: text("ethnicity"),
  resumeFileId: uuid("resume_file_id").references((): AnyPgColumn => storedFiles.id, {
    onDelete: "set null",
  }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    // Structured facts (docs/decisions/032-structured-jobs.md); null where the post does not say.
    employmentType: jobEmploymentType("employment_type"),
    workplace: jobWorkplace("workplace"),
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
    index("jobs_status_country_posted_idx").on(t.status, t.countryCode, t.postedAt),
    index("jobs_status_city_posted_idx").on(t.status, t.city, t.postedAt),
    index("jobs_status_company_posted_idx").on(t.status, t.companyName, t.postedAt),
    index("jobs_status_currency_posted_idx").on(t.status, t.salaryCurrency, t.postedAt),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Null for a visitor who applied with a resume only. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    resumeFileId: uuid("resume_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    withProfile: boolean("with_profile").notNull().default(false),
    createdAt: createdAt(),
    stage: applicationStage("stage").notNull().default("applied"),
    /** Why the application was rejected; empty unless the stage is rejected. */
    rejectionReason: text("rejection_reason").notNull().default(""),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    /** A resume-only applicant's contact: as typed in the form, else found in the resume's text. */
    applicantName: text("applicant_name").notNull().default(""),
    applicantEmail: text("applicant_email").notNull().default(""),
    applicantPhone: text("applicant_phone").notNull().default(""),
    /** True when the e-mail address was read from the resume rather than typed. */
    emailFromResume: boolean("email_from_resume").notNull().default(false),
  },
  (t) => [
    index("applications_job_idx").on(t.jobId),
    uniqueIndex("applications_job_user_uniq").on(t.jobId, t.userId).where(sql`${t.userId} is not null`),
  ],
);

/** Every move of an application from one stage to another: who, when, from → to (and why, for a rejection). */
export const applicationStageChanges = pgTable(
  "application_stage_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStage: applicationStage("from_stage").notNull(),
    toStage: applicationStage("to_stage").notNull(),
    reason: text("reason").notNull().default(""),
    movedByUserId: uuid("moved_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is removed, so the history still says who moved it. */
    movedByEmail: text("moved_by_email").notNull().default(""),
    mailed: boolean("mailed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("application_stage_changes_application_idx").on(t.applicationId, t.createdAt)],
);

/** Private notes on an application: only the job's employer and admins read them. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull().default(""),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

/** Jobs a user keeps to come back to (docs/decisions/033-faceted-search-and-saved-jobs.md). */
export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index("saved_jobs_job_idx").on(t.jobId)],
);

export const jobAlertFrequency = pgEnum("job_alert_frequency", ["daily", "weekly"]);

/** A candidate's saved search mailed as a digest of its new jobs (docs/decisions/041-job-alerts.md). */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    keyword: text("keyword").notNull(),
    /** The search's filters as the contract parsed them (jobAlertSearch). */
    filters: jsonb("filters").notNull(),
    frequency: jobAlertFrequency("frequency").notNull(),
    /** Jobs posted after this are new to the alert: its creation, then each run. */
    lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("job_alerts_user_idx").on(t.userId), index("job_alerts_next_run_idx").on(t.nextRunAt)],
);

/** Every job an alert has mailed, so that no alert mails a job twice. */
export const jobAlertSentJobs = pgTable(
  "job_alert_sent_jobs",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index("job_alert_sent_jobs_job_idx").on(t.jobId)],
);

export const inquiries = pgTable("inquiries", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  emailAddress: text("email_address").notNull(),
  phoneNumber: text("phone_number").notNull(),
  messageContent: text("message_content").notNull(),
  createdAt: createdAt(),
});

/**
 * Questions asked to the AI Agent, whether it had to decline, and the asker's thumbs up or down
 * (docs/decisions/036-chat-feedback.md). No account, address or conversation is stored with them.
 */
export const chatQuestions = pgTable(
  "chat_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    declined: boolean("declined").notNull(),
    vote: text("vote", { enum: ["up", "down"] }),
    votedAt: timestamp("voted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("chat_questions_created_at_idx").on(t.createdAt)],
);

/** Outgoing e-mail, written in the same transaction as the change that causes it. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Extra header lines, e.g. List-Unsubscribe of a job alert (docs/decisions/041-job-alerts.md). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** Small facts about this installation, e.g. when the demo data was seeded. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first outcome of a write sent with an Idempotency-Key, by caller and endpoint, so a retry
 * gets the same answer instead of writing twice (docs/decisions/061-idempotency-keys.md). A row
 * without a status is a write still under way.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** `session:<hash of the token>` or `ip:<address>`. */
    scope: text("scope").notNull(),
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.endpoint, t.key] }),
    index("idempotency_keys_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Rate-limit counters while Redis is away, shared by every instance (rate-limiter-flexible's
 * RateLimiterDrizzle names the columns; platform/rate-limit.ts).
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
