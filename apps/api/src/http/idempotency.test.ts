import type { Endpoint } from "@site/contract/endpoint";
import { endpoints } from "@site/contract/endpoints";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, jobs } from "../db/schema.ts";
import { accountWithSession } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";

const inquiry = (emailAddress: string, messageContent = "Can the controller patch 400 hosts weekly?") => ({
  firstName: "Grace",
  lastName: "Hopper",
  emailAddress,
  phoneNumber: "+1 555 010 2000",
  messageContent,
});

describe("idempotent endpoints", () => {
  it("are the writes that create something", () => {
    const idempotent = Object.values(endpoints)
      .flatMap((domain) => Object.values(domain) as Endpoint[])
      .filter((endpoint) => endpoint.idempotent)
      .map((endpoint) => endpoint.path)
      .sort();
    expect(idempotent).toEqual([
      "/api/add_application_note",
      "/api/apply_for_job",
      "/api/apply_for_job_resume_only",
      "/api/auth/register",
      "/api/chat/handover",
      "/api/create_job_alert",
      "/api/post_job",
      "/api/save_job_stages",
      "/api/submit_inquiry",
    ]);
  });
});

describe.each(databaseKinds())("Idempotency-Key on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  // Each test sends from an address of its own: the inquiry allowance is 10 an hour per address.
  const submit = (payload: object, key: string, from: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/submit_inquiry",
      remoteAddress: from,
      payload,
      headers: { "idempotency-key": key },
    });
  const storedFor = async (email: string) =>
    (await t.database.db.select().from(inquiries).where(eq(inquiries.emailAddress, email))).length;

  it("answers a repeated key with the first answer and stores one row", async () => {
    const first = await submit(inquiry("repeat@example.com"), "form-1", "192.0.2.1");
    const again = await submit(inquiry("repeat@example.com"), "form-1", "192.0.2.1");
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await storedFor("repeat@example.com")).toBe(1);
    // Another key is another submission.
    expect((await submit(inquiry("repeat@example.com"), "form-2", "192.0.2.1")).statusCode).toBe(200);
    expect(await storedFor("repeat@example.com")).toBe(2);
  });

  it("refuses the same key with a different body with 422", async () => {
    expect((await submit(inquiry("changed@example.com"), "form-3", "192.0.2.2")).statusCode).toBe(200);
    const changed = await submit(inquiry("changed@example.com", "Another question"), "form-3", "192.0.2.2");
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      message:
        "This Idempotency-Key was already used for a different request. Send a new key with a new request.",
      code: "validation",
    });
    expect(await storedFor("changed@example.com")).toBe(1);
  });

  it("writes once for 10 concurrent repeats of one key", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(inquiry("concurrent@example.com"), "form-4", "192.0.2.3")),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await storedFor("concurrent@example.com")).toBe(1);
  });

  it("scopes a key to the caller's session: one job for 10 concurrent repeats, another session's key is its own", async () => {
    const employer = await accountWithSession(t.database.db, "employer");
    const other = await accountWithSession(t.database.db, "employer");
    const job = {
      jobTitle: "Idempotent Reliability Engineer",
      companyName: "Acme",
      jobLocation: "Remote",
      jobDescription: "<p>Retries welcome.</p>",
    };
    const post = (token: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/post_job",
        payload: { authToken: token, job_post: job },
        headers: { "idempotency-key": "post-job-1" },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(employer.token)));
    const jobIds = new Set(answers.map((answer) => answer.json().jobId));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(jobIds.size).toBe(1);
    expect((await post(other.token)).statusCode).toBe(200);
    const stored = await t.database.db.select().from(jobs).where(eq(jobs.title, job.jobTitle));
    expect(stored).toHaveLength(2);
  });

  it("claims no key for a body refused by validation, and refuses a malformed key with 400", async () => {
    const refused = await submit(
      { ...inquiry("retry@example.com"), emailAddress: "not-an-address" },
      "form-5",
      "192.0.2.4",
    );
    expect(refused.statusCode).toBe(400);
    const bad = await submit(inquiry("retry@example.com"), "has space", "192.0.2.4");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The Idempotency-Key header must be 1 to 255 visible characters.");
    expect((await submit(inquiry("retry@example.com"), "form-5", "192.0.2.4")).statusCode).toBe(200);
    expect(await storedFor("retry@example.com")).toBe(1);
  });
});
