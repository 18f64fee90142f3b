import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const lastAdmin = "The last active admin cannot be removed or deactivated.";

// Two admins acting on each other at the same moment, through the API: the last-admin check and
// the change run in one transaction that locks both rows, so one of them always stays.
describe.each(databaseKinds())("two admins acting on each other at once on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const activeAdmins = async () =>
    (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.status, "active")))
    ).length;

  it.each([
    ["deactivateUser", "deactivateUser"],
    ["removeUser", "removeUser"],
    ["deactivateUser", "removeUser"],
  ])("%s against %s, 10 rounds: exactly one succeeds and one admin stays active", async (first, second) => {
    for (let round = 0; round < 10; round++) {
      // Exactly two active admins at the start of each round.
      await t.database.db.update(users).set({ status: "deactivated" }).where(eq(users.role, "admin"));
      const a = await accountWithSession(t.database.db, "admin");
      const b = await accountWithSession(t.database.db, "admin");
      const answers = await Promise.all([
        t.app.inject({
          method: "POST",
          url: `/api/${first}`,
          payload: { authToken: a.token, inputEmail: b.email },
        }),
        t.app.inject({
          method: "POST",
          url: `/api/${second}`,
          payload: { authToken: b.token, inputEmail: a.email },
        }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused as the last admin, or (when the winner ended its session first) 401/403.
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).not.toBe(200);
      const refused = answers.find((answer) => answer.statusCode === 409);
      if (refused) expect(refused.json().message).toBe(lastAdmin);
      expect(await activeAdmins()).toBe(1);
    }
  });
});
