import type { Endpoint } from "@site/contract/endpoint";
import { endpoints } from "@site/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const every = Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);

// Refused before the body is read: malformed bodies never touch the database, so one kind suffices.
describe("per-address limits are counted before the body is parsed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  /** A request the server must refuse with 400 once it reads it: malformed JSON, or a bad query. */
  const malformed = (endpoint: Endpoint, remoteAddress: string) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.method === "GET" ? `${endpoint.path}?email=not-an-address` : endpoint.path,
      remoteAddress,
      ...(endpoint.method === "POST"
        ? { headers: { "content-type": "application/json" }, payload: '{"oops": ' }
        : {}),
    });

  it("declares the limits literally on the endpoints that send mail, check secrets, take uploads or write a user's rows", () => {
    const declared = Object.fromEntries(
      every.filter((endpoint) => endpoint.ipLimit).map((endpoint) => [endpoint.path, endpoint.ipLimit]),
    );
    const hour = 3600;
    const quarter = 900;
    expect(declared).toEqual({
      "/api/auth/register": { bucket: "register", points: 20, windowSeconds: hour },
      "/api/auth/verify": { bucket: "verify", points: 60, windowSeconds: quarter },
      "/api/auth/verify-register": { bucket: "verify", points: 60, windowSeconds: quarter },
      "/api/verifyResetPassword": { bucket: "verify", points: 60, windowSeconds: quarter },
      "/api/auth/resend-token": { bucket: "mail", points: 20, windowSeconds: hour },
      "/api/requestResetPassword": { bucket: "mail", points: 20, windowSeconds: hour },
      "/api/auth/log-in": { bucket: "login", points: 100, windowSeconds: quarter },
      "/api/apply_for_job_resume_only": { bucket: "resume-apply", points: 20, windowSeconds: hour },
      "/api/submit_inquiry": { bucket: "inquiry", points: 10, windowSeconds: hour },
      "/api/chat": { bucket: "chat", points: 30, windowSeconds: 60 },
      "/chat": { bucket: "chat", points: 30, windowSeconds: 60 },
      "/api/chat/stream": { bucket: "chat", points: 30, windowSeconds: 60 },
      "/api/chat/feedback": { bucket: "chat-feedback", points: 30, windowSeconds: 60 },
      "/api/chat/handover": { bucket: "inquiry", points: 10, windowSeconds: hour },
      "/api/application_status": { bucket: "status-link", points: 60, windowSeconds: quarter },
      "/api/withdraw_application_by_link": { bucket: "status-link", points: 60, windowSeconds: quarter },
      "/api/interview_invitation": { bucket: "interview-link", points: 60, windowSeconds: quarter },
      "/api/pick_interview_slot": { bucket: "interview-link", points: 60, windowSeconds: quarter },
      "/api/view_invite": { bucket: "invite", points: 60, windowSeconds: quarter },
      "/api/accept_invite": { bucket: "invite", points: 60, windowSeconds: quarter },
      "/api/save_job": { bucket: "saved-jobs", points: 120, windowSeconds: quarter },
      "/api/unsave_job": { bucket: "saved-jobs", points: 120, windowSeconds: quarter },
      "/api/create_job_alert": { bucket: "job-alerts", points: 60, windowSeconds: quarter },
      "/api/delete_job_alert": { bucket: "job-alerts", points: 60, windowSeconds: quarter },
      "/api/pause_job_alert": { bucket: "job-alerts", points: 60, windowSeconds: quarter },
      "/api/resume_job_alert": { bucket: "job-alerts", points: 60, windowSeconds: quarter },
      "/api/update_job_alert": { bucket: "job-alerts", points: 60, windowSeconds: quarter },
      "/api/unsubscribe_job_alert": { bucket: "alert-link", points: 60, windowSeconds: quarter },
      "/api/request_email_change": { bucket: "mail", points: 20, windowSeconds: hour },
      "/api/confirm_email_change": { bucket: "verify", points: 60, windowSeconds: quarter },
    });
  });

  it("answers 429 with Retry-After to a burst of malformed bodies, on every limited endpoint", async () => {
    const buckets = new Map<string, Endpoint[]>();
    for (const endpoint of every) {
      if (endpoint.ipLimit)
        buckets.set(endpoint.ipLimit.bucket, [...(buckets.get(endpoint.ipLimit.bucket) ?? []), endpoint]);
    }
    expect([...buckets.keys()].sort()).toEqual([
      "alert-link",
      "chat",
      "chat-feedback",
      "inquiry",
      "interview-link",
      "invite",
      "job-alerts",
      "login",
      "mail",
      "register",
      "resume-apply",
      "saved-jobs",
      "status-link",
      "verify",
    ]);
    for (const [index, [bucket, members]] of [...buckets].entries()) {
      const address = `198.51.100.${index + 1}`;
      const points = members[0]?.ipLimit?.points ?? 0;
      // The allowance is shared by the bucket's endpoints: spend it across all of them.
      for (let i = 0; i < points; i++) {
        const response = await malformed(members[i % members.length] as Endpoint, address);
        expect(response.statusCode, `${bucket} #${i + 1}`).toBe(400);
      }
      for (const endpoint of members) {
        const refused = await malformed(endpoint, address);
        expect(refused.statusCode, endpoint.path).toBe(429);
        expect(refused.json()).toEqual({
          message: "Too many requests, please try again later",
          code: "too_many_requests",
        });
        const retryAfter = Number(refused.headers["retry-after"]);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(members[0]?.ipLimit?.windowSeconds ?? 0);
      }
      // Another address keeps its own allowance.
      expect((await malformed(members[0] as Endpoint, "203.0.113.200")).statusCode).toBe(400);
    }
  });

  it("refuses a hostile 10 MB body from an address over its limit without reading it", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 20; i++) {
      const spent = await malformed(endpoints.applications.applyForJobResumeOnly, address);
      expect(spent.statusCode).toBe(400);
    }
    const hostile = await t.app.inject({
      method: "POST",
      url: "/api/apply_for_job_resume_only",
      remoteAddress: address,
      headers: { "content-type": "application/json" },
      payload: `${"[".repeat(5_000_000)}${"]".repeat(5_000_000)}`,
    });
    // Not the 400 of the depth check: the body was never looked at.
    expect(hostile.statusCode).toBe(429);
    expect(hostile.headers["retry-after"]).toMatch(/^\d+$/);
  });
});
