import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// Just under the 10 MB upload limit: 5 million "[" then 5 million "]" (valid JSON, nested 5M deep).
const depth = 5_000_000;
// Encoded once up front, so that the client's own work does not count as the server's stall.
const nested = Buffer.from(`${"[".repeat(depth)}${"]".repeat(depth)}`);

// No database work: the attack is on the HTTP pipeline, which is the same on either kind.
describe("a hostile JSON body cannot stall the server", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** POSTs raw bytes; resolves with the status and the parsed answer (the server may stop reading). */
  const post = (path: string, body: Buffer) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = http.request(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": body.length },
      });
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      });
      // The server answers before reading everything and closes: not a failure of the test.
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
      });
      request.end(body);
    });

  it("refuses 10 MB of nested brackets with 400 while /api/health keeps answering", async () => {
    // Client and server share this process, so a probe's own round trip can miss a stall that
    // starts between two probes: measure the longest wait from one health answer to the next.
    let done = false;
    let probes = 0;
    let last = performance.now();
    let worst = 0;
    const started = performance.now();
    const hostile = post("/api/apply_for_job_resume_only", nested).then((answer) => {
      done = true;
      return answer;
    });
    // Probe for at least half a second, also after the refusal, while the rest is discarded.
    while (!done || performance.now() - started < 500) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
      probes++;
    }
    const answer = await hostile;
    worst = Math.max(worst, performance.now() - last);
    console.log(`health during the hostile upload: ${probes} answers, longest wait ${worst.toFixed(1)} ms`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: "Request body is nested too deeply: at most 32 levels",
      code: "validation",
    });
    // Today's unbounded parse holds the event loop for seconds; a bounded one for no measurable time.
    expect(worst).toBeLessThan(1000);
  });

  it("parses ordinary nesting, and counts depth outside strings only", async () => {
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/submit_inquiry",
      payload: {
        firstName: "Ada",
        lastName: "Lovelace",
        emailAddress: "ada@example.com",
        phoneNumber: "+44 20 7946 0000",
        messageContent: `Brackets in text are not nesting: ${"[{".repeat(100)} \\" ]`,
      },
    });
    expect(ok.statusCode).toBe(200);
    const deep = await t.app.inject({
      method: "POST",
      url: "/api/search_jobs",
      headers: { "content-type": "application/json" },
      payload: `{"keyword": "x", "page": 1, "extra": ${"[".repeat(40)}${"]".repeat(40)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      message: "Request body is nested too deeply: at most 32 levels",
      code: "validation",
    });
    const proto = await t.app.inject({
      method: "POST",
      url: "/api/search_jobs",
      headers: { "content-type": "application/json" },
      payload: '{"keyword": "x", "page": 1, "__proto__": {"admin": true}}',
    });
    expect(proto.statusCode).toBe(400);
  });
});
