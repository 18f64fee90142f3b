import path from "node:path";
import type { Config } from "#api/config.ts";
import type { Db } from "../database.ts";
import { databaseStorage } from "./database-storage.ts";
import { localStorage } from "./local-storage.ts";
import type { FileStorage } from "./storage.ts";

/**
 * S3-compatible storage when S3_BUCKET is set; else, on PostgreSQL, the database itself, which
 * every instance shares (a folder per instance would split the files between them); else, on
 * embedded PGlite (one instance, behind the DATA_DIR lock), DATA_DIR/uploads. The AWS SDK (about
 * 24 MB of memory) is loaded only when it is used.
 */
export async function createConfiguredStorage(config: Config, db: Db): Promise<FileStorage> {
  if (config.s3) {
    const { s3Storage } = await import("./s3-storage.ts");
    return s3Storage(config.s3);
  }
  const folder = localStorage(uploadsDir(config));
  return config.databaseUrl ? databaseStorage(db, folder) : folder;
}

function uploadsDir(config: Config): string {
  return path.join(config.dataDir, "uploads");
}

/** Where the files are kept, for the start line: never a secret. */
export function describeStorage(config: Config): string {
  if (config.s3) return `S3 bucket ${config.s3.bucket}`;
  if (config.databaseUrl) return "in the PostgreSQL database (shared by every instance)";
  return `in ${uploadsDir(config)}`;
}
