import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../testing/test-database.ts";
import { authenticate, authorize } from "./authenticate.ts";
import { createSession } from "./sessions.ts";

const now = new Date("2026-11-23T10:00:00.000Z");

async function refusal(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "allowed";
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return `${statusCode} ${message}`;
  }
}

// Every protected call starts with these two: who is it (401), and may they (403).
describe.each(databaseKinds())("authenticate and authorize on %s", (kind) => {
  let database: TestDatabase;
  const tokens: Record<"candidate" | "employer" | "admin", string> = {
    candidate: "",
    employer: "",
    admin: "",
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (const role of ["candidate", "employer", "admin"] as const) {
      const [user] = await database.db
        .insert(users)
        .values({ email: `${role}@example.com`, passwordHash: "x", role, status: "active" })
        .returning({ id: users.id });
      if (!user) throw new Error("no user");
      tokens[role] = await createSession(database.db, user.id, now);
    }
  });
  afterAll(() => database.dispose());

  it.each([undefined, null, "", "null"])(
    "answers 401 'Access token not found' for the token %j",
    async (token) => {
      expect(await refusal(() => authenticate(database.db, token, now))).toBe("401 Access token not found");
    },
  );

  it("answers 401 'Session expired' for a token nobody holds", async () => {
    expect(await refusal(() => authenticate(database.db, "an unknown token", now))).toBe(
      "401 Session expired. Please login again.",
    );
  });

  it("names the account behind a token", async () => {
    expect(await authenticate(database.db, tokens.employer, now)).toMatchObject({
      email: "employer@example.com",
      role: "employer",
    });
  });

  it("lets only the roles named through", async () => {
    const staff = ["employer", "admin"] as const;
    expect(await refusal(() => authorize(database.db, tokens.candidate, now, staff))).toBe(
      "403 You are not allowed to do this",
    );
    expect(await refusal(() => authorize(database.db, tokens.employer, now, staff))).toBe("allowed");
    expect(await refusal(() => authorize(database.db, tokens.employer, now, ["admin"]))).toBe(
      "403 You are not allowed to do this",
    );
    expect(await refusal(() => authorize(database.db, tokens.admin, now, ["admin"]))).toBe("allowed");
    expect(await refusal(() => authorize(database.db, undefined, now, ["admin"]))).toBe(
      "401 Access token not found",
    );
  });
});
