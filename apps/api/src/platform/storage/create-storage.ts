import path from "node:path";
import type { Config } from "../../config.ts";
import { localStorage } from "./local-storage.ts";
import type { FileStorage } from "./storage.ts";

/**
 * S3-compatible storage when S3_BUCKET is set; otherwise DATA_DIR/uploads. The AWS SDK (about
 * 24 MB of memory) is loaded only when it is used.
 */
export async function createConfiguredStorage(config: Config): Promise<FileStorage> {
  if (config.s3) {
    const { s3Storage } = await import("./s3-storage.ts");
    return s3Storage(config.s3);
  }
  return localStorage(path.join(config.dataDir, "uploads"));
}
