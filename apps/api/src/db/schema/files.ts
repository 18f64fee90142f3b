// Uploaded files and, without S3, their bytes.
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bytea, createdAt } from "./columns.ts";

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
