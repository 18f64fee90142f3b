// A test file's app for the hiring tests: the app and the cast that hires in it.
import { afterAll, beforeAll } from "vitest";
import { hiringCast } from "./accounts.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import type { DatabaseKind } from "./test-database.ts";

export type HiringCast = Awaited<ReturnType<typeof hiringCast>>;

/**
 * Call in a test file's describe: before its tests a test app on `kind` (with `env`) starts and the
 * hiring cast (two employers, an admin, a candidate) is made in it; after them the app closes. Read
 * them as `.t` and `.cast` once the tests run.
 */
export function withHiringTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): {
  t: TestApp;
  cast: HiringCast;
} {
  const made = {} as { t: TestApp; cast: HiringCast };
  beforeAll(async () => {
    made.t = await createTestApp(kind, env);
    made.cast = await hiringCast(made.t.database.db);
  });
  afterAll(async () => {
    await made.t?.close();
  });
  return made;
}
