import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, profiles, users } from "#api/db/schema.ts";
import { outcome } from "#api/testing/refusal.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { setPasswordHashCostForTests, verifyPassword } from "../auth/passwords.ts";
import { ensureAdmin } from "./bootstrap-admin.ts";
import { inviteUser, resetPasswordFor } from "./invite-and-reset.ts";
import { findUserRow, toUserDetails } from "./user-details.ts";

const T = new Date("2026-11-23T10:00:00.000Z");
const PASSWORD = "a perfectly fine passphrase";

// The admin module's smaller rules called directly, on a database of their own: the bootstrap
// admin's checks, how an account is looked up and shown (the inquiries' list is tested in
// inquiries/list-inquiries.test.ts).
describe.each(databaseKinds())("admin rules on %s", (kind) => {
  const { db } = withTestDatabase(kind);
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    setPasswordHashCostForTests("minimal");
  });

  it("refuses a bootstrap admin with a bad address or a short password, in words a person reads", async () => {
    expect(await outcome(() => ensureAdmin(db(), "not an address", PASSWORD, T))).toBe(
      "ADMIN_EMAIL Invalid email address.",
    );
    expect(await outcome(() => ensureAdmin(db(), `short-${tag}@example.com`, "7 chars", T))).toBe(
      "ADMIN_PASSWORD: Password must be at least 8 characters.",
    );
    expect(await outcome(() => ensureAdmin(db(), `common-${tag}@example.com`, "password123", T))).toBe(
      "ADMIN_PASSWORD: This password is too common. Please choose a less predictable one.",
    );
    expect(
      await db()
        .select()
        .from(users)
        .where(eq(users.email, `short-${tag}@example.com`)),
    ).toEqual([]);
  });

  it("creates the bootstrap admin under the address written in lower case, once, with 8 characters enough", async () => {
    const written = `  Root-${tag}@Example.COM `;
    const stored = `root-${tag}@example.com`;
    expect(await ensureAdmin(db(), written, "8 chars!", T)).toBe("created");
    const [row] = await db().select().from(users).where(eq(users.email, stored));
    expect(row).toMatchObject({ email: stored, role: "admin", status: "active" });
    expect(await verifyPassword(row?.passwordHash ?? "", "8 chars!")).toBe(true);
    // The same address in another spelling is the same account, never overwritten.
    expect(await ensureAdmin(db(), stored.toUpperCase(), "another passphrase", T)).toBe("exists");
    const [after] = await db().select().from(users).where(eq(users.email, stored));
    expect(after?.passwordHash).toBe(row?.passwordHash);
  });

  it("finds an account by its address whatever the case and spaces, and says when there is none", async () => {
    const email = `found-${tag}@example.com`;
    const [user] = await db()
      .insert(users)
      .values({ email, passwordHash: "x", role: "employer", status: "pending", createdAt: T })
      .returning();
    await db()
      .insert(profiles)
      .values({ userId: user?.id ?? "", firstName: "Grace", lastName: "Hopper" });
    const row = await findUserRow(db(), `  FOUND-${tag}@Example.com `);
    expect(toUserDetails(row)).toEqual({
      email,
      firstName: "Grace",
      lastName: "Hopper",
      role: "employer",
      status: "pending",
      createdAt: "2026-11-23T10:00:00.000Z",
      lastLoginAt: "",
    });
    expect(await outcome(() => findUserRow(db(), `missing-${tag}@example.com`))).toEqual([
      404,
      "No account with this email.",
    ]);
  });

  it("shows an account without a profile with empty names, and its last log-in as an ISO time", () => {
    expect(
      toUserDetails({
        email: "ada@example.com",
        role: "candidate",
        status: "active",
        createdAt: T,
        lastLoginAt: new Date("2026-11-23T11:30:00.000Z"),
        firstName: null,
        lastName: null,
      }),
    ).toEqual({
      email: "ada@example.com",
      firstName: "",
      lastName: "",
      role: "candidate",
      status: "active",
      createdAt: "2026-11-23T10:00:00.000Z",
      lastLoginAt: "2026-11-23T11:30:00.000Z",
    });
  });

  it("invites the same address twice at once: one pending account and one mail, the other refused", async () => {
    let mailed = 0;
    const deps = {
      db: db(),
      now: () => T,
      publicBaseUrl: "https://jobs.example",
      mailQueued: () => mailed++,
    };
    const email = `twice-${tag}@example.com`;
    const results = await Promise.allSettled([
      inviteUser(deps, email, PASSWORD),
      inviteUser(deps, email, PASSWORD),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect(await outcome(() => Promise.reject(refused?.reason))).toEqual([
      409,
      "An account with this email already exists.",
    ]);
    expect(await db().select({ status: users.status }).from(users).where(eq(users.email, email))).toEqual([
      { status: "pending" },
    ]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(1);
    expect(mailed).toBe(1);
  });

  it("refuses a reset asked for by an admin whose account is gone, as a wrong password", async () => {
    const deps = { db: db(), now: () => T, publicBaseUrl: "https://jobs.example", mailQueued: () => {} };
    const gone = {
      sessionId: "none",
      userId: randomUUID(),
      email: "gone@example.com",
      role: "admin" as const,
    };
    expect(
      await outcome(() =>
        resetPasswordFor(deps, gone, { email: `found-${tag}@example.com`, ownPassword: PASSWORD }),
      ),
    ).toEqual([403, "Your password is not correct."]);
  });

  it("passes an invitation's other failures on as they are, never as an address already taken", async () => {
    let mailed = 0;
    const failure = new Error("the database went away");
    // The real database, except that its transactions fail (as when the connection drops).
    const failing = new Proxy(db(), {
      get: (target, property, receiver) =>
        property === "transaction"
          ? async () => {
              throw failure;
            }
          : Reflect.get(target, property, receiver),
    });
    const deps = {
      db: failing,
      now: () => T,
      publicBaseUrl: "https://jobs.example",
      mailQueued: () => mailed++,
    };
    await expect(inviteUser(deps, `dropped-${tag}@example.com`, PASSWORD)).rejects.toBe(failure);
    expect(mailed).toBe(0);
  });
});
