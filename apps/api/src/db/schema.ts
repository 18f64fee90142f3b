// The database schema, one file per domain (docs/decisions/065-one-name-per-domain.md). drizzle-kit
// reads this file (drizzle.config.ts); every table and enum is exported from here as before.
export * from "./schema/accounts.ts";
export * from "./schema/applications.ts";
export * from "./schema/assistant.ts";
export * from "./schema/files.ts";
export * from "./schema/inquiries.ts";
export * from "./schema/job-alerts.ts";
export * from "./schema/job-posts.ts";
export * from "./schema/system.ts";
