import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findSession } from "../modules/accounts/public.ts";
import { createJobs } from "../modules/job-posts/public.ts";
import { accountWithSession, TEST_PASSWORD } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// The real session reads, counted: a page request reads its cookie's session only where the page
// can be a person's (decision 143).
vi.mock("../modules/accounts/public.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../modules/accounts/public.ts")>();
  return { ...real, findSession: vi.fn(real.findSession) };
});
const sessionReads = () => vi.mocked(findSession).mock.calls.length;

// The session cookie (decision 130): set where a session opens, cleared at log-out, and never a
// credential of the API, so a request another site makes the browser send with it is a visitor's.
describe("the session cookie", () => {
  let t: TestApp;
  let jobId: number;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = await fs.mkdtemp(path.join(os.tmpdir(), "session-cookie-"));
    await fs.writeFile(path.join(buildDir, "__spa-fallback.html"), "<html>the app's shell</html>");
    await fs.writeFile(
      path.join(buildDir, "route-patterns.json"),
      JSON.stringify([
        "",
        "saved-jobs",
        "Purchase",
        "universal-shell/:section?",
        "search-jobs",
        "job/:jobId",
      ]),
    );
    t = await createTestApp("pglite", { WEB_BUILD_DIR: buildDir });
    const [id] = await createJobs(
      t.database.db,
      [
        {
          title: "Site Reliability Engineer",
          companyName: "Bluepeak",
          location: "Berlin, Germany",
          descriptionHtml: "<p>Run it.</p>",
        },
      ],
      new Date(),
    );
    jobId = id as number;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(buildDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });
  const logIn = async () => {
    const account = await accountWithSession(t.database.db, "candidate");
    const answer = await post("/api/auth/log-in", { inputEmail: account.email, password: TEST_PASSWORD });
    expect(answer.statusCode).toBe(200);
    return { answer, token: answer.json().accessToken as string };
  };

  it("is set at log-in to the session's token: HttpOnly, SameSite=Lax, for every path, 30 days", async () => {
    const { answer, token } = await logIn();
    expect(answer.headers["set-cookie"]).toBe(
      `site_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`,
    );
  });

  it("is Secure behind https", async () => {
    const behindProxy = await createTestApp("pglite", { TRUST_PROXY: "127.0.0.1" });
    try {
      const account = await accountWithSession(behindProxy.database.db, "candidate");
      const answer = await behindProxy.app.inject({
        method: "POST",
        url: "/api/auth/log-in",
        payload: { inputEmail: account.email, password: TEST_PASSWORD },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(answer.headers["set-cookie"]).toBe(
        `site_session=${answer.json().accessToken}; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=2592000`,
      );
    } finally {
      await behindProxy.close();
    }
  });

  it("is not set by a failed log-in", async () => {
    const account = await accountWithSession(t.database.db, "candidate");
    const answer = await post("/api/auth/log-in", { inputEmail: account.email, password: "wrong password!" });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("is cleared at log-out", async () => {
    const { token } = await logIn();
    const answer = await post(
      "/api/auth/log-out",
      { accessToken: token },
      { cookie: `site_session=${token}` },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["set-cookie"]).toBe("site_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("does not authenticate a call: a forged cross-site save with only the cookie is refused", async () => {
    const { token } = await logIn();
    const cookie = { cookie: `site_session=${token}` };
    // What a form on another site could make the browser send: the body it chooses and the cookie.
    const forged = await post("/api/save_job", { jobId }, cookie);
    expect(forged.statusCode).toBe(401);
    expect((await post("/api/saved_jobs", {}, cookie)).statusCode).toBe(401);
    // The same session by its token, as the app sends it, is the candidate's.
    expect((await post("/api/save_job", { jobId, accessToken: token })).statusCode).toBe(200);
    const saved = await post("/api/saved_jobs", { accessToken: token }, cookie);
    expect(saved.json().data.map((job: { jobId: number }) => job.jobId)).toEqual([jobId]);
  });

  const page = (cookie?: string) =>
    t.app.inject({ method: "GET", url: "/saved-jobs", headers: cookie ? { cookie } : {} });
  const cleared = "site_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0";

  it("is kept on a page request while its session lives", async () => {
    const { token } = await logIn();
    const answer = await page(`theme=dark; site_session=${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe("<html>the app's shell</html>");
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("is cleared by a page request when forged, malformed or revoked, and the page is the visitor's", async () => {
    const visitors = await page();
    expect(visitors.headers["set-cookie"]).toBeUndefined();
    const forged = await page(`site_session=${"A".repeat(43)}`);
    const malformed = await page("site_session=<script>");
    const { token } = await logIn();
    expect((await post("/api/auth/log-out", { accessToken: token })).statusCode).toBe(200);
    const revoked = await page(`site_session=${token}`);
    for (const answer of [forged, malformed, revoked]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(visitors.body);
      expect(answer.headers["set-cookie"]).toBe(cleared);
    }
  });

  it("is read only by the pages that can be a person's: not by the home, marketing and docs pages (decision 143)", async () => {
    const { token } = await logIn();
    const paths = [
      "/",
      "/Purchase",
      "/universal-shell/setup",
      "/saved-jobs",
      `/job/${jobId}`,
      "/search-jobs",
    ];
    const reads: number[] = [];
    for (const url of paths) {
      const before = sessionReads();
      const answer = await t.app.inject({ method: "GET", url, headers: { cookie: `site_session=${token}` } });
      expect(answer.statusCode).toBe(200);
      reads.push(sessionReads() - before);
    }
    expect(reads).toEqual([0, 0, 0, 1, 1, 1]);
    // A forged cookie is left alone where it is not read, and cleared where it is.
    const forged = `site_session=${"A".repeat(43)}`;
    const purchase = await t.app.inject({ method: "GET", url: "/Purchase", headers: { cookie: forged } });
    expect(purchase.body).toBe("<html>the app's shell</html>");
    expect(purchase.headers["set-cookie"]).toBeUndefined();
    const search = await t.app.inject({ method: "GET", url: "/search-jobs", headers: { cookie: forged } });
    expect(search.headers["set-cookie"]).toBe(cleared);
  });
});
