import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions, storedFiles, users } from "#api/db/schema.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { outcome } from "#api/testing/refusal.ts";
import { createTestDatabase, databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { setPasswordHashCostForTests } from "../auth/passwords.ts";
import { createSession, findSession } from "../auth/sessions.ts";
import { addUser, listUsers, removeUser, setUserStatus } from "./manage-users.ts";

const T = new Date("2026-11-23T10:00:00.000Z");
const PASSWORD = "a perfectly fine passphrase";

// The account rules called directly, on a database of their own: the list's filters and pages, the
// guards around the last active admin (which the API alone cannot reach: an admin cannot act on
// themselves, so a second active admin always exists there), and what deactivating ends.
describe.each(databaseKinds())("managing users on %s", (kind) => {
  const { db } = withTestDatabase(kind);
  const tag = randomUUID().slice(0, 8);

  async function account(
    email: string,
    role: "candidate" | "employer" | "admin" = "candidate",
    status: "active" | "pending" | "deactivated" = "active",
  ) {
    const [user] = await db().insert(users).values({ email, passwordHash: "x", role, status }).returning();
    if (!user) throw new Error("no user");
    return { sessionId: "none", userId: user.id, email: user.email, role: user.role };
  }
  const emails = (list: { data: { email: string }[] }) => list.data.map((user) => user.email);

  beforeAll(async () => {
    setPasswordHashCostForTests("minimal");
  });

  it("adds a candidate, active, by default, with an empty profile name", async () => {
    const added = await addUser(db(), { email: `new-${tag}@example.com`, password: PASSWORD }, T);
    expect(added).toEqual({
      email: `new-${tag}@example.com`,
      firstName: "",
      lastName: "",
      role: "candidate",
      status: "active",
      createdAt: "2026-11-23T10:00:00.000Z",
      lastLoginAt: "",
    });
    const pending = await addUser(
      db(),
      { email: `pend-${tag}@example.com`, password: PASSWORD, role: "employer", status: "pending" },
      T,
    );
    expect([pending.role, pending.status]).toEqual(["employer", "pending"]);
    expect(
      await outcome(() => addUser(db(), { email: `new-${tag}@example.com`, password: PASSWORD }, T)),
    ).toEqual([409, "An account with this email already exists."]);
    expect(
      await outcome(() => addUser(db(), { email: `common-${tag}@example.com`, password: "Password123" }, T)),
    ).toEqual([400, "This password is too common. Please choose a less predictable one."]);
    // Only a taken address is "already exists"; any other failure stays what it is.
    const broken = await outcome(() =>
      addUser(db(), { email: `bad-${tag}@example.com`, password: PASSWORD, role: "owner" as never }, T),
    );
    expect(broken).not.toEqual([409, "An account with this email already exists."]);
    expect(await listUsers(db(), { email: `common-${tag}`, page: 1 })).toMatchObject({ total: 0 });
  });

  it("filters by a part of the address taken literally (% and _ are no wildcards), role and status", async () => {
    const base = `f${tag}`;
    await account(`${base}_a@example.com`, "candidate");
    await account(`${base}xa@example.com`, "employer");
    await account(`${base}%b@example.com`, "admin", "deactivated");
    await account(`${base}yb@example.com`, "candidate", "pending");
    expect(emails(await listUsers(db(), { email: `${base}_`, page: 1 }))).toEqual([`${base}_a@example.com`]);
    expect(emails(await listUsers(db(), { email: `${base}%`, page: 1 }))).toEqual([`${base}%b@example.com`]);
    expect(emails(await listUsers(db(), { email: base.toUpperCase(), page: 1 }))).toEqual([
      `${base}%b@example.com`,
      `${base}_a@example.com`,
      `${base}xa@example.com`,
      `${base}yb@example.com`,
    ]);
    expect(emails(await listUsers(db(), { email: base, role: "candidate", page: 1 }))).toEqual([
      `${base}_a@example.com`,
      `${base}yb@example.com`,
    ]);
    expect(emails(await listUsers(db(), { email: base, status: "pending", page: 1 }))).toEqual([
      `${base}yb@example.com`,
    ]);
    const both = await listUsers(db(), { email: base, role: "admin", status: "deactivated", page: 1 });
    expect(both).toMatchObject({ total: 1, totalPages: 1 });
    expect(emails(both)).toEqual([`${base}%b@example.com`]);
  });

  it("pages 20 addresses at a time in address order", async () => {
    const base = `p${tag}`;
    for (let i = 0; i < 21; i++) await account(`${base}-${String(i).padStart(2, "0")}@example.com`);
    const first = await listUsers(db(), { email: base, page: 1 });
    expect(first).toMatchObject({ total: 21, totalPages: 2 });
    expect(emails(first)).toHaveLength(20);
    expect(emails(first)[0]).toBe(`${base}-00@example.com`);
    expect(emails(await listUsers(db(), { email: base, page: 2 }))).toEqual([`${base}-20@example.com`]);
    const all = await listUsers(db(), { page: 1 });
    expect(all.total).toBe((await db().select({ id: users.id }).from(users)).length);
  });

  it("refuses to deactivate or remove the last active admin, and lets either happen beside another", async () => {
    const own = await createTestDatabase(kind);
    try {
      const insert = async (email: string, role: "admin" | "candidate", status: "active" | "deactivated") => {
        const [user] = await own.db
          .insert(users)
          .values({ email, passwordHash: "x", role, status })
          .returning();
        if (!user) throw new Error("no user");
        return { sessionId: "none", userId: user.id, email, role };
      };
      const actor = await insert("actor@example.com", "candidate", "active");
      // No active admin at all: deactivating someone who is no admin, or removing a deactivated
      // admin, is no threat.
      await insert("bystander@example.com", "candidate", "active");
      expect(
        await outcome(() => setUserStatus(own.db, actor, "bystander@example.com", "deactivated", T)),
      ).toBe("done");
      await insert("former@example.com", "admin", "deactivated");
      expect(await outcome(() => removeUser(own.db, noStorage, actor, "former@example.com", T))).toBe("done");
      const only = await insert("only@example.com", "admin", "active");
      const last: unknown = [409, "The last active admin cannot be removed or deactivated."];
      expect(await outcome(() => setUserStatus(own.db, actor, only.email, "deactivated", T))).toEqual(last);
      expect(await outcome(() => removeUser(own.db, noStorage, actor, only.email, T))).toEqual(last);
      // Reactivating is no threat.
      expect(await outcome(() => setUserStatus(own.db, actor, only.email, "active", T))).toBe("done");
      await insert("second@example.com", "admin", "active");
      expect(await outcome(() => setUserStatus(own.db, actor, only.email, "deactivated", T))).toBe("done");
      const [row] = await own.db.select().from(users).where(eq(users.id, only.userId));
      expect(row?.status).toBe("deactivated");
    } finally {
      await own.dispose();
    }
  });

  it("ends every session of a deactivated account at once; reactivating brings none back", async () => {
    const actor = await account(`actor-${tag}@example.com`, "admin");
    const target = await account(`target-${tag}@example.com`, "employer");
    const tokens = [await createSession(db(), target.userId, T), await createSession(db(), target.userId, T)];
    const bystander = await createSession(db(), actor.userId, T);
    expect(await outcome(() => setUserStatus(db(), actor, target.email, "active", T))).toBe("done");
    expect(await findSession(db(), tokens[0] ?? "", T)).toBeDefined();
    await setUserStatus(db(), actor, target.email, "deactivated", new Date("2026-11-23T11:00:00.000Z"));
    const rows = await db().select().from(sessions).where(eq(sessions.userId, target.userId));
    expect(rows.map((row) => row.revokedAt?.toISOString())).toEqual([
      "2026-11-23T11:00:00.000Z",
      "2026-11-23T11:00:00.000Z",
    ]);
    await setUserStatus(db(), actor, target.email, "active", T);
    for (const token of tokens) expect(await findSession(db(), token, T)).toBeUndefined();
    expect(await findSession(db(), bystander, T)).toBeDefined();
    expect(await outcome(() => setUserStatus(db(), actor, actor.email, "active", T))).toEqual([
      409,
      "You cannot do this to your own account.",
    ]);
  });

  it("removes the account's files from storage, and a storage that fails does not stop it", async () => {
    const actor = await account(`remover-${tag}@example.com`, "admin");
    const target = await account(`removed-${tag}@example.com`);
    for (const key of ["a.pdf", "b.pdf"]) {
      await db()
        .insert(storedFiles)
        .values({
          storageKey: `${tag}-${key}`,
          originalName: key,
          contentType: "application/pdf",
          sizeBytes: 1,
          ownerUserId: target.userId,
        });
    }
    const deleted: string[] = [];
    const failing: FileStorage = {
      ...noStorage,
      delete: async (key) => {
        deleted.push(key);
        throw new Error("storage is down");
      },
    };
    expect(await outcome(() => removeUser(db(), failing, actor, target.email, T))).toBe("done");
    expect(deleted.sort()).toEqual([`${tag}-a.pdf`, `${tag}-b.pdf`]);
    expect(await db().select().from(users).where(eq(users.id, target.userId))).toEqual([]);
    expect(await outcome(() => removeUser(db(), noStorage, actor, actor.email, T))).toEqual([
      409,
      "You cannot do this to your own account.",
    ]);
  });
});

const noStorage: FileStorage = {
  kind: "local",
  put: async () => {},
  get: async () => undefined,
  delete: async () => {},
};
