import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createJobs } from "../modules/job-posts/public.ts";
import { accountWithSession, TEST_PASSWORD } from "../testing/accounts.ts";
import { resumeUploadBody } from "../testing/applying.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";
import { type CandidatePageRenderer, candidatePageOf, candidatePages } from "./candidate-pages.ts";
import type { AccountMenuRenderer } from "./person-page.ts";

// docs/decisions/136-candidate-pages-from-the-server.md: a signed-in candidate's /saved-jobs and
// /my-jobs are written by the server for a live session cookie, from the app's screens with the
// person's answers; anything else gets the SPA fallback, as before.

async function write(root: string, file: string, content: string) {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await fs.writeFile(path.join(root, file), content);
}

/** A shell as the web build writes it: the screen's slot (its loading state) between header and footer. */
const shell = (slot: string) =>
  `<html><head><title>Saved jobs</title></head><body><header data-site-header=""><ul data-signed-out-only=""><li><a href="/login">Log in</a></li></ul></header><main><div id="${slot}"><section><p role="status">Loading...</p></section></div></main><footer>About us</footer></body></html>`;
const fallback = "<html><head></head><body>spa fallback</body></html>";

describe.each(databaseKinds())("a candidate's own pages from the server on %s", (kind) => {
  let buildDir: string;
  let render: CandidatePageRenderer;
  let accountMenu: AccountMenuRenderer;
  const apps: TestApp[] = [];
  const start = async (renderCandidatePage: CandidatePageRenderer = render) => {
    const t = await createTestApp(kind, { WEB_BUILD_DIR: buildDir }, undefined, {
      renderCandidatePage,
      accountMenu,
    });
    apps.push(t);
    return t;
  };
  let t: TestApp;
  let jobId: number;

  beforeAll(async () => {
    // The web build's render from its source (apps/web/app/candidate-view/server.tsx), which
    // Vitest compiles; a path the API's own type check does not follow into the app's TSX.
    const source = path.resolve(import.meta.dirname, "../../../web/app/candidate-view/server.tsx");
    ({ renderCandidatePage: render } = (await import(source)) as {
      renderCandidatePage: CandidatePageRenderer;
    });
    const jobView = path.resolve(import.meta.dirname, "../../../web/app/job-view/server.tsx");
    ({ renderAccountMenu: accountMenu } = (await import(jobView)) as {
      renderAccountMenu: AccountMenuRenderer;
    });
    buildDir = await fs.mkdtemp(path.join(os.tmpdir(), "web-build-candidate-"));
    await write(buildDir, "__spa-fallback.html", fallback);
    await write(buildDir, "__shell-saved-jobs.html", shell("prerendered-saved-jobs"));
    await write(buildDir, "__shell-my-jobs.html", shell("prerendered-my-jobs"));
    await write(buildDir, "__shell-view-profile.html", shell("prerendered-view-profile"));
    await write(buildDir, "__shell-edit-profile.html", shell("prerendered-edit-profile"));
    await write(
      buildDir,
      "route-patterns.json",
      JSON.stringify(["", "saved-jobs", "my-jobs", "view-profile", "edit-profile"]),
    );
    await write(
      buildDir,
      "page-shells.json",
      JSON.stringify([
        { pattern: "saved-jobs", file: "__shell-saved-jobs.html" },
        { pattern: "my-jobs", file: "__shell-my-jobs.html" },
        { pattern: "view-profile", file: "__shell-view-profile.html" },
        { pattern: "edit-profile", file: "__shell-edit-profile.html" },
      ]),
    );
    t = await start();
    [jobId] = (await createJobs(
      t.database.db,
      [
        {
          title: "Platform <Engineer>",
          companyName: "Bluepeak Cloud",
          location: "Berlin, Germany",
          salary: "€80,000",
          descriptionHtml: "<p>Operate clusters.</p>",
          postedAt: new Date("2026-10-01T12:00:00Z"),
        },
      ],
      new Date("2026-10-01T12:00:00Z"),
    )) as [number];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fs.rm(buildDir, { recursive: true, force: true });
  });

  const post = (app: TestApp, url: string, payload: object) =>
    app.app.inject({ method: "POST", url, payload });
  const logIn = async (app: TestApp, role: "candidate" | "employer" = "candidate") => {
    const account = await accountWithSession(app.database.db, role);
    const answer = await post(app, "/api/auth/log-in", {
      inputEmail: account.email,
      password: TEST_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().accessToken as string;
  };
  const page = (app: TestApp, url: string, cookie?: string) =>
    app.app.inject({ method: "GET", url, headers: cookie ? { cookie: `site_session=${cookie}` } : {} });
  /** The person's answer embedded for `endpoint`, parsed. */
  const embedded = (body: string, endpoint: string) => {
    const match = new RegExp(
      `data-person="" data-early-answer="POST ${endpoint} \\{\\}">([^<]*)</script>`,
    ).exec(body);
    return JSON.parse(match?.[1] ?? "null");
  };
  const slotOf = (body: string, slot: string) =>
    body.slice(body.indexOf(`<div id="${slot}">`), body.indexOf("<footer>"));

  it("answers a live candidate's cookie with their saved jobs, privately, with the digest and their answer", async () => {
    const token = await logIn(t);
    expect((await post(t, "/api/save_job", { accessToken: token, jobId })).statusCode).toBe(200);
    const answer = await page(t, "/saved-jobs", token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const slot = slotOf(answer.body, "prerendered-saved-jobs");
    expect(slot).toMatch(/^<div id="prerendered-saved-jobs"><section class="[^"]*" data-app-on-use="">/);
    expect(slot).toContain(`href="/job/${jobId}" data-discover="true">Platform &lt;Engineer&gt;</a></h2>`);
    expect(slot).toContain("<span>Saved</span></button>");
    expect(slot).not.toContain("Loading...");
    const digest = createHash("sha256").update(`page:${token}`).digest("hex");
    expect(answer.body).toContain(`<meta name="session-digest" content="${digest}">`);
    expect(answer.body).not.toContain(token);
    const api = await post(t, "/api/saved_jobs", { accessToken: token });
    expect(embedded(answer.body, "/api/saved_jobs")).toEqual(api.json());
    expect(embedded(answer.body, "/api/saved_jobs").data[0].jobId).toBe(jobId);
    // The header's account menu and the session's answer, as on the job page (decision 135).
    const header = answer.body.slice(answer.body.indexOf("<header"), answer.body.indexOf("</header>"));
    expect(header.indexOf('data-menu="account"')).toBeGreaterThan(0);
    expect(header.indexOf('data-menu="account"')).toBeLessThan(header.indexOf("data-signed-out-only"));
    const email = (await post(t, "/api/auth/validate-token", { accessToken: token })).json().success.email;
    expect(answer.body).toContain(
      `<script type="application/json" data-person="" data-early-answer="POST /api/auth/validate-token {}">{"success":{"email":"${email}","role":"candidate"}}</script>`,
    );
  });

  it("answers /my-jobs with the person's application and its status, saved job and alert", async () => {
    const token = await logIn(t);
    expect((await post(t, "/api/save_job", { accessToken: token, jobId })).statusCode).toBe(200);
    expect((await post(t, "/api/upload_resume", resumeUploadBody(token))).statusCode).toBe(200);
    const applied = await post(t, "/api/apply_for_job", { accessToken: token, jobId });
    expect(applied.statusCode, applied.body).toBe(200);
    const alert = await post(t, "/api/create_job_alert", {
      accessToken: token,
      frequency: "weekly",
      keyword: "kubernetes",
    });
    expect(alert.statusCode, alert.body).toBe(200);
    const answer = await page(t, "/My-Jobs/", token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
    const slot = slotOf(answer.body, "prerendered-my-jobs");
    expect(slot).toContain('data-app-on-use=""');
    expect(slot).toContain('<span data-status="submitted">Submitted</span>');
    expect(slot).toContain(`href="/job/${jobId}" data-discover="true">Platform &lt;Engineer&gt;</a></h3>`);
    expect(slot).toContain("kubernetes");
    for (const endpoint of ["/api/my_applications", "/api/saved_jobs", "/api/job_alerts"]) {
      const api = await post(t, endpoint, { accessToken: token });
      expect(embedded(answer.body, endpoint)).toEqual(api.json());
    }
  });

  it("answers /view-profile with the person's profile and resume, and their answer", async () => {
    const token = await logIn(t);
    const updated = await post(t, "/api/update_profile", {
      accessToken: token,
      updated_data: { firstName: "Ada", lastName: "Lovelace", description: "Writes <programs>." },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await post(t, "/api/upload_resume", resumeUploadBody(token, "ada-cv.pdf"))).statusCode).toBe(200);
    const answer = await page(t, "/view-profile", token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
    const slot = slotOf(answer.body, "prerendered-view-profile");
    expect(slot).toContain('data-app-on-use=""');
    expect(slot).toContain('<dd class="mt-1 whitespace-pre-wrap break-words text-slate-900">Lovelace</dd>');
    expect(slot).toContain("Writes &lt;programs&gt;.");
    expect(slot).toContain('>ada-cv.pdf<!-- --> <span class="sr-only">(opens in a new tab)</span></a>');
    const digest = createHash("sha256").update(`page:${token}`).digest("hex");
    expect(answer.body).toContain(`<meta name="session-digest" content="${digest}">`);
    const profile = embedded(answer.body, "/api/view_profile");
    expect(profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace", resumeName: "ada-cv.pdf" });
    expect(embedded(answer.body, "/api/my_applications")).toEqual({ data: [] });
  });

  it("answers /edit-profile with the form holding the person's values, and their profile's answer", async () => {
    const token = await logIn(t);
    const updated = await post(t, "/api/update_profile", {
      accessToken: token,
      updated_data: { firstName: "Grace", lastName: "Hopper", description: "Finds <bugs> & moths." },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const answer = await page(t, "/edit-profile", token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
    const slot = slotOf(answer.body, "prerendered-edit-profile");
    expect(slot).toContain('data-app-on-use=""');
    expect(slot).toMatch(/<input [^>]*name="firstName" value="Grace"\/>/);
    expect(slot).toMatch(/<textarea [^>]*name="description">Finds &lt;bugs&gt; &amp; moths.<\/textarea>/);
    expect(embedded(answer.body, "/api/view_profile")).toEqual(
      (await post(t, "/api/view_profile", { accessToken: token })).json(),
    );
    expect(answer.body).not.toContain('data-early-answer="POST /api/my_applications');
  });

  it("gives a visitor, a forged cookie and an employer the SPA fallback as before (a forged cookie cleared)", async () => {
    const visitor = await page(t, "/saved-jobs");
    expect([visitor.statusCode, visitor.headers["cache-control"], visitor.body]).toEqual([
      200,
      "no-cache",
      fallback,
    ]);
    const forged = await page(t, "/my-jobs", "f".repeat(43));
    expect([forged.statusCode, forged.headers["cache-control"], forged.body]).toEqual([
      200,
      "no-cache",
      fallback,
    ]);
    expect(forged.headers["set-cookie"]).toContain("site_session=;");
    const employer = await page(t, "/saved-jobs", await logIn(t, "employer"));
    expect([employer.statusCode, employer.headers["cache-control"], employer.body]).toEqual([
      200,
      "no-cache",
      fallback,
    ]);
  });

  it("sends the page a token holder got before when the person's render throws: never a blank page", async () => {
    const failing = await start(() => {
      throw new Error("render failed");
    });
    const token = await logIn(failing);
    for (const url of ["/saved-jobs", "/my-jobs", "/view-profile", "/edit-profile"]) {
      const answer = await page(failing, url, token);
      expect([answer.statusCode, answer.headers["cache-control"], answer.body]).toEqual([
        200,
        "no-cache",
        fallback,
      ]);
    }
  });
});

describe("candidatePages", () => {
  const signedIn = {
    token: "t".repeat(43),
    session: { userId: "u1", email: "ada@example.com", role: "candidate" },
  };
  const slotted = shell("prerendered-saved-jobs");

  it("names the four pages by their path, whatever its case or final slash, and nothing else", () => {
    expect(["/saved-jobs", "/My-Jobs/", "/view-profile", "/EDIT-PROFILE"].map(candidatePageOf)).toEqual([
      "saved-jobs",
      "my-jobs",
      "view-profile",
      "edit-profile",
    ]);
    expect(["/saved-jobs/x", "/search-jobs", "/toString", "/"].map(candidatePageOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("writes nothing, and says so in the log, when the person's answers cannot be read", async () => {
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const write = candidatePages(
      "/nowhere",
      {
        read: {
          saved: () => Promise.reject(new Error("database away")),
          applications: async () => [],
          alerts: async () => [],
          profile: () => Promise.reject(new Error("unused")),
        },
        render: () => "<section data-app-on-use>rendered</section>",
      },
      async () => undefined,
    );
    expect(await write(slotted, "saved-jobs", signedIn, log)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBe("a candidate's page was sent without the person's state");
    // An employer's session or a shell without the slot: nothing to write, nothing to say.
    const employer = { ...signedIn, session: { ...signedIn.session, role: "employer" } };
    expect(await write(slotted, "saved-jobs", employer, log)).toBeUndefined();
    expect(await write(shell("other"), "saved-jobs", signedIn, log)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
