import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { makePrivateDir, PRIVATE_FILE_MODE } from "../private-dir.ts";
import { assertSafeKey, type FileStorage } from "./storage.ts";

/** Files under a folder outside the web root (DATA_DIR/uploads); written atomically via rename. */
export function localStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };
  return {
    kind: "local",
    async put(key, bytes) {
      await makePrivateDir(dir);
      const temporary = path.join(dir, `.${randomUUID()}.part`);
      await fs.writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
      await fs.rename(temporary, fileOf(key));
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async listKeys() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.filter((name) => !name.startsWith("."));
    },
    async removePartialWrites() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const partial = names.filter((name) => name.startsWith(".") && name.endsWith(".part"));
      await Promise.all(partial.map((name) => fs.rm(path.join(dir, name), { force: true })));
      return partial.length;
    },
  };
}
