import { randomBytes, randomUUID } from "node:crypto";
import type { Access, Endpoint } from "@site/contract/endpoint";
import { endpoints } from "@site/contract/endpoints";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, chatQuestions, interviews, invites, jobAlerts, users } from "#api/db/schema.ts";
import { TEST_PASSWORD } from "#api/testing/accounts.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { type DatabaseKind, databaseKinds } from "#api/testing/test-database.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createSession } from "../auth/sessions.ts";

/**
 * Who calls: a visitor without a token, live sessions of each role (the employer owns the job the
 * employer calls name, the other employer does not), and tokens that must count for nothing: a
 * deactivated admin's, an admin's expired session, a made-up token, and the text "null" the
 * spec's signed-out clients send.
 */
const actors = [
  "visitor",
  "candidate",
  "employer",
  "otherEmployer",
  "admin",
  "deactivatedAdmin",
  "expiredAdmin",
  "forgedToken",
  "nullText",
] as const;
type Actor = (typeof actors)[number];
type Account = "candidate" | "employer" | "otherEmployer" | "admin" | "deactivatedAdmin";
type Groups = typeof endpoints;
/** "group.name" of every contract endpoint: the rules below must name each one (typecheck). */
type EndpointKey = { [G in keyof Groups]: `${G & string}.${keyof Groups[G] & string}` }[keyof Groups];
type Request = Omit<InjectOptions, "method" | "url"> & { payload?: object; url?: string };
/** A status, and the message a refusal must carry. */
type Answer = readonly [status: number, message?: string];

const noToken: Answer = [401, "Access token not found"];
const deadSession: Answer = [401, "Session expired. Please login again."];
const wrongRole: Answer = [403, "You are not allowed to do this"];
const notTheOwner: Answer = [403, "This job belongs to another employer."];
const statusLinkInvalid =
  "This link is not valid or has expired. Please use the link in your most recent e-mail from us.";
const inviteLinkInvalid =
  "This invitation link is not valid. Please use the link in your most recent invitation e-mail.";
const dead = { deactivatedAdmin: deadSession, expiredAdmin: deadSession, forgedToken: deadSession };

function everyone(answer: Answer): Record<Actor, Answer> {
  return Object.fromEntries(actors.map((actor) => [actor, answer])) as Record<Actor, Answer>;
}

/**
 * What each declared access means for each actor, written out: `ok` is the answer of a call the
 * access lets through (200 unless the request itself is refused on its merits).
 */
const meaning: Record<Access, (ok: Answer) => Record<Actor, Answer>> = {
  visitor: (ok) => everyone(ok),
  // The site's default: jobs are open to all (REQUIRE_LOGIN_FOR_JOBS has its own test below).
  "job-reader": (ok) => everyone(ok),
  "signed-link": (ok) => everyone(ok),
  "signed-in": (ok) => ({
    visitor: noToken,
    nullText: noToken,
    candidate: ok,
    employer: ok,
    otherEmployer: ok,
    admin: ok,
    ...dead,
  }),
  candidate: (ok) => ({
    visitor: noToken,
    nullText: noToken,
    candidate: ok,
    employer: wrongRole,
    otherEmployer: wrongRole,
    admin: wrongRole,
    ...dead,
  }),
  employer: (ok) => ({
    visitor: noToken,
    nullText: noToken,
    candidate: wrongRole,
    employer: ok,
    otherEmployer: ok,
    admin: ok,
    ...dead,
  }),
  "employer-of-job": (ok) => ({
    visitor: noToken,
    nullText: noToken,
    candidate: wrongRole,
    employer: ok,
    otherEmployer: notTheOwner,
    admin: ok,
    ...dead,
  }),
  admin: (ok) => ({
    visitor: noToken,
    nullText: noToken,
    candidate: wrongRole,
    employer: wrongRole,
    otherEmployer: wrongRole,
    admin: ok,
    ...dead,
  }),
};

interface Rule {
  /** Who may call it, as reviewed here: changing an endpoint's access must change this line too. */
  access: Access;
  request: (actor: Actor) => Promise<Request>;
  /** The answer of a call the access lets through; [200] when absent. */
  ok?: Answer;
  /** Actors answered otherwise for a reason that is not access, with the reason beside it. */
  except?: Partial<Record<Actor, Answer>>;
}

const all = Object.entries(endpoints).flatMap(([group, members]) =>
  Object.entries(members).map(([name, endpoint]) => [`${group}.${name}`, endpoint as Endpoint] as const),
);

const jobPost = (jobTitle = "SRE") => ({
  jobTitle,
  companyName: "Acme",
  jobLocation: "Remote",
  jobDescription: "<p>Run things.</p>",
});

/**
 * An app with an account for every actor, the rule of every endpoint against it, and a way to
 * collect each actor's answer. Called inside a describe: it registers that describe's hooks.
 */
function matrix(kind: DatabaseKind, env: Record<string, string> = {}) {
  const s = {} as { t: TestApp; employerJob: number };
  const userIds = {} as Record<Account, string>;
  let clientNumber = 0;

  async function account(role: "candidate" | "employer" | "admin") {
    const [user] = await s.t.database.db
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
  /** The account an actor's token belongs to, if any. */
  const accountOf = (actor: Actor): string | undefined =>
    actor === "expiredAdmin"
      ? userIds.admin
      : actor === "visitor" || actor === "forgedToken" || actor === "nullText"
        ? undefined
        : userIds[actor];
  /** A fresh token per call, so logging out in one call cannot change the next. */
  async function tokenOf(actor: Actor): Promise<string | undefined> {
    const now = new Date();
    if (actor === "visitor") return undefined;
    if (actor === "nullText") return "null";
    if (actor === "forgedToken") return randomBytes(32).toString("base64url");
    // Signed in eight days ago and unused since: past the seven days a session lives unused.
    if (actor === "expiredAdmin")
      return createSession(s.t.database.db, userIds.admin, new Date(now.getTime() - 8 * 24 * 3600 * 1000));
    return createSession(s.t.database.db, userIds[actor], now);
  }
  const newJob = (postedByUserId?: string, status: "open" | "draft" = "open") =>
    postedJob(s.t.database.db, postedByUserId ?? null, { title: "Open job", status });
  /** A fresh link to the candidate's resume (uploading a new one deletes the file an old link names). */
  async function candidateLink(): Promise<string> {
    const profile = await s.t.app.inject({
      method: "POST",
      url: "/api/view_profile",
      payload: { accessToken: await tokenOf("candidate") },
    });
    const link: string = profile.json().resumeLink;
    expect(link).toMatch(/^\/api\/viewAttachment\/[^/]+\/[0-9a-f-]{36}$/);
    return link;
  }

  beforeAll(async () => {
    s.t = await createTestApp(kind, env);
    for (const [actor, role] of [
      ["candidate", "candidate"],
      ["employer", "employer"],
      ["otherEmployer", "employer"],
      ["admin", "admin"],
      ["deactivatedAdmin", "admin"],
    ] as const) {
      userIds[actor] = (await account(role)).id;
      // Every account has a resume, so applying with the profile can succeed.
      const uploaded = await s.t.app.inject({
        method: "POST",
        url: "/api/upload_resume",
        payload: { accessToken: await tokenOf(actor), fileName: "cv.pdf", resume_data: dataUrl(samplePdf()) },
      });
      expect(uploaded.statusCode).toBe(200);
    }
    await s.t.database.db
      .update(users)
      .set({ status: "deactivated" })
      .where(eq(users.id, userIds.deactivatedAdmin));
    s.employerJob = await newJob(userIds.employer);
  });
  afterAll(() => s.t.close());

  const body = (payload: object) => async () => ({ payload });
  // A new address per call: per-address limits on e-mail must not decide the matrix either.
  const nobody = () => `nobody-${randomUUID()}@example.com`;
  const target = async () => (await account("candidate")).email;
  const pdf = dataUrl(samplePdf());
  const everyFilterEmpty = {
    employmentType: [],
    workplace: [],
    jobCountry: [],
    jobCity: [],
    companyName: [],
  };
  /** A weekly alert of the candidate's, as the alert endpoints act on. */
  async function candidateAlert(filters: object): Promise<string | undefined> {
    const [row] = await s.t.database.db
      .insert(jobAlerts)
      .values({
        userId: userIds.candidate,
        keyword: "sre",
        filters,
        frequency: "weekly",
        lastRunAt: new Date(),
        nextRunAt: new Date(),
      })
      .returning({ id: jobAlerts.id });
    return row?.id;
  }
  // These take the token as a required field: without one the body is invalid before access is asked.
  const tokenRequired: Answer = [400, "accessToken: Access token is required."];
  const rules: Record<EndpointKey, Rule> = {
    "system.health": { access: "visitor", request: body({}) },
    "system.ready": { access: "visitor", request: body({}) },
    "accounts.register": {
      access: "visitor",
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
    },
    "accounts.verify": {
      access: "visitor",
      request: async () => ({ payload: { inputEmail: nobody(), token: "123456" } }),
      ok: [400],
    },
    "accounts.verifyRegister": {
      access: "visitor",
      request: async () => ({ payload: { email: nobody(), token: "123456" } }),
      ok: [400],
    },
    "accounts.resendToken": { access: "visitor", request: async () => ({ query: { email: nobody() } }) },
    "accounts.logIn": {
      access: "visitor",
      request: async () => ({ payload: { inputEmail: await target(), password: TEST_PASSWORD } }),
    },
    "accounts.validateToken": {
      access: "signed-in",
      request: body({}),
      // The spec's token check answers any dead token, "null" included, with "Session expired".
      except: { visitor: tokenRequired, nullText: deadSession },
    },
    // Revoking a token one holds needs no live account: the token is what the call is about.
    "accounts.logOut": { access: "visitor", request: body({}), except: { visitor: tokenRequired } },
    "accounts.requestResetPassword": {
      access: "visitor",
      request: async () => ({ payload: { inputEmail: nobody(), newpassword: "another fine passphrase" } }),
    },
    "accounts.verifyResetPassword": {
      access: "visitor",
      request: async () => ({
        payload: { inputEmail: nobody(), token: "123456", newpassword: "another fine passphrase" },
      }),
      ok: [400],
    },
    "inquiries.submitInquiry": {
      access: "visitor",
      request: body({
        firstName: "Ada",
        lastName: "Lovelace",
        emailAddress: "ada@example.com",
        phoneNumber: "+1 555 0100",
        messageContent: "Hello",
      }),
    },
    "accounts.viewProfile": { access: "signed-in", request: body({}) },
    "accounts.updateProfile": { access: "signed-in", request: body({ updated_data: { description: "Hi" } }) },
    "accounts.uploadResume": { access: "signed-in", request: body({ fileName: "cv.pdf", resume_data: pdf }) },
    // Not a session call: a valid signed link opens the file whoever sends it (forged ones: below).
    "accounts.viewAttachment": {
      access: "signed-link",
      request: async () => ({ url: await candidateLink() }),
    },
    "jobPosts.searchJobs": { access: "job-reader", request: body({ keyword: "" }) },
    "jobPosts.viewJobPost": {
      access: "job-reader",
      request: async () => ({ payload: { job_id: s.employerJob } }),
    },
    "applications.applyForJob": {
      access: "signed-in",
      request: async () => ({ payload: { jobId: await newJob() } }),
    },
    "applications.applyForJobResumeOnly": {
      access: "visitor",
      request: async () => ({ payload: { jobId: await newJob(), fileName: "cv.pdf", resumeData: pdf } }),
    },
    "accounts.requestEmailChange": {
      access: "signed-in",
      request: async () => ({ payload: { newEmail: nobody(), password: TEST_PASSWORD } }),
    },
    "accounts.confirmEmailChange": {
      access: "signed-in",
      request: body({ code: "000000" }),
      ok: [400, "Invalid or expired token. Please request a new one."],
    },
    // Refused at the password, so the matrix's accounts survive; deletion itself: delete-account.test.ts.
    "accounts.deleteAccount": {
      access: "signed-in",
      request: body({ password: "not the password", confirmation: "DELETE" }),
      ok: [400, "The password is not correct."],
    },
    "applications.myApplications": { access: "signed-in", request: body({}) },
    "applications.withdrawApplication": {
      access: "signed-in",
      request: async (actor) => {
        const userId = accountOf(actor);
        if (!userId) return { payload: { applicationId: randomUUID() } };
        const [row] = await s.t.database.db
          .insert(applications)
          .values({ jobId: await newJob(), userId, withProfile: true, createdAt: new Date() })
          .returning({ id: applications.id });
        return { payload: { applicationId: row?.id } };
      },
    },
    // Saved jobs act on the caller's own list only: no body field names another account.
    "jobPosts.saveJob": {
      access: "signed-in",
      request: async () => ({ payload: { jobId: await newJob() } }),
    },
    "jobPosts.unsaveJob": {
      access: "signed-in",
      request: async () => ({ payload: { jobId: await newJob() } }),
    },
    "jobPosts.savedJobs": { access: "signed-in", request: body({}) },
    // Job alerts act on the candidate's own alerts only: deleting another's answers 404 (job-alerts.test.ts).
    "jobAlerts.createJobAlert": {
      access: "candidate",
      request: body({ frequency: "daily", keyword: "kubernetes", workplace: ["remote"] }),
    },
    "jobAlerts.jobAlerts": { access: "candidate", request: body({}) },
    "jobAlerts.deleteJobAlert": {
      access: "candidate",
      request: async () => ({ payload: { alertId: await candidateAlert({}) } }),
    },
    "jobAlerts.pauseJobAlert": {
      access: "candidate",
      request: async () => ({ payload: { alertId: await candidateAlert(everyFilterEmpty) } }),
    },
    "jobAlerts.resumeJobAlert": {
      access: "candidate",
      request: async () => ({ payload: { alertId: await candidateAlert(everyFilterEmpty) } }),
    },
    "jobAlerts.updateJobAlert": {
      access: "candidate",
      request: async () => ({
        payload: { alertId: await candidateAlert({}), frequency: "daily", keyword: "sre" },
      }),
    },
    // Not a session call: only a valid signed link of the alert's digest stops it, whoever sends it.
    "jobAlerts.unsubscribeJobAlert": {
      access: "signed-link",
      request: async () => ({ url: `/api/unsubscribe_job_alert?id=${randomUUID()}&token=1.forged` }),
      ok: [403, "This unsubscribe link is not valid or has expired. Log in to manage your job alerts."],
    },
    "accounts.addUser": {
      access: "admin",
      request: async () => ({
        payload: { inputEmail: `new-${randomUUID()}@example.com`, password: TEST_PASSWORD },
      }),
    },
    "accounts.selectUser": {
      access: "admin",
      request: async () => ({ payload: { inputEmail: await target() } }),
    },
    "accounts.deactivateUser": {
      access: "admin",
      request: async () => ({ payload: { inputEmail: await target() } }),
    },
    "accounts.reactivateUser": {
      access: "admin",
      request: async () => ({ payload: { inputEmail: await target() } }),
    },
    "accounts.removeUser": {
      access: "admin",
      request: async () => ({ payload: { inputEmail: await target() } }),
    },
    "accounts.userOpenJobs": {
      access: "admin",
      request: async () => ({ payload: { inputEmail: await target() } }),
    },
    "accounts.listUsers": { access: "admin", request: body({}) },
    "accounts.requestRegistrationWithToken": {
      access: "admin",
      request: async () => ({
        payload: { inputEmail: `inv-${randomUUID()}@example.com`, password: TEST_PASSWORD },
      }),
    },
    "accounts.requestResetPasswordWithToken": {
      access: "admin",
      request: async () => ({
        payload: {
          inputEmail: await target(),
          password: TEST_PASSWORD,
          newpassword: "another fine passphrase",
        },
      }),
    },
    "inquiries.listInquiries": { access: "admin", request: body({}) },
    // Invitations (docs/decisions/045-invites.md): admins manage them; the link's holder reads and accepts.
    "accounts.inviteUser": {
      access: "admin",
      request: async () => ({
        payload: { inputEmail: nobody(), firstName: "Ada", lastName: "Lovelace", role: "employer" },
      }),
    },
    "accounts.listInvites": { access: "admin", request: body({}) },
    "accounts.resendInvite": {
      access: "admin",
      request: async () => ({ payload: { inviteId: await openInvite() } }),
    },
    "accounts.revokeInvite": {
      access: "admin",
      request: async () => ({ payload: { inviteId: await openInvite() } }),
    },
    // Not session calls: only the token of a live invitation opens it, whoever sends it.
    "accounts.viewInvite": {
      access: "visitor",
      request: body({ token: "forged-invitation-token" }),
      ok: [403, inviteLinkInvalid],
    },
    "accounts.acceptInvite": {
      access: "visitor",
      request: body({ token: "forged-invitation-token", password: "another fine passphrase" }),
      ok: [403, inviteLinkInvalid],
    },
    "jobPosts.postJob": { access: "employer", request: body({ job_post: jobPost() }) },
    "jobPosts.updateJob": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: s.employerJob, job_post: jobPost() } }),
    },
    "jobPosts.closeJob": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: await newJob(userIds.employer) } }),
    },
    "jobPosts.listMyJobs": { access: "employer", request: body({}) },
    "jobPosts.publishJob": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: await newJob(userIds.employer, "draft") } }),
    },
    "jobPosts.scheduleJob": {
      access: "employer-of-job",
      request: async () => ({
        payload: { jobId: await newJob(userIds.employer, "draft"), publishAt: "2099-01-01T00:00:00Z" },
      }),
      // Far ahead on purpose: past the limit the server refuses it, after access was granted.
      ok: [400, "The publication time must be within 365 days."],
    },
    "applications.jobApplicants": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: s.employerJob } }),
    },
    "applications.jobPipeline": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: s.employerJob } }),
    },
    "applications.moveApplications": {
      access: "employer-of-job",
      request: async () => ({
        payload: { applicationIds: [await employerApplication()], stage: "screening" },
      }),
    },
    "applications.previewStageMail": {
      access: "employer-of-job",
      request: async () => ({
        payload: { applicationIds: [await employerApplication()], stage: "rejected" },
      }),
    },
    "applications.applicationDetails": {
      access: "employer-of-job",
      request: async () => ({ payload: { applicationId: await employerApplication() } }),
    },
    "applications.addApplicationNote": {
      access: "employer-of-job",
      request: async () => ({ payload: { applicationId: await employerApplication(), body: "Strong CV" } }),
    },
    "applications.hiringOverview": { access: "employer", request: body({}) },
    "applications.hiringReportAcrossJobs": { access: "employer", request: body({}) },
    "applications.hiringReport": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: s.employerJob } }),
    },
    // Not session calls: only a valid signed status link opens an application, whoever sends it.
    "applications.jobQuestionsForEmployer": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: s.employerJob } }),
    },
    "applications.saveJobQuestions": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: s.employerJob, questions: [] } }),
    },
    "applications.jobStages": {
      access: "employer-of-job",
      request: async () => ({ payload: { jobId: s.employerJob } }),
    },
    // The job's stages sent back unchanged, from the version an admin reads just before.
    "applications.saveJobStages": {
      access: "employer-of-job",
      request: async () => {
        const read = await s.t.app.inject({
          method: "POST",
          url: "/api/job_stages",
          payload: { authToken: await tokenOf("admin"), jobId: s.employerJob },
        });
        const { version, stages } = read.json() as {
          version: string;
          stages: { key: string; name: string; fixed: boolean }[];
        };
        const own = stages.filter((stage) => !stage.fixed).map(({ key, name }) => ({ key, name }));
        return { payload: { jobId: s.employerJob, version, stages: own } };
      },
    },
    "applications.submitScorecard": {
      access: "employer-of-job",
      request: async () => ({
        payload: {
          applicationId: await employerApplication(),
          ratings: { skills: 3, experience: 3, communication: 3, motivation: 3 },
          recommendation: "yes",
        },
      }),
    },
    "applications.applicationScorecards": {
      access: "employer-of-job",
      request: async () => ({ payload: { applicationId: await employerApplication() } }),
    },
    "applications.applicationQuestions": {
      access: "visitor",
      request: async () => ({ payload: { jobId: await newJob() } }),
    },
    "applications.offerInterview": {
      access: "employer-of-job",
      request: async () => ({
        payload: {
          applicationId: await employerApplication(nobody()),
          timeZone: "Europe/Berlin",
          durationMinutes: 30,
          slots: ["2099-12-03T10:00", "2099-12-03T11:00"],
        },
      }),
    },
    "applications.cancelInterview": {
      access: "employer-of-job",
      request: async () => {
        const applicationId = await employerApplication(nobody());
        await s.t.database.db.insert(interviews).values({
          applicationId,
          organizerEmail: "hiring@example.com",
          candidateEmail: "candidate@example.com",
          timeZone: "UTC",
          durationMinutes: 30,
          slots: ["2099-12-03T10:00:00.000Z", "2099-12-03T11:00:00.000Z"],
        });
        return { payload: { applicationId } };
      },
    },
    "applications.applicationInterview": {
      access: "employer-of-job",
      request: async () => ({ payload: { applicationId: await employerApplication() } }),
    },
    "applications.interviewInvitation": {
      access: "signed-link",
      request: async () => ({ payload: { interviewId: randomUUID(), token: "1.forged" } }),
      ok: [403, statusLinkInvalid],
    },
    "applications.pickInterviewSlot": {
      access: "signed-link",
      request: async () => ({
        payload: { interviewId: randomUUID(), token: "1.forged", start: "2099-12-03T10:00:00Z" },
      }),
      ok: [403, statusLinkInvalid],
    },
    "applications.applicationStatus": {
      access: "signed-link",
      request: async () => ({ payload: { applicationId: await employerApplication(), token: "1.forged" } }),
      ok: [403, statusLinkInvalid],
    },
    "applications.withdrawByStatusLink": {
      access: "signed-link",
      request: async () => ({ payload: { applicationId: await employerApplication(), token: "1.forged" } }),
      ok: [403, statusLinkInvalid],
    },
    "assistant.chatApi": { access: "visitor", request: body({ user_input: "What is the Universal Shell?" }) },
    "assistant.chatRoot": {
      access: "visitor",
      request: body({ user_input: "What is the Universal Shell?" }),
    },
    "assistant.chatStream": {
      access: "visitor",
      request: body({ user_input: "What is the Universal Shell?" }),
    },
    "assistant.chatFeedback": {
      access: "visitor",
      request: async () => {
        const [row] = await s.t.database.db
          .insert(chatQuestions)
          .values({ question: "What is the Universal Shell?", declined: false })
          .returning({ id: chatQuestions.id });
        return { payload: { answerId: row?.id, vote: "up" } };
      },
    },
    "assistant.listChatQuestions": { access: "admin", request: body({ filter: "recent" }) },
    "assistant.chatQuestionsReport": { access: "admin", request: body({ period: "30d" }) },
    "assistant.exportChatQuestions": { access: "admin", request: body({ filter: "down", period: "all" }) },
    "assistant.chatHandover": {
      access: "visitor",
      request: body({
        firstName: "Ada",
        lastName: "Lovelace",
        emailAddress: "ada@example.com",
        transcript: [{ type: "user", text: "Can a person help me?" }],
      }),
    },
  };
  /** A fresh open invitation, straight in the database. */
  async function openInvite() {
    const now = new Date();
    const [row] = await s.t.database.db
      .insert(invites)
      .values({
        email: nobody(),
        firstName: "Ada",
        lastName: "Lovelace",
        role: "candidate",
        tokenHash: randomBytes(32).toString("hex"),
        sentAt: now,
        expiresAt: new Date(now.getTime() + 3600_000),
      })
      .returning({ id: invites.id });
    return row?.id as string;
  }
  /** A fresh resume-only application to the employer's job. */
  async function employerApplication(applicantEmail?: string) {
    const [row] = await s.t.database.db
      .insert(applications)
      .values({ jobId: s.employerJob, createdAt: new Date(), ...(applicantEmail ? { applicantEmail } : {}) })
      .returning({ id: applications.id });
    return row?.id as string;
  }

  /** Each actor's answer to one endpoint: the status, and the message of a refusal. */
  async function answers(endpoint: Endpoint, request: (actor: Actor) => Promise<Request>) {
    const seen = {} as Record<Actor, Answer>;
    for (const actor of actors) {
      const { payload, url, ...rest } = await request(actor);
      const token = await tokenOf(actor);
      clientNumber += 1;
      const response = await s.t.app.inject({
        method: endpoint.method,
        url: url ?? endpoint.path,
        // A different client address per call: per-address limits must not decide the matrix.
        remoteAddress: `10.${(clientNumber >> 8) & 255}.${clientNumber & 255}.7`,
        ...rest,
        // The token goes under both names: the one an endpoint does not read must change nothing.
        ...(endpoint.method === "POST"
          ? { payload: { ...payload, authToken: token, accessToken: token } }
          : {}),
      });
      expect(response.statusCode, `${endpoint.path} as ${actor}: ${response.body}`).toBeLessThan(500);
      expect(response.statusCode, `${endpoint.path} as ${actor} is not routed`).not.toBe(404);
      seen[actor] =
        response.statusCode >= 400 ? [response.statusCode, response.json().message] : [response.statusCode];
    }
    return seen;
  }

  return { s, rules, answers, tokenOf, newJob, userIds, candidateLink };
}

/** The answers compared with an expectation: a refusal's message only where the expectation names one. */
const comparable = (seen: Record<Actor, Answer>, expected: Record<Actor, Answer>) =>
  Object.fromEntries(actors.map((actor) => [actor, seen[actor].slice(0, expected[actor].length)]));

describe.each(databaseKinds())("permission matrix over every contract endpoint on %s", (kind) => {
  const { s, rules, answers, tokenOf, newJob, userIds, candidateLink } = matrix(kind);

  it("has a rule for every contract endpoint, and the server registers every one", () => {
    expect(all.map(([key]) => key).sort()).toEqual(Object.keys(rules).sort());
    const missing = all
      .filter(([, endpoint]) => !s.t.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it("each endpoint declares the access reviewed here", () => {
    const declared = Object.fromEntries(all.map(([key, endpoint]) => [key, endpoint.access]));
    const reviewed = Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, rule.access]));
    expect(declared).toEqual(reviewed);
  });

  it.each(all)("%s answers each actor exactly as its declared access says", async (key, endpoint) => {
    const rule = rules[key as EndpointKey];
    const expected = { ...meaning[endpoint.access](rule.ok ?? [200]), ...rule.except };
    const seen = await answers(endpoint, rule.request);
    expect(comparable(seen, expected)).toEqual(expected);
  });

  it("a forged or altered resume link opens nothing, whoever sends it", async () => {
    const forged = `/api/viewAttachment/1.forged/${randomUUID()}`;
    const altered = (await candidateLink()).replace(/\/[^/]+$/, `/${randomUUID()}`);
    for (const url of [forged, altered]) {
      const seen = await answers(endpoints.accounts.viewAttachment, async () => ({ url }));
      expect(seen).toEqual(
        everyone([403, "This link has expired or is not valid. Open the profile again for a new link."]),
      );
    }
  });

  it("asks for the job of an admin too: one that does not exist is 404, and a refusal writes nothing", async () => {
    for (const actor of ["admin", "employer"] as const) {
      const response = await s.t.app.inject({
        method: "POST",
        url: "/api/update_job",
        payload: { authToken: await tokenOf(actor), jobId: 2_000_000_000, job_post: jobPost() },
      });
      expect([response.statusCode, response.json().message]).toEqual([404, "Job not found"]);
    }
    const job = await newJob(userIds.employer);
    const refused = await s.t.app.inject({
      method: "POST",
      url: "/api/update_job",
      payload: { authToken: await tokenOf("otherEmployer"), jobId: job, job_post: jobPost("Hijacked") },
    });
    expect(refused.statusCode).toBe(403);
    const view = await s.t.app.inject({
      method: "POST",
      url: "/api/view_job_post",
      payload: { job_id: job },
    });
    expect(view.json().jobTitle).toBe("Open job");
  });
});

describe.each(databaseKinds())("job pages behind REQUIRE_LOGIN_FOR_JOBS on %s", (kind) => {
  const { rules, answers } = matrix(kind, { REQUIRE_LOGIN_FOR_JOBS: "true" });
  const readers = all.filter(([, endpoint]) => endpoint.access === "job-reader");

  it("covers the job-reader endpoints", () => {
    expect(readers.map(([key]) => key).sort()).toEqual(["jobPosts.searchJobs", "jobPosts.viewJobPost"]);
  });

  it.each(readers)("%s then answers like a signed-in endpoint", async (key, endpoint) => {
    const expected = meaning["signed-in"]([200]);
    const seen = await answers(endpoint, rules[key as EndpointKey].request);
    expect(comparable(seen, expected)).toEqual(expected);
  });
});
