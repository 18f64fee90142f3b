import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";

// Every non-2xx answer carries a stable `code` beside its `message`; a refused body also names
// each invalid field with a message a person reads (docs/decisions/022-error-codes-and-fields.md).
describe.each(databaseKinds())("error bodies on %s", (kind) => {
  let t: TestApp;
  const post = (url: string, payload: object | string) =>
    t.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json" } });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("names every invalid field in human words, keeping the first one's message", async () => {
    const response = await post("/api/post_job", {
      job_post: { jobTitle: " ", companyName: "", jobLocation: "Remote", jobDescription: "<p>x</p>" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "job_post.jobTitle: jobTitle is required.",
      code: "validation",
      fields: {
        "job_post.jobTitle": "Job title is required.",
        "job_post.companyName": "Company name is required.",
      },
    });
  });

  it("turns zod's own wording into the field's label", async () => {
    const response = await post("/api/search_jobs", { keyword: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "keyword: keyword must be text.",
      code: "validation",
      fields: { keyword: "Keyword must be text." },
    });
    const wrongType = await post("/api/addUser", {
      inputEmail: "a@example.com",
      password: "x",
      role: "boss",
    });
    expect(wrongType.json().fields.role).toBe("Role is not valid.");
  });

  it("gives each refusal its code and no fields", async () => {
    const noToken = await post("/api/view_profile", {});
    expect(noToken.json()).toEqual({ message: "Access token not found", code: "unauthorized" });
    const malformed = await post("/api/search_jobs", "{not json");
    expect(malformed.json()).toEqual({ message: "Malformed JSON in request body", code: "validation" });
    const missing = await post("/api/no_such_endpoint", {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Not found", code: "not_found" });
    const unknownJob = await post("/api/view_job_post", { job_id: 999_999 });
    expect(unknownJob.json()).toEqual({ message: "Job not found", code: "not_found" });
  });
});
