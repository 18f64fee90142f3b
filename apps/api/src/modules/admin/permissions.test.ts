import { randomUUID } from "node:crypto";
import type { Endpoint } from "@site/contract/endpoint";
import { endpoints } from "@site/contract/endpoints";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, users } from "../../db/schema.ts";
import { TEST_PASSWORD } from "../../testing/accounts.ts";
import { dataUrl, samplePdf } from "../../testing/sample-files.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { databaseKinds } from "../../testing/test-database.ts";
import { createSession, hashPassword } from "../auth/public.ts";
import { createJobs } from "../jobs/public.ts";

type Actor = "visitor" | "candidate" | "employer" | "otherEmployer" | "admin" | "deactivatedAdmin";
const actors: Actor[] = ["visitor", "candidate", "employer", "otherEmployer", "admin", "deactivatedAdmin"];
type Groups = typeof endpoints;
/** "group.name" of every contract endpoint: the rules below must name each one (typecheck). */
type EndpointKey = { [G in keyof Groups]: `${G & string}.${keyof Groups[G] & string}` }[keyof Groups];
type Request = Omit<InjectOptions, "method" | "url"> & { payload?: object; url?: string };
/** Expected status per actor, or "public": no session needed (never 401 for a token, never 403). */
type Expected = Record<Actor, number> | "public";
interface Rule {
  request: (actor: Actor) => Promise<Request>;
  expected: Expected;
}

const signedIn = (ok: number): Record<Actor, number> => ({
  visitor: 401,
  candidate: ok,
  employer: ok,
  otherEmployer: ok,
  admin: ok,
  deactivatedAdmin: 401,
});
const only = (...allowed: Actor[]): Expected =>
  Object.fromEntries(
    actors.map((actor) => [
      actor,
      allowed.includes(actor) ? 200 : actor === "visitor" || actor === "deactivatedAdmin" ? 401 : 403,
    ]),
  ) as Record<Actor, number>;

const all = Object.entries(endpoints).flatMap(([group, members]) =>
  Object.entries(members).map(([name, endpoint]) => [`${group}.${name}`, endpoint as Endpoint] as const),
);

describe.each(databaseKinds())("permission matrix over every contract endpoint on %s", (kind) => {
  let t: TestApp;
  const userIds = {} as Record<Exclude<Actor, "visitor">, string>;
  let employerJob = 0;
  let clientNumber = 0;

  async function account(role: "candidate" | "employer" | "admin") {
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: `${role}-${randomUUID()}@example.com`,
        passwordHash: await hashPassword(TEST_PASSWORD),
        role,
        status: "active",
      })
      .returning();
    if (!user) throw new Error("no user");
    return user;
  }
  const target = async () => (await account("candidate")).email;
  const newJob = async () =>
    (
      await createJobs(
        t.database.db,
        [{ title: "Open job", companyName: "Acme", location: "Remote", descriptionHtml: "<p>x</p>" }],
        new Date(),
      )
    )[0] as number;
  /** A fresh session per call, so logging out in one call cannot change the next. */
  const tokenOf = async (actor: Actor) =>
    actor === "visitor" ? undefined : createSession(t.database.db, userIds[actor], new Date());

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [actor, role] of [
      ["candidate", "candidate"],
      ["employer", "employer"],
      ["otherEmployer", "employer"],
      ["admin", "admin"],
      ["deactivatedAdmin", "admin"],
    ] as const) {
      userIds[actor] = (await account(role)).id;
      // Every account has a resume, so applying with the profile can succeed.
      const uploaded = await t.app.inject({
        method: "POST",
        url: "/api/upload_resume",
        payload: {
          accessToken: await tokenOf(actor),
          fileName: "cv.pdf",
          resume_data: dataUrl(samplePdf()),
        },
      });
      expect(uploaded.statusCode).toBe(200);
    }
    await t.database.db
      .update(users)
      .set({ status: "deactivated" })
      .where(eq(users.id, userIds.deactivatedAdmin));
    [employerJob] = (await createJobs(
      t.database.db,
      [
        {
          title: "Job of the employer",
          companyName: "Acme",
          location: "Remote",
          descriptionHtml: "<p>x</p>",
          postedByUserId: userIds.employer,
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
  const body = (payload: object) => async () => ({ payload });
  const pdf = dataUrl(samplePdf());
  const rules: Record<EndpointKey, Rule> = {
    "system.health": { request: body({}), expected: "public" },
    "system.ready": { request: body({}), expected: "public" },
    "auth.register": {
      request: async () => ({
        payload: {
          first_name: "Ada",
          last_name: "Lovelace",
          email: `reg-${randomUUID()}@example.com`,
          password: TEST_PASSWORD,
          phone_no: "+1 555 0100",
          company: "Acme",
          title: "Engineer",
        },
      }),
      expected: "public",
    },
    "auth.verify": {
      request: body({ inputEmail: "nobody@example.com", token: "123456" }),
      expected: "public",
    },
    "auth.verifyRegister": {
      request: body({ email: "nobody@example.com", token: "123456" }),
      expected: "public",
    },
    "auth.resendToken": {
      request: async () => ({ query: { email: "nobody@example.com" } }),
      expected: "public",
    },
    "auth.logIn": {
      request: body({ inputEmail: "nobody@example.com", password: "wrong" }),
      expected: "public",
    },
    "auth.validateToken": { request: body({}), expected: { ...signedIn(200), visitor: 400 } },
    // Revoking a token one holds needs no live account: a deactivated one may log out too.
    "auth.logOut": { request: body({}), expected: { ...signedIn(200), visitor: 400, deactivatedAdmin: 200 } },
    "auth.requestResetPassword": {
      request: body({ inputEmail: "nobody@example.com", newpassword: "another fine passphrase" }),
      expected: "public",
    },
    "auth.verifyResetPassword": {
      request: body({
        inputEmail: "nobody@example.com",
        token: "123456",
        newpassword: "another fine passphrase",
      }),
      expected: "public",
    },
    "inquiries.submitInquiry": {
      request: body({
        firstName: "Ada",
        lastName: "Lovelace",
        emailAddress: "ada@example.com",
        phoneNumber: "+1 555 0100",
        messageContent: "Hello",
      }),
      expected: "public",
    },
    "profile.viewProfile": { request: body({}), expected: signedIn(200) },
    "profile.updateProfile": {
      request: body({ updated_data: { description: "Hi" } }),
      expected: signedIn(200),
    },
    "profile.uploadResume": {
      request: body({ fileName: "cv.pdf", resume_data: pdf }),
      expected: signedIn(200),
    },
    // Not a session call: only a signed link opens a file, whoever sends it.
    "profile.viewAttachment": {
      request: async () => ({ url: `/api/viewAttachment/1.forged/${randomUUID()}` }),
      expected: Object.fromEntries(actors.map((a) => [a, 403])) as Record<Actor, number>,
    },
    "jobs.searchJobs": { request: body({ keyword: "" }), expected: "public" },
    "jobs.viewJobPost": { request: async () => ({ payload: { job_id: employerJob } }), expected: "public" },
    "jobs.applyForJob": {
      request: async () => ({ payload: { jobId: await newJob() } }),
      expected: signedIn(200),
    },
    "jobs.applyForJobResumeOnly": {
      request: async () => ({ payload: { jobId: await newJob(), fileName: "cv.pdf", resumeData: pdf } }),
      expected: "public",
    },
    "jobs.myApplications": { request: body({}), expected: signedIn(200) },
    "jobs.withdrawApplication": {
      request: async (actor) => {
        if (actor === "visitor") return { payload: { applicationId: randomUUID() } };
        const [row] = await t.database.db
          .insert(applications)
          .values({ jobId: await newJob(), userId: userIds[actor], withProfile: true, createdAt: new Date() })
          .returning({ id: applications.id });
        return { payload: { applicationId: row?.id } };
      },
      expected: signedIn(200),
    },
    "admin.addUser": {
      request: async () => ({
        payload: { inputEmail: `new-${randomUUID()}@example.com`, password: TEST_PASSWORD },
      }),
      expected: only("admin"),
    },
    "admin.selectUser": {
      request: async () => ({ payload: { inputEmail: await target() } }),
      expected: only("admin"),
    },
    "admin.deactivateUser": {
      request: async () => ({ payload: { inputEmail: await target() } }),
      expected: only("admin"),
    },
    "admin.reactivateUser": {
      request: async () => ({ payload: { inputEmail: await target() } }),
      expected: only("admin"),
    },
    "admin.removeUser": {
      request: async () => ({ payload: { inputEmail: await target() } }),
      expected: only("admin"),
    },
    "admin.listUsers": { request: body({}), expected: only("admin") },
    "admin.requestRegistrationWithToken": {
      request: async () => ({
        payload: { inputEmail: `inv-${randomUUID()}@example.com`, password: TEST_PASSWORD },
      }),
      expected: only("admin"),
    },
    "admin.requestResetPasswordWithToken": {
      request: async () => ({
        payload: {
          inputEmail: await target(),
          password: TEST_PASSWORD,
          newpassword: "another fine passphrase",
        },
      }),
      expected: only("admin"),
    },
    "admin.listInquiries": { request: body({}), expected: only("admin") },
    "employer.postJob": {
      request: body({ job_post: jobPost }),
      expected: only("employer", "otherEmployer", "admin"),
    },
    "employer.updateJob": {
      request: async () => ({ payload: { jobId: employerJob, job_post: jobPost } }),
      expected: only("employer", "admin"),
    },
    "employer.closeJob": {
      request: async () => ({ payload: { jobId: await employerJobToClose() } }),
      expected: only("employer", "admin"),
    },
    "employer.listMyJobs": { request: body({}), expected: only("employer", "otherEmployer", "admin") },
    "employer.jobApplicants": {
      request: async () => ({ payload: { jobId: employerJob } }),
      expected: only("employer", "admin"),
    },
    "hiring.jobPipeline": {
      request: async () => ({ payload: { jobId: employerJob } }),
      expected: only("employer", "admin"),
    },
    "hiring.moveApplications": {
      request: async () => ({
        payload: { applicationIds: [await employerApplication()], stage: "screening" },
      }),
      expected: only("employer", "admin"),
    },
    "hiring.previewStageMail": {
      request: async () => ({
        payload: { applicationIds: [await employerApplication()], stage: "rejected" },
      }),
      expected: only("employer", "admin"),
    },
    "hiring.applicationDetails": {
      request: async () => ({ payload: { applicationId: await employerApplication() } }),
      expected: only("employer", "admin"),
    },
    "hiring.addApplicationNote": {
      request: async () => ({ payload: { applicationId: await employerApplication(), body: "Strong CV" } }),
      expected: only("employer", "admin"),
    },
    "hiring.hiringOverview": { request: body({}), expected: only("employer", "otherEmployer", "admin") },
    // Not session calls: only a signed status link opens an application, whoever sends it.
    "hiring.applicationStatus": {
      request: async () => ({ payload: { applicationId: await employerApplication(), token: "1.forged" } }),
      expected: Object.fromEntries(actors.map((a) => [a, 403])) as Record<Actor, number>,
    },
    "hiring.withdrawByStatusLink": {
      request: async () => ({ payload: { applicationId: await employerApplication(), token: "1.forged" } }),
      expected: Object.fromEntries(actors.map((a) => [a, 403])) as Record<Actor, number>,
    },
    "chat.chatApi": { request: body({ user_input: "What is the Universal Shell?" }), expected: "public" },
    "chat.chatRoot": { request: body({ user_input: "What is the Universal Shell?" }), expected: "public" },
  };
  /** A fresh resume-only application to the employer's job. */
  async function employerApplication() {
    const [row] = await t.database.db
      .insert(applications)
      .values({ jobId: employerJob, createdAt: new Date() })
      .returning({ id: applications.id });
    return row?.id as string;
  }
  async function employerJobToClose() {
    const [id] = await createJobs(
      t.database.db,
      [
        {
          title: "To close",
          companyName: "Acme",
          location: "Remote",
          descriptionHtml: "<p>x</p>",
          postedByUserId: userIds.employer,
        },
      ],
      new Date(),
    );
    return id as number;
  }

  it("has a rule for every contract endpoint, and the server registers every one", () => {
    expect(all.map(([key]) => key).sort()).toEqual(Object.keys(rules).sort());
    const missing = all
      .filter(([, endpoint]) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it.each(all)("%s answers each role with the right status", async (key, endpoint) => {
    const rule = rules[key as EndpointKey];
    const seen: Record<string, number> = {};
    for (const actor of actors) {
      const { payload, url, ...rest } = await rule.request(actor);
      const token = await tokenOf(actor);
      clientNumber += 1;
      const response = await t.app.inject({
        method: endpoint.method,
        url: url ?? endpoint.path,
        // A different client address per call: per-address limits must not decide the matrix.
        remoteAddress: `10.${(clientNumber >> 8) & 255}.${clientNumber & 255}.7`,
        ...rest,
        ...(endpoint.method === "POST"
          ? { payload: { ...payload, authToken: token, accessToken: token } }
          : {}),
      });
      seen[actor] = response.statusCode;
      expect(response.statusCode, `${key} as ${actor}: ${response.body}`).toBeLessThan(500);
      expect(response.statusCode, `${key} as ${actor} is not routed`).not.toBe(404);
      if (response.statusCode >= 400) expect(response.json()).toHaveProperty("message");
      if (rule.expected === "public") {
        expect(response.statusCode, `${key} as ${actor}: ${response.body}`).not.toBe(403);
        expect(response.json().message).not.toBe("Access token not found");
      }
    }
    if (rule.expected !== "public") expect(seen).toEqual(rule.expected);
  });
});
