import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "../testing/accounts.ts";
import { twoSearchPageJobs } from "../testing/jobs.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";
import type { AccountMenuRenderer } from "./person-page.ts";
import type { JobSearchView } from "./prerendered-job.ts";

// docs/decisions/134-signed-in-search-from-the-server.md: a live candidate session's cookie gets
// that person's /search-jobs from the server; any other cookie, or a failure, the page of before.
// The visitor's search page has its tests in web-app.test.ts (decision 124).

// The search shell as the web build writes it: the screen of the plain search in its slot.
const searchShell = [
  "<html><head><title>Search Jobs | Automation Controller Systems</title></head><body>",
  '<header data-site-header=""><nav id="site-menu"><div><ul data-signed-out-only=""><li><a href="/login?returnTo=%2Fsearch-jobs">Log in</a></li></ul></div></nav></header><main>',
  '<div id="prerendered-search"><section class="mx-auto"><h1>Search Jobs</h1><div><p role="status">Loading...</p></div></section></div>',
  "<footer>About us</footer></main></body></html>",
].join("");

/** The slot of a page as the server filled it. */
const slotOf = (body: string) =>
  body.slice(body.indexOf('<div id="prerendered-search">'), body.indexOf("<footer>"));

/** Each result's Save toggle as `pressed text`, in the page's order. */
const toggles = (slot: string) =>
  [...slot.matchAll(/aria-pressed="(true|false)"[^>]*>.*?<span>([^<]*)<\/span><\/button>/g)].map(
    (toggle) => `${toggle[1]} ${toggle[2]}`,
  );

/** What a page that is not the person's has (the visitor's search, as a token holder got it before). */
function expectNotThePersons(body: string) {
  const slot = slotOf(body);
  expect(slot).toContain('href="/login?returnTo=%2Fsearch-jobs" data-discover="true">');
  expect(slot).toContain(">Payroll Accountant</h3>");
  expect(toggles(slot)).toEqual([]);
  expect(body).not.toContain("session-digest");
  expect(body).not.toContain("data-person");
  expect(body).not.toContain('data-menu="account"');
}

describe.each(databaseKinds())(
  "a signed-in candidate's search from the server (decision 134), on %s",
  (kind) => {
    let buildDir: string;
    let view: JobSearchView;
    let accountMenu: AccountMenuRenderer;
    let t: TestApp;
    let jobIds: number[];
    const apps: TestApp[] = [];
    const start = async (searchView: JobSearchView) => {
      const app = await createTestApp(kind, { WEB_BUILD_DIR: buildDir }, undefined, {
        searchView,
        accountMenu,
      });
      apps.push(app);
      jobIds = await twoSearchPageJobs(app.database.db);
      return app;
    };
    const searchAs = (app: TestApp, token: string) =>
      app.app.inject({ method: "GET", url: "/search-jobs", headers: { cookie: `site_session=${token}` } });

    beforeAll(async () => {
      // The web build's search view from its source (apps/web/app/job-view/server.tsx).
      const source = path.resolve(import.meta.dirname, "../../../web/app/job-view/server.tsx");
      const module = (await import(source)) as {
        searchBodyOfQuery: JobSearchView["body"];
        renderJobSearch: JobSearchView["render"];
        renderAccountMenu: AccountMenuRenderer;
      };
      view = { body: module.searchBodyOfQuery, render: module.renderJobSearch };
      accountMenu = module.renderAccountMenu;
      buildDir = await fs.mkdtemp(path.join(os.tmpdir(), "web-build-search-signed-in-"));
      await fs.writeFile(path.join(buildDir, "__spa-fallback.html"), "<html>spa fallback</html>");
      await fs.writeFile(path.join(buildDir, "__shell-search-jobs.html"), searchShell);
      await fs.writeFile(path.join(buildDir, "route-patterns.json"), JSON.stringify(["", "search-jobs"]));
      await fs.writeFile(
        path.join(buildDir, "page-shells.json"),
        JSON.stringify([{ pattern: "search-jobs", file: "__shell-search-jobs.html" }]),
      );
      t = await start(view);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await fs.rm(buildDir, { recursive: true, force: true });
    });

    it("answers a live candidate session's cookie with that person's search, privately", async () => {
      const { token, email } = await accountWithSession(t.database.db, "candidate");
      const saved = await t.app.inject({
        method: "POST",
        url: "/api/save_job",
        payload: { accessToken: token, jobId: jobIds[1] },
      });
      expect(saved.statusCode).toBe(200);
      const page = await searchAs(t, token);
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-cache");
      expect(page.headers["set-cookie"]).toBeUndefined();
      const slot = slotOf(page.body);
      expect(slot).toMatch(/^<div id="prerendered-search"><section class="[^"]*" data-app-on-use=""><h1 /);
      // Newest first: the saved Payroll Accountant, then Platform <Engineer>, not saved.
      expect(toggles(slot)).toEqual(["true Saved", "false Save job"]);
      expect(slot).toContain(">My applications</h2>");
      expect(slot).toContain(">Create job alert</button>");
      expect(slot).not.toContain("returnTo=");
      // The digest of this session's token, and the person's answers as their endpoints give them.
      const digest = createHash("sha256").update(`page:${token}`).digest("hex");
      expect(page.body).toContain(`<meta name="session-digest" content="${digest}">`);
      expect(page.body).not.toContain(token);
      const embedded =
        /data-person="" data-early-answer="POST \/api\/saved_jobs \{\}">([^<]*)<\/script>/.exec(page.body);
      const api = await t.app.inject({
        method: "POST",
        url: "/api/saved_jobs",
        payload: { accessToken: token },
      });
      expect(JSON.parse(embedded?.[1] ?? "null")).toEqual(api.json());
      expect(embedded?.[1]).toContain(`"jobId":${jobIds[1]}`);
      expect(page.body).toContain(
        'data-person="" data-early-answer="POST /api/my_applications {}">{"data":[]}</script>',
      );
      // Their account menu in the header, before the signed-out links (decision 135), and the
      // session endpoint's answer the app's session store starts from.
      const header = page.body.slice(page.body.indexOf("<header"), page.body.indexOf("</header>"));
      expect(header).toContain(`<span class="max-w-[16rem] truncate">${email}</span>`);
      expect(
        Array.from(header.matchAll(/<li><(?:a|button)[^>]*>([^<]+)<\/(?:a|button)><\/li>/g), (m) => m[1]),
      ).toEqual(["View Profile", "Update Profile", "Saved jobs", "My jobs", "Log Out", "Log in"]);
      expect(page.body).toContain(
        `data-person="" data-early-answer="POST /api/auth/validate-token {}">{"success":{"email":"${email}","role":"candidate"}}</script>`,
      );
      // The search's own answer, as a visitor's page carries it.
      expect(page.body).toContain(
        'data-early-answer="POST /api/search_jobs {&#34;facets&#34;:true,&#34;keyword&#34;:&#34;&#34;,&#34;page&#34;:1}">',
      );
    });

    it("gives a forged cookie the visitor's search, cached as before, and clears it", async () => {
      const page = await searchAs(t, "f".repeat(43));
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.headers["set-cookie"]).toContain("site_session=;");
      expectNotThePersons(page.body);
    });

    it("gives an employer's session the search a token holder got before", async () => {
      const { token } = await accountWithSession(t.database.db, "employer");
      const page = await searchAs(t, token);
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.headers["set-cookie"]).toBeUndefined();
      expectNotThePersons(page.body);
    });

    it("sends the search a token holder got before when the person's render fails: never a blank page", async () => {
      const failing = await start({
        body: view.body,
        render: (query, answer, person) => {
          if (person) throw new Error("render failed");
          return view.render(query, answer);
        },
      });
      const { token } = await accountWithSession(failing.database.db, "candidate");
      const page = await searchAs(failing, token);
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expectNotThePersons(page.body);
    });
  },
);
