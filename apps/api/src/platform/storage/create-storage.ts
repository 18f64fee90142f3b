import path from "node:path";
import type { Config } from "../../config.ts";
import { localStorage } from "./local-storage.ts";
import { s3Storage } from "./s3-storage.ts";
import type { FileStorage } from "./storage.ts";

/** S3-compatible storage when S3_BUCKET is set; otherwise DATA_DIR/uploads. */
export function createConfiguredStorage(config: Config): FileStorage {
  if (config.s3) return s3Storage(config.s3);
  return localStorage(path.join(config.dataDir, "uploads"));
}
