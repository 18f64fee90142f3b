// A test file's own database: created before its tests, dropped after them.
import { afterAll, beforeAll } from "vitest";
import { actorOfRole } from "./accounts.ts";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./test-database.ts";

/**
 * Call in a test file's describe: before its tests a fresh, migrated database of `kind` is made;
 * after them it is disposed of. Read it as `.database` (or its Drizzle handle through `.db()`) once
 * the tests run (a beforeAll of the file's own, registered after this call, runs after it).
 */
export function withTestDatabase(kind: DatabaseKind): {
  database: TestDatabase;
  db: () => TestDatabase["db"];
} {
  const made = {
    database: undefined as unknown as TestDatabase,
    db: () => made.database.db,
  };
  beforeAll(async () => {
    made.database = await createTestDatabase(kind);
  });
  afterAll(() => made.database?.dispose());
  return made;
}

/**
 * withTestDatabase for tests that call a module's functions as a signed-in user: `actor(role)` is a
 * new active account of `role` on the database, as the actor those functions take.
 */
export function withTestDatabaseAndActors(kind: DatabaseKind) {
  const { db } = withTestDatabase(kind);
  const actor = (role: "candidate" | "employer" | "admin") => actorOfRole(db(), role);
  return { db, actor };
}
