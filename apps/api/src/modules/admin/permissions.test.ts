import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { databaseKinds } from "../../testing/test-database.ts";
import { createSession, hashPassword } from "../auth/public.ts";
import { createJobs } from "../jobs/public.ts";

type Actor = "visitor" | "candidate" | "employer" | "otherEmployer" | "admin" | "deactivatedAdmin";
const actors: Actor[] = ["visitor", "candidate", "employer", "otherEmployer", "admin", "deactivatedAdmin"];
const PASSWORD = "a perfectly fine passphrase";

describe.each(databaseKinds())("permission matrix on %s", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string | undefined>;
  const ids = {} as Record<Actor, string>;
  let employerJob = 0;

  async function account(
    role: "candidate" | "employer" | "admin",
    status: "active" | "deactivated" = "active",
  ) {
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: `${role}-${randomUUID()}@example.com`,
        passwordHash: await hashPassword(PASSWORD),
        role,
        status: "active",
      })
      .returning();
    if (!user) throw new Error("no user");
    const token = await createSession(t.database.db, user.id, new Date());
    if (status === "deactivated") {
      const { eq } = await import("drizzle-orm");
      await t.database.db.update(users).set({ status }).where(eq(users.id, user.id));
    }
    return { id: user.id, email: user.email, token };
  }
  const target = async () => (await account("candidate")).email;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens.visitor = undefined;
    for (const [actor, role, status] of [
      ["candidate", "candidate", "active"],
      ["employer", "employer", "active"],
      ["otherEmployer", "employer", "active"],
      ["admin", "admin", "active"],
      ["deactivatedAdmin", "admin", "deactivated"],
    ] as const) {
      const created = await account(role, status);
      tokens[actor] = created.token;
      ids[actor] = created.id;
    }
    [employerJob] = (await createJobs(
      t.database.db,
      [
        {
          title: "Job of the employer",
          companyName: "Acme",
          location: "Remote",
          descriptionHtml: "<p>x</p>",
          postedByUserId: ids.employer,
        },
      ],
      new Date(),
    )) as [number];
  });
  afterAll(() => t.close());

  const jobPost = {
    jobTitle: "SRE",
    companyName: "Acme",
    jobLocation: "Remote",
    jobDescription: "<p>Run things.</p>",
  };
  // Each call: its payload (given a fresh target), and which actors may make it.
  const calls: [string, () => Promise<object>, Actor[]][] = [
    [
      "/api/addUser",
      async () => ({ inputEmail: `new-${randomUUID()}@example.com`, password: PASSWORD }),
      ["admin"],
    ],
    ["/api/selectUser", async () => ({ inputEmail: await target() }), ["admin"]],
    ["/api/deactivateUser", async () => ({ inputEmail: await target() }), ["admin"]],
    ["/api/reactivateUser", async () => ({ inputEmail: await target() }), ["admin"]],
    ["/api/removeUser", async () => ({ inputEmail: await target() }), ["admin"]],
    ["/api/listUsers", async () => ({}), ["admin"]],
    [
      "/api/requestRegistrationWithToken",
      async () => ({ inputEmail: `inv-${randomUUID()}@example.com`, password: PASSWORD }),
      ["admin"],
    ],
    [
      "/api/requestResetPasswordWithToken",
      async () => ({
        inputEmail: await target(),
        password: PASSWORD,
        newpassword: "another fine passphrase",
      }),
      ["admin"],
    ],
    ["/api/list_inquiries", async () => ({}), ["admin"]],
    ["/api/post_job", async () => ({ job_post: jobPost }), ["employer", "otherEmployer", "admin"]],
    ["/api/update_job", async () => ({ jobId: employerJob, job_post: jobPost }), ["employer", "admin"]],
    ["/api/list_my_jobs", async () => ({}), ["employer", "otherEmployer", "admin"]],
    ["/api/job_applicants", async () => ({ jobId: employerJob }), ["employer", "admin"]],
    ["/api/close_job", async () => ({ jobId: employerJob }), ["employer", "admin"]],
  ];

  it.each(calls)("%s answers each role with the right status", async (url, payload, allowed) => {
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const actor of actors) {
      const response = await t.app.inject({
        method: "POST",
        url,
        payload: { ...(await payload()), authToken: tokens[actor] },
      });
      seen[actor] = response.statusCode;
      expected[actor] = allowed.includes(actor)
        ? 200
        : actor === "visitor" || actor === "deactivatedAdmin"
          ? 401
          : 403;
      if (response.statusCode !== 200) expect(response.json()).toHaveProperty("message");
    }
    expect(seen).toEqual(expected);
  });
});
