import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "#api/db/schema.ts";
import { type accountWithSession, hiringCast } from "#api/testing/accounts.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;

describe.each(databaseKinds())("private notes on applications on %s", (kind) => {
  let t: TestApp;
  let employer: Account;
  let otherEmployer: Account;
  let admin: Account;
  let candidate: Account;
  let applicationId: string;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const addNote = (token: string | undefined, body: string, id = applicationId) =>
    post("/api/add_application_note", { authToken: token, applicationId: id, body });
  const details = (token: string | undefined, id = applicationId) =>
    post("/api/application_details", { authToken: token, applicationId: id });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    ({ employer, otherEmployer, admin, candidate } = await hiringCast(db));
    const job = await postedJob(db, employer.id);
    // The candidate's own application, so the candidate is the one person it is about.
    const [row] = await db
      .insert(applications)
      .values({ jobId: job, userId: candidate.id, withProfile: true })
      .returning({ id: applications.id });
    applicationId = row?.id as string;
  });
  afterAll(() => t.close());

  it("keeps the notes of the job's employer and admins, oldest first, with their author", async () => {
    const first = await addNote(employer.token, "Strong Terraform background. <b>Call back</b>");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: "The note has been added.",
      note: { body: "Strong Terraform background. <b>Call back</b>", author: employer.email },
    });
    expect((await addNote(admin.token, "  Agreed: invite to interview.  ")).statusCode).toBe(200);

    const seen = (await details(employer.token)).json();
    expect(seen.notes.map((n: { body: string; author: string }) => [n.author, n.body])).toEqual([
      [employer.email, "Strong Terraform background. <b>Call back</b>"],
      [admin.email, "Agreed: invite to interview."],
    ]);
    expect((await details(admin.token)).json().notes).toHaveLength(2);
  });

  it("shows the note count in the job's pipeline", async () => {
    const [row] = await t.database.db.select({ jobId: applications.jobId }).from(applications);
    const pipeline = (
      await post("/api/job_pipeline", { authToken: employer.token, jobId: row?.jobId })
    ).json();
    expect(pipeline.data[0]).toMatchObject({ applicationId, notes: 2 });
  });

  it("refuses other employers and candidates (403), visitors (401) and unknown applications (404)", async () => {
    for (const [token, status] of [
      [otherEmployer.token, 403],
      [candidate.token, 403],
      [undefined, 401],
    ] as const) {
      const read = await details(token);
      expect(read.statusCode).toBe(status);
      expect(read.body).not.toContain("Terraform");
      expect((await addNote(token, "Sneaky")).statusCode).toBe(status);
    }
    expect((await details(otherEmployer.token)).json()).toEqual({
      message: "This job belongs to another employer.",
      code: "forbidden",
    });
    const unknown = await details(employer.token, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Application not found");
    expect((await addNote(employer.token, "Lost", randomUUID())).statusCode).toBe(404);
    // Nothing the refused callers sent was kept.
    expect((await details(employer.token)).json().notes).toHaveLength(2);
  });

  it("never shows the notes to the candidate the application is about", async () => {
    const mine = await post("/api/my_applications", { accessToken: candidate.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toHaveLength(1);
    expect(mine.body).not.toContain("Terraform");
    expect(mine.body).not.toContain("interview");
  });

  it("asks for the note's text in words at the field", async () => {
    const empty = await addNote(employer.token, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ body: "Please write a note." });
    const long = await addNote(employer.token, "x".repeat(5001));
    expect(long.json().fields).toEqual({ body: "A note must be at most 5000 characters." });
  });
});
