// Accounts: users, their sessions, sign-in addresses, one-time codes, invitations and profiles.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { storedFiles } from "./files.ts";

export const userRole = pgEnum("user_role", ["candidate", "employer", "admin"]);

export const userStatus = pgEnum("user_status", ["pending", "active", "deactivated"]);

export const tokenPurpose = pgEnum("token_purpose", ["verify_email", "reset_password", "change_email"]);

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

/** The account a row belongs to: required, and the row goes when the account does. */
export const ownerUserId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Opaque session tokens; only their SHA-256 hash is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerUserId(),
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
    userId: ownerUserId(),
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
    userId: ownerUserId(),
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
