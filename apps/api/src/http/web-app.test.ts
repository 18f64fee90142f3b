import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveQuestions } from "../modules/applications/public.ts";
import { createJobs } from "../modules/job-posts/public.ts";
import { accountWithSession, TEST_PASSWORD } from "../testing/accounts.ts";
import { twoSearchPageJobs } from "../testing/jobs.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import type { AccountMenuRenderer } from "./person-page.ts";
import { fillSlot, type JobPostRenderer, type JobSearchView } from "./prerendered-job.ts";

async function write(root: string, file: string, content: string) {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await fs.writeFile(path.join(root, file), content);
}

/**
 * A web build in a new temporary folder that `fill` writes, served by a test app: both made before
 * the describe's tests, both gone after them. Read the app as `.t` once the tests run.
 */
function servedBuild(prefix: string, fill: (buildDir: string) => Promise<void>): { t: TestApp } {
  const made = {} as { t: TestApp; buildDir: string };
  beforeAll(async () => {
    made.buildDir = await fs.mkdtemp(path.join((await import("node:os")).tmpdir(), prefix));
    await fill(made.buildDir);
    made.t = await createTestApp("pglite", { WEB_BUILD_DIR: made.buildDir });
  });
  afterAll(async () => {
    await made.t?.close();
    await fs.rm(made.buildDir, { recursive: true, force: true });
  });
  return made;
}

describe("serving the built web app", () => {
  const served = servedBuild("web-build-", async (buildDir) => {
    await write(buildDir, "index.html", "<html>home page<script>window.__ctx = 1;</script></html>");
    await write(buildDir, "__spa-fallback.html", "<html>spa fallback</html>");
    await write(buildDir, "products/index.html", "<html>products page</html>");
    await write(buildDir, "universal-shell/setup/index.html", "<html>setup section</html>");
    // As the web build writes it (apps/web/react-router.config.ts), the catch-all left out.
    await write(
      buildDir,
      "route-patterns.json",
      JSON.stringify([
        "",
        "home",
        "products",
        "search-jobs",
        "job/:jobId",
        "console",
        "console/jobs/:jobId/applicants",
        "Purchase/*",
        "universal-shell/:section?",
      ]),
    );
    await write(buildDir, "assets/entry-abc123.js", `console.log("${"x".repeat(4000)}");`);
    await write(buildDir, "assets/root-abc123.css", "body{margin:0}");
    await write(buildDir, "assets/inter-abc123.woff2", "wOF2");
    await write(buildDir, "assets/mockup-abc123.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
    // As apps/web/precompress.ts leaves them: a page and an asset with their .br and .gz beside
    // them. Their contents differ from the file's so that a test sees which one was sent.
    await write(buildDir, "docs/index.html", `<html>${"docs page ".repeat(200)}</html>`);
    await fs.writeFile(
      path.join(buildDir, "docs/index.html.br"),
      brotliCompressSync("<html>docs page, brotli file</html>"),
    );
    await fs.writeFile(
      path.join(buildDir, "docs/index.html.gz"),
      gzipSync("<html>docs page, gzip file</html>"),
    );
    await write(buildDir, "assets/big-abc123.css", `.a{color:red}${" ".repeat(4000)}`);
    await fs.writeFile(path.join(buildDir, "assets/big-abc123.css.br"), brotliCompressSync(".a{color:blue}"));
  });

  /** A GET of the built app by a client that accepts `encoding`. */
  const getEncoded = (url: string, encoding: string) =>
    served.t.app.inject({ method: "GET", url, headers: { "accept-encoding": encoding } });

  it("serves prerendered pages where they exist", async () => {
    const home = await served.t.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("home page");
    const products = await served.t.app.inject({ method: "GET", url: "/products" });
    expect(products.body).toContain("products page");
    expect(products.headers["content-type"]).toMatch(/text\/html/);
    expect(products.headers["cache-control"]).toBe("no-cache");
  });

  it("answers every other page of the app with the SPA fallback and 200", async () => {
    for (const url of [
      "/search-jobs",
      "/SEARCH-JOBS/",
      "/job/42",
      "/job/f3a1c9e2-0000-4000-8000-000000000001?tab=x",
      "/console",
      "/console/jobs/7/applicants",
      "/Purchase",
      "/purchase/pro/yearly",
      "/universal-shell",
      "/universal-shell/anything",
      "/home",
    ]) {
      const response = await served.t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain("spa fallback");
    }
    const docs = await served.t.app.inject({ method: "GET", url: "/universal-shell/setup" });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain("setup section");
  });

  it("answers a path that is no page with 404 and the SPA fallback, which shows the notice", async () => {
    for (const url of [
      "/no/such/page?x=1",
      "/job",
      "/job/42/extra",
      "/console/jobs/7/nothing",
      "/universal-shell/setup/more",
      "/products-old",
      "/wp-login.php/",
    ]) {
      const response = await served.t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain("spa fallback");
    }
  });

  it("redirects the addresses people type for the plans, jobs, contact and docs pages, keeping the query", async () => {
    const cases: [string, string][] = [
      ["/pricing", "/Purchase"],
      ["/Pricing/", "/Purchase"],
      ["/plans?from=ad", "/Purchase?from=ad"],
      ["/jobs?q=devops", "/search-jobs?q=devops"],
      ["/careers", "/search-jobs"],
      ["/contact", "/submit-inquiry"],
      ["/signup", "/request-registration"],
      ["/documentation", "/universal-shell"],
    ];
    for (const [url, location] of cases) {
      const response = await served.t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
    // Only whole addresses: a longer path is no alias, and the API is never redirected.
    expect((await served.t.app.inject({ method: "GET", url: "/pricing/extra" })).statusCode).toBe(404);
    expect((await served.t.app.inject({ method: "GET", url: "/api/pricing" })).statusCode).toBe(404);
    expect((await served.t.app.inject({ method: "GET", url: "/toString" })).statusCode).toBe(404);
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await getEncoded("/assets/entry-abc123.js", "gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the build's precompressed files as they are, each to a client that accepts its encoding", async () => {
    const brotliPage = await getEncoded("/docs", "gzip, deflate, br");
    expect(brotliPage.statusCode).toBe(200);
    expect(brotliPage.headers["content-encoding"]).toBe("br");
    expect(brotliPage.headers["content-type"]).toMatch(/^text\/html/);
    expect(brotliPage.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotliPage.rawPayload).toString()).toBe(
      "<html>docs page, brotli file</html>",
    );
    const gzipPage = await getEncoded("/docs", "gzip");
    expect(gzipPage.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipPage.rawPayload).toString()).toBe("<html>docs page, gzip file</html>");
    const plainPage = await getEncoded("/docs", "identity");
    expect(plainPage.headers["content-encoding"]).toBeUndefined();
    expect(plainPage.body).toContain("docs page docs page");
    const stylesheet = await getEncoded("/assets/big-abc123.css", "br");
    expect(stylesheet.headers["content-encoding"]).toBe("br");
    expect(stylesheet.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(stylesheet.rawPayload).toString()).toBe(".a{color:blue}");
    // No .gz beside it: a gzip-only client gets the file compressed on the fly.
    const onTheFly = await getEncoded("/assets/big-abc123.css", "gzip");
    expect(onTheFly.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(onTheFly.rawPayload).toString()).toMatch(/^\.a\{color:red\}/);
  });

  it("sends no content security policy with hashed scripts, stylesheets and fonts, only with documents", async () => {
    for (const url of ["/assets/entry-abc123.js", "/assets/root-abc123.css", "/assets/inter-abc123.woff2"]) {
      const response = await served.t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode, csp: response.headers["content-security-policy"] }).toEqual({
        url,
        status: 200,
        csp: undefined,
      });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
    const drawing = await served.t.app.inject({ method: "GET", url: "/assets/mockup-abc123.svg" });
    expect(drawing.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const page = await served.t.app.inject({ method: "GET", url: "/products" });
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("gives a real 404 for a missing asset and a JSON 404 under /api", async () => {
    const asset = await served.t.app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(asset.statusCode).toBe(404);
    const api = await served.t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("sends a content security policy with the hashes of the inline scripts, not 'unsafe-inline'", async () => {
    const page = await served.t.app.inject({ method: "GET", url: "/" });
    const policy = String(page.headers["content-security-policy"]);
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update("window.__ctx = 1;").digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
    const api = await served.t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("never serves a file outside the build", async () => {
    for (const url of ["/..%2f..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/../package.json"]) {
      const response = await served.t.app.inject({ method: "GET", url });
      expect(response.body).not.toMatch(/root:|"name"/);
    }
  });
});

describe("the job portal's prerendered shells (page-shells.json)", () => {
  const served = servedBuild("web-build-shells-", async (buildDir) => {
    await write(buildDir, "__spa-fallback.html", "<html>spa fallback</html>");
    await write(buildDir, "__shell-search-jobs.html", "<html>search shell</html>");
    await write(buildDir, "__shell-job-jobId.html", "<html>job shell</html>");
    await write(buildDir, "route-patterns.json", JSON.stringify(["", "search-jobs", "job/:jobId", "login"]));
    await write(
      buildDir,
      "page-shells.json",
      JSON.stringify([
        { pattern: "search-jobs", file: "__shell-search-jobs.html" },
        { pattern: "job/:jobId", file: "__shell-job-jobId.html" },
      ]),
    );
  });

  it("answers each path of a shell's pattern with that shell, whatever its query", async () => {
    for (const [url, body] of [
      ["/search-jobs", "search shell"],
      ["/Search-Jobs/?q=engineer&page=2", "search shell"],
      ["/job/42", "job shell"],
      ["/job/7?x=1", "job shell"],
    ]) {
      const page = await served.t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(`<html>${body}</html>`);
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("keeps the SPA fallback for other pages, and 404 for no page", async () => {
    const login = await served.t.app.inject({ method: "GET", url: "/login" });
    expect(login.body).toBe("<html>spa fallback</html>");
    const deeper = await served.t.app.inject({ method: "GET", url: "/job/42/extra" });
    expect(deeper.statusCode).toBe(404);
    expect(deeper.body).toBe("<html>spa fallback</html>");
  });
});

describe("a job page's HTML carries its post (docs/decisions/049-search-page-speed.md)", () => {
  // The job shell as the web build writes it: a loading slot of nested divs in the page.
  const jobShell = [
    "<html><head><title>Job Post | Automation Controller Systems</title></head><body>",
    '<header data-site-header=""><nav id="site-menu"><div><ul data-signed-out-only=""><li><a href="/login?returnTo=%2Fjob%2F1%2F">Log in</a></li></ul></div></nav></header>',
    "<main><section>",
    '<script data-early-request="">early()</script>',
    '<div id="prerendered-post"><p role="status">Loading...</p><div aria-hidden="true"><div><span></span></div></div></div>',
    "<footer>About us</footer></section></main></body></html>",
  ].join("");
  let buildDir: string;
  let jobId: number;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string> = {}) => {
    // The web build's job view is the app's component rendered by react-dom/server
    // (apps/web/app/job-view/server.tsx); the test app takes it from its source.
    const t = await createTestApp("pglite", { WEB_BUILD_DIR: buildDir, ...env }, undefined, {
      renderJobPost,
      accountMenu: renderAccountMenu,
    });
    apps.push(t);
    return t;
  };
  /** One job in the app's own database (each test app has a fresh one). */
  const postJob = async (t: TestApp) => {
    const [id] = await createJobs(
      t.database.db,
      [
        {
          title: "Platform <Engineer>",
          companyName: "Bluepeak Cloud",
          location: "Berlin, Germany",
          salary: "€80,000",
          descriptionHtml:
            '<p>Operate clusters.</p><img src=x onerror="alert(1)"><ul><li>Kubernetes</li></ul>',
          postedAt: new Date("2026-10-01T12:00:00Z"),
        },
      ],
      new Date("2026-10-01T12:00:00Z"),
    );
    return id as number;
  };
  let renderJobPost: JobPostRenderer;
  let renderAccountMenu: AccountMenuRenderer;
  beforeAll(async () => {
    // The web build's job view from its source (apps/web/app/job-view/server.tsx), which Vitest
    // compiles; a path the API's own type check does not follow into the app's TSX.
    const jobViewSource = path.resolve(import.meta.dirname, "../../../web/app/job-view/server.tsx");
    ({ renderJobPost, renderAccountMenu } = (await import(jobViewSource)) as {
      renderJobPost: JobPostRenderer;
      renderAccountMenu: AccountMenuRenderer;
    });
    buildDir = await fs.mkdtemp(path.join((await import("node:os")).tmpdir(), "web-build-post-"));
    await write(buildDir, "__spa-fallback.html", "<html>spa fallback</html>");
    await write(buildDir, "__shell-job-jobId.html", jobShell);
    await write(buildDir, "route-patterns.json", JSON.stringify(["", "job/:jobId"]));
    await write(
      buildDir,
      "page-shells.json",
      JSON.stringify([{ pattern: "job/:jobId", file: "__shell-job-jobId.html" }]),
    );
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await fs.rm(buildDir, { recursive: true, force: true });
  });

  it("answers /job/{id} with the title, the facts and the sanitized description in place of the loading slot", async () => {
    const t = await start();
    jobId = await postJob(t);
    const page = await t.app.inject({ method: "GET", url: `/job/${jobId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const body = page.body;
    // Escaped by React (the hand-written twin wrote &#60; and &#62;; decision 078).
    expect(body).toMatch(
      /<h1 id="[^"]+" class="flex-1 font-bold text-3xl text-navy-900 tracking-tight">Platform &lt;Engineer&gt; at Bluepeak Cloud<\/h1>/,
    );
    expect(body).toContain("<p>Operate clusters.</p><ul><li>Kubernetes</li></ul>");
    expect(body).not.toContain("onerror");
    expect(body).toContain('<dd class="text-slate-900">Berlin, Germany</dd>');
    expect(body).toContain(
      '<dd class="text-slate-900"><time dateTime="2026-10-01T12:00:00.000Z">Oct 1, 2026</time></dd>',
    );
    expect(body).toContain(">Back to Job Search</a>");
    expect(body).not.toContain("Loading...");
    // Only the slot's content changed and the answer came in at the end of the head, where the
    // body's early-request script finds it: the page around them is the shell's.
    expect(body).toMatch(
      /^<html><head><title>Platform &lt;Engineer&gt; at Bluepeak Cloud \| Automation Controller Systems<\/title>(?:<script type="application\/json" data-early-answer="[^"]*">[^<]*<\/script>){2}<\/head><body><header data-site-header=""><nav id="site-menu"><div><ul data-signed-out-only="">.*<\/header><main><section><script data-early-request="">early\(\)<\/script><div id="prerendered-post">/,
    );
    expect(body.endsWith("</div><footer>About us</footer></section></main></body></html>")).toBe(true);
  });

  it("carries the API's own answer for the post, which no text of the post can break out of", async () => {
    const t = apps[0] as TestApp;
    const [hostile] = await createJobs(
      t.database.db,
      [
        {
          title: "</script><script>alert(1)</script> & <!-- Lead \u2028",
          companyName: "Bluepeak Cloud",
          location: "Berlin, Germany",
          salary: "",
          descriptionHtml: "<p>Operate clusters.</p>",
          postedAt: new Date("2026-10-02T12:00:00Z"),
        },
      ],
      new Date("2026-10-02T12:00:00Z"),
    );
    for (const id of [jobId, hostile as number]) {
      const page = await t.app.inject({ method: "GET", url: `/job/${id}` });
      const embedded = new RegExp(
        `<script type="application/json" data-early-answer="POST /api/view_job_post {&#34;job_id&#34;:${id}}">([^<]*)</script><script type="application/json" data-early-answer="POST /api/application_questions {&#34;jobId&#34;:${id}}">[^<]*</script></head>`,
      ).exec(page.body);
      expect(embedded, `job ${id}`).not.toBeNull();
      const api = await t.app.inject({
        method: "POST",
        url: "/api/view_job_post",
        payload: { accessToken: null, job_id: id },
      });
      expect(api.statusCode).toBe(200);
      expect(JSON.parse(embedded?.[1] ?? "")).toEqual(api.json());
    }
    const page = await t.app.inject({ method: "GET", url: `/job/${hostile}` });
    expect(page.body).not.toContain("<script>alert(1)");
    // The document title is the post's, escaped, as the app would write it (decision 104: the
    // app may never start on a visitor's job page).
    expect(page.body).toContain(
      "<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- Lead \u2028 at Bluepeak Cloud | Automation Controller Systems</title>",
    );
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    // The early-request script, the embedded answers (the post, its questions: decision 104) and
    // the post's JSON-LD (decision 078).
    expect(page.body.match(/<script/g)).toHaveLength(4);
    expect(page.body).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
  });

  it("renders the post into the first HTML with React, from the app's component, its text escaped (decision 078)", async () => {
    const t = await start();
    const [plain, hostile] = await createJobs(
      t.database.db,
      [
        {
          title: "Site Reliability Engineer",
          companyName: "Northwind Robotics",
          location: "Lyon, France",
          salary: "€70,000",
          descriptionHtml: '<p>Keep the fleet running.</p><script>alert("d")</script><h3>On call</h3>',
          postedAt: new Date("2026-10-03T12:00:00Z"),
        },
        {
          title: '<img src=x onerror="alert(1)">Ops & <script>alert(2)</script>',
          companyName: "<b>Evil</b> Corp",
          location: "Oslo",
          salary: "",
          descriptionHtml: "<p>Fine.</p>",
          postedAt: new Date("2026-10-03T12:00:00Z"),
        },
      ],
      new Date("2026-10-03T12:00:00Z"),
    );
    const page = await t.app.inject({ method: "GET", url: `/job/${plain}` });
    expect(page.statusCode).toBe(200);
    const slot = page.body.slice(
      page.body.indexOf('<div id="prerendered-post">'),
      page.body.indexOf("<footer>"),
    );
    // What JobPostScreen's PostBody renders: React Router's link, the heading, the facts, the
    // description (sanitized by the API's allow-list) marked for the app's tests, and the JSON-LD.
    expect(slot).toMatch(
      /^<div id="prerendered-post"><a class="[^"]*" href="\/search-jobs" data-discover="true">Back to Job Search<\/a><article class="mt-6" data-app-on-use=""><script type="application\/ld\+json">\{"@context":"https:\/\/schema.org\/","@type":"JobPosting","title":"Site Reliability Engineer",/,
    );
    expect(slot).toMatch(
      /<h1 id="[^"]+" class="flex-1 font-bold text-3xl text-navy-900 tracking-tight">Site Reliability Engineer at Northwind Robotics<\/h1>/,
    );
    expect(slot).toContain('"hiringOrganization":{"@type":"Organization","name":"Northwind Robotics"}');
    expect(slot).toContain('<dd class="text-slate-900">Lyon, France</dd>');
    expect(slot).toContain('<dd class="text-slate-900">€70,000</dd>');
    expect(slot).toContain(
      'data-testid="job-description"><p>Keep the fleet running.</p><h3>On call</h3></div>',
    );
    expect(slot).not.toContain("alert");
    expect(slot).toContain(
      '<div class="mt-10 border-slate-200 border-t pt-6"><a class="font-medium text-blue-700 underline-offset-2 hover:underline disabled:text-slate-400" href="/search-jobs" data-discover="true">Back to Job Search</a></div></div>',
    );

    const injected = await t.app.inject({ method: "GET", url: `/job/${hostile}` });
    expect(injected.statusCode).toBe(200);
    expect(injected.body).toMatch(
      /<h1 id="[^"]+" class="[^"]*">&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;Ops &amp; &lt;script&gt;alert\(2\)&lt;\/script&gt; at &lt;b&gt;Evil&lt;\/b&gt; Corp<\/h1>/,
    );
    expect(injected.body).not.toContain("<img src=x");
    expect(injected.body).not.toContain("<script>alert(2)");
    expect(injected.body).not.toContain("<b>Evil");
    expect(injected.body).toContain(
      '"title":"\\u003cimg src=x onerror=\\"alert(1)\\"\\u003eOps \\u0026 \\u003cscript\\u003ealert(2)\\u003c/script\\u003e"',
    );
  });

  it("carries the ways to apply as a visitor sees them, with the job's questions and their answer, and says the page starts the app on use (decision 104)", async () => {
    const t = apps[0] as TestApp;
    await saveQuestions(t.database.db, jobId, [
      {
        kind: "yes_no",
        label: "Allowed to work in the EU?",
        required: true,
        choices: [],
        disqualifyingAnswer: "No",
      },
    ]);
    const page = await t.app.inject({ method: "GET", url: `/job/${jobId}` });
    expect(page.statusCode).toBe(200);
    const slot = page.body.slice(
      page.body.indexOf('<div id="prerendered-post">'),
      page.body.indexOf("<footer>"),
    );
    expect(slot).toContain('<article class="mt-6" data-app-on-use="">');
    expect(slot).toContain(">Allowed to work in the EU? (required)</label>");
    expect(slot).toMatch(
      /<form aria-labelledby="[^"]+" noValidate="" class="[^"]*"><h2 id="[^"]+" class="[^"]*">Apply by Resume Only<\/h2>/,
    );
    expect(slot).toContain('type="submit" class="');
    expect(slot).toContain(">Apply by Resume Only</button>");
    // A visitor's way to apply with a profile: sign in and come back to this job.
    expect(slot).toContain(
      `href="/login?returnTo=%2Fjob%2F${jobId}" data-discover="true">Sign in to apply with your profile</a>`,
    );
    expect(slot).not.toContain("Apply with my profile");
    // The app's questions query takes the page's answer: the API's own, without the knock-out.
    const embedded = new RegExp(
      `data-early-answer="POST /api/application_questions {&#34;jobId&#34;:${jobId}}">([^<]*)</script>`,
    ).exec(page.body);
    const api = await t.app.inject({ method: "POST", url: "/api/application_questions", payload: { jobId } });
    expect(JSON.parse(embedded?.[1] ?? "null")).toEqual(api.json());
    expect(embedded?.[1]).toContain('"label":"Allowed to work in the EU?"');
    expect(embedded?.[1]).not.toContain("disqualifying");
    await saveQuestions(t.database.db, jobId, []);
  });

  /** A candidate logged in through the API: the session token its cookie carries. */
  const candidateToken = async (t: TestApp) => {
    const account = await accountWithSession(t.database.db, "candidate");
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/auth/log-in",
      payload: { inputEmail: account.email, password: TEST_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    return { email: account.email, token: answer.json().accessToken as string };
  };
  const slotOf = (body: string) =>
    body.slice(body.indexOf('<div id="prerendered-post">'), body.indexOf("<footer>"));

  it("answers a live candidate session's cookie with that person's job page, privately (decision 133)", async () => {
    const t = apps[0] as TestApp;
    const { email, token } = await candidateToken(t);
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/save_job",
      payload: { accessToken: token, jobId },
    });
    expect(saved.statusCode).toBe(200);
    const page = await t.app.inject({
      method: "GET",
      url: `/job/${jobId}`,
      headers: { cookie: `site_session=${token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers["set-cookie"]).toBeUndefined();
    const slot = slotOf(page.body);
    // The person's state: the job saved, and their way to apply, still marked to start on use.
    expect(slot).toContain('<article class="mt-6" data-app-on-use="">');
    expect(slot).toMatch(/<button type="button" aria-pressed="true" aria-describedby="[^"]+" class="[^"]*">/);
    expect(slot).toContain("<span>Saved</span></button>");
    expect(slot).toContain(">Apply with my profile</button>");
    expect(slot).not.toContain("Sign in to apply with your profile");
    // The digest of this session's token, and the person's answers as their endpoints give them.
    const digest = createHash("sha256").update(`page:${token}`).digest("hex");
    expect(page.body).toContain(`<meta name="session-digest" content="${digest}">`);
    expect(page.body).not.toContain(token);
    const embedded = /data-person="" data-early-answer="POST \/api\/saved_jobs \{\}">([^<]*)<\/script>/.exec(
      page.body,
    );
    const api = await t.app.inject({
      method: "POST",
      url: "/api/saved_jobs",
      payload: { accessToken: token },
    });
    expect(JSON.parse(embedded?.[1] ?? "null")).toEqual(api.json());
    expect(embedded?.[1]).toContain(`"jobId":${jobId}`);
    expect(page.body).toContain(
      'data-person="" data-early-answer="POST /api/my_applications {}">{"data":[]}</script>',
    );
    expect(email).not.toBe("");
    // The header: the person's account menu (decision 135), as the app shows it, before the
    // signed-out links, which the page's starter removes once the stored token matches; and the
    // session endpoint's answer for the app's session store to start from.
    const header = page.body.slice(page.body.indexOf("<header"), page.body.indexOf("</header>"));
    expect(header).toMatch(
      /^<header data-site-header=""><nav id="site-menu"><div><div class="relative" data-menu="account" data-person=""><button type="button" id="account-menu-toggle"[^>]*><span class="max-w-\[16rem\] truncate">([^<]+)<\/span>/,
    );
    expect(header).toContain(`<span class="max-w-[16rem] truncate">${email}</span>`);
    expect(
      Array.from(
        header.matchAll(/<li><(?:a|button)[^>]*>([^<]+)<\/(?:a|button)><\/li>/g),
        (match) => match[1],
      ),
    ).toEqual(["View Profile", "Update Profile", "Saved jobs", "My jobs", "Log Out", "Log in"]);
    expect(header).toContain('href="/view-profile"');
    expect(header.indexOf('data-menu="account"')).toBeLessThan(header.indexOf("data-signed-out-only"));
    expect(page.body).toContain(
      `<script type="application/json" data-person="" data-early-answer="POST /api/auth/validate-token {}">{"success":{"email":"${email}","role":"candidate"}}</script>`,
    );
  });

  it("gives a forged cookie the visitor's page, cached as before, and clears it", async () => {
    const t = apps[0] as TestApp;
    const page = await t.app.inject({
      method: "GET",
      url: `/job/${jobId}`,
      headers: { cookie: `site_session=${"f".repeat(43)}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["set-cookie"]).toContain("site_session=;");
    const slot = slotOf(page.body);
    expect(slot).toContain("Sign in to apply with your profile");
    expect(slot).not.toContain("Save job");
    expect(page.body).not.toContain("session-digest");
    expect(page.body).not.toContain("data-person");
    // A visitor's header: the signed-out links only, no account menu.
    expect(page.body).not.toContain('data-menu="account"');
    expect(page.body).not.toContain("Log Out");
    expect(page.body).toContain(
      '<ul data-signed-out-only=""><li><a href="/login?returnTo=%2Fjob%2F1%2F">Log in</a>',
    );
  });

  it("sends the page a token holder got before when the person's render fails: never a blank page", async () => {
    const failing = await createTestApp("pglite", { WEB_BUILD_DIR: buildDir }, undefined, {
      renderJobPost: (job, sanitize, questions, person) => {
        if (person) throw new Error("render failed");
        return renderJobPost(job, sanitize, questions);
      },
    });
    apps.push(failing);
    const id = await postJob(failing);
    const { token } = await candidateToken(failing);
    const page = await failing.app.inject({
      method: "GET",
      url: `/job/${id}`,
      headers: { cookie: `site_session=${token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(slotOf(page.body)).toContain("Sign in to apply with your profile");
    expect(page.body).not.toContain("session-digest");
    expect(page.body).not.toContain("data-person");
  });

  it("sends the plain shell for a job that does not exist (with 404), and when job pages need a sign-in", async () => {
    const t = apps[0] as TestApp;
    const missing = await t.app.inject({ method: "GET", url: "/job/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(jobShell);
    const closedOff = await start({ REQUIRE_LOGIN_FOR_JOBS: "true" });
    const closedOffJob = await postJob(closedOff);
    const page = await closedOff.app.inject({ method: "GET", url: `/job/${closedOffJob}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(jobShell);
  });

  it("loads the build's job view at the first job page, not at start-up, and only once", async () => {
    // A build laid out as the web build writes it: client/ and job-view/ side by side. The view
    // counts its own imports in a global, so the test sees when the server loads it.
    const root = await fs.mkdtemp(path.join((await import("node:os")).tmpdir(), "web-build-lazy-"));
    const client = path.join(root, "client");
    for (const file of ["__spa-fallback.html", "route-patterns.json", "page-shells.json"]) {
      await fs.mkdir(client, { recursive: true });
      await fs.copyFile(path.join(buildDir, file), path.join(client, file));
    }
    await write(client, "__shell-job-jobId.html", jobShell);
    await write(
      root,
      "job-view/job-view.js",
      [
        "globalThis.__jobViewImports = (globalThis.__jobViewImports ?? 0) + 1;",
        "export const renderJobPost = (job, sanitize) => '<article>' + job.jobTitle + '|' + sanitize('<p>ok</p><script>x</script>') + '</article>';",
      ].join("\n"),
    );
    const counter = globalThis as { __jobViewImports?: number };
    const t = await createTestApp("pglite", { WEB_BUILD_DIR: client });
    apps.push(t);
    try {
      expect(counter.__jobViewImports).toBeUndefined();
      const id = await postJob(t);
      const home = await t.app.inject({ method: "GET", url: "/" });
      expect(home.body).toBe("<html>spa fallback</html>");
      expect(counter.__jobViewImports).toBeUndefined();
      const pages = await Promise.all([1, 2].map(() => t.app.inject({ method: "GET", url: `/job/${id}` })));
      for (const page of pages) {
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(
          '<div id="prerendered-post"><article>Platform <Engineer>|<p>ok</p></article></div>',
        );
      }
      expect(counter.__jobViewImports).toBe(1);
    } finally {
      delete counter.__jobViewImports;
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe("a visitor's search page carries its results and starts the app on use (decision 124)", () => {
  // The search shell as the web build writes it: the screen of the plain search in its slot.
  const searchShell = [
    "<html><head><title>Search Jobs | Automation Controller Systems</title></head><body><main>",
    '<script data-early-request="">early()</script>',
    '<div id="prerendered-search"><section class="mx-auto"><h1>Search Jobs</h1><div><p role="status">Loading...</p></div></section></div>',
    "<footer>About us</footer></main></body></html>",
  ].join("");
  let buildDir: string;
  let view: JobSearchView;
  let t: TestApp;
  const apps: TestApp[] = [];
  const start = async (deps: { searchView?: JobSearchView } = {}, env: Record<string, string> = {}) => {
    const app = await createTestApp("pglite", { WEB_BUILD_DIR: buildDir, ...env }, undefined, {
      searchView: view,
      ...deps,
    });
    apps.push(app);
    return app;
  };
  /** The slot of a page as the server filled it. */
  const slotOf = (body: string) =>
    body.slice(body.indexOf('<div id="prerendered-search">'), body.indexOf("<footer>"));
  /** The JSON embedded in a page under the request key `key` (as written, escaped). */
  const embeddedUnder = (body: string, key: string) =>
    new RegExp(
      `<script type="application/json" data-early-answer="${key.replace(/[[\]{}()*+?.\\^$|]/g, "\\$&")}">([^<]*)</script></head>`,
    ).exec(body)?.[1];

  beforeAll(async () => {
    // The web build's search view from its source (apps/web/app/job-view/server.tsx), as the job view's.
    const source = path.resolve(import.meta.dirname, "../../../web/app/job-view/server.tsx");
    const module = (await import(source)) as {
      searchBodyOfQuery: JobSearchView["body"];
      renderJobSearch: JobSearchView["render"];
    };
    view = { body: module.searchBodyOfQuery, render: module.renderJobSearch };
    buildDir = await fs.mkdtemp(path.join((await import("node:os")).tmpdir(), "web-build-search-"));
    await write(buildDir, "__spa-fallback.html", "<html>spa fallback</html>");
    await write(buildDir, "__shell-search-jobs.html", searchShell);
    await write(buildDir, "route-patterns.json", JSON.stringify(["", "search-jobs", "job/:jobId"]));
    await write(
      buildDir,
      "page-shells.json",
      JSON.stringify([{ pattern: "search-jobs", file: "__shell-search-jobs.html" }]),
    );
    t = await start();
    await twoSearchPageJobs(t.database.db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fs.rm(buildDir, { recursive: true, force: true });
  });

  it("answers /search-jobs with the first page of results, the box and the filters rendered by React, marked to start the app on use", async () => {
    const page = await t.app.inject({ method: "GET", url: "/search-jobs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const slot = slotOf(page.body);
    expect(slot).toMatch(/^<div id="prerendered-search"><section class="[^"]*" data-app-on-use=""><h1 /);
    expect(slot).toContain(
      '<h2 tabindex="-1" aria-live="polite" class="font-semibold text-navy-900 text-xl">2 job(s)</h2>',
    );
    // Newest first; each title a link to its page (which opens in a new tab without the app).
    expect(slot).toMatch(
      /<a rel="noopener" data-job-id="\d+" class="[^"]*" href="\/job\/\d+" target="_blank" data-discover="true">.*?<h3 id="[^"]+" class="[^"]*">Payroll Accountant<\/h3>.*?<h3 id="[^"]+" class="[^"]*">Platform &lt;Engineer&gt;<\/h3>/,
    );
    expect(slot).toMatch(
      /<input id="[^"]+" type="search" maxLength="\d+" placeholder="[^"]*" aria-describedby="[^"]+" autoComplete="off" class="[^"]*" value=""\/>/,
    );
    // The company filter with its counts, from the same answer's facets.
    expect(slot).toContain("Bluepeak Cloud");
    expect(slot).toContain("Northwind Robotics");
    // A visitor's invitation to log in for an alert, coming back to this search.
    expect(slot).toContain('href="/login?returnTo=%2Fsearch-jobs" data-discover="true">');
    expect(slot).not.toContain("Loading...");
    expect(page.body.endsWith("<footer>About us</footer></main></body></html>")).toBe(true);
  });

  it("embeds the endpoint's own answer under the body the app sends, so its first search asks nothing", async () => {
    const page = await t.app.inject({ method: "GET", url: "/search-jobs" });
    const embedded = embeddedUnder(
      page.body,
      "POST /api/search_jobs {&#34;facets&#34;:true,&#34;keyword&#34;:&#34;&#34;,&#34;page&#34;:1}",
    );
    expect(embedded).toBeDefined();
    const api = await t.app.inject({
      method: "POST",
      url: "/api/search_jobs",
      payload: { accessToken: null, keyword: "", page: 1, facets: true },
    });
    expect(api.statusCode).toBe(200);
    expect(JSON.parse(embedded ?? "")).toEqual(api.json());
    // Escaped: no title can close the element.
    expect(embedded).toContain("Platform \\u003cEngineer\\u003e");
  });

  it("renders the URL's words and filters, checked, and embeds that search's answer", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/search-jobs?q=payroll&company=Northwind+Robotics&sort=newest",
    });
    expect(page.statusCode).toBe(200);
    const slot = slotOf(page.body);
    expect(slot).toContain('type="search"');
    expect(slot).toMatch(/type="search"[^>]*value="payroll"\/>/);
    expect(slot).toContain(">1 job(s) matched for query: &quot;payroll&quot;</h2>");
    // The typed word marked in the title, as the app marks it.
    expect(slot).toMatch(/<h3 id="[^"]+" class="[^"]*"><mark[^>]*>Payroll<\/mark> Accountant<\/h3>/);
    expect(slot).not.toContain("Platform &lt;Engineer&gt;");
    // The filter's chip, removable once the app runs.
    expect(slot).toContain('aria-label="Remove the filter Northwind Robotics"');
    expect(slot).toMatch(/<option value="newest" selected="">/);
    expect(slot).toMatch(/<input type="checkbox" class="[^"]*" checked=""\/>/);
    const embedded = embeddedUnder(
      page.body,
      "POST /api/search_jobs {&#34;companyName&#34;:[&#34;Northwind Robotics&#34;],&#34;facets&#34;:true,&#34;keyword&#34;:&#34;payroll&#34;,&#34;page&#34;:1,&#34;sort&#34;:&#34;newest&#34;}",
    );
    expect(JSON.parse(embedded ?? "null")).toMatchObject({ totalMatches: 1 });
  });

  it("sends the shell as before for a chosen job, a search the endpoint refuses, a failed render, and when jobs need a sign-in", async () => {
    for (const url of ["/search-jobs?job=1", "/search-jobs?near=Atlantis"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(searchShell);
    }
    const failing = await start({
      searchView: {
        body: view.body,
        render: () => {
          throw new Error("render failed");
        },
      },
    });
    const failed = await failing.app.inject({ method: "GET", url: "/search-jobs" });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(searchShell);
    const closedOff = await start({}, { REQUIRE_LOGIN_FOR_JOBS: "true" });
    const page = await closedOff.app.inject({ method: "GET", url: "/search-jobs" });
    expect(page.body).toBe(searchShell);
  });
});

describe("fillSlot", () => {
  it("replaces the content of the slot up to its matching closing tag", () => {
    expect(
      fillSlot(
        '<a><div id="s"><div><div>x</div></div><p>y</p></div><div>after</div></a>',
        '<div id="s">',
        "NEW",
      ),
    ).toBe('<a><div id="s">NEW</div><div>after</div></a>');
  });

  it("leaves a page without the slot, or with an unclosed one, as it is", () => {
    expect(fillSlot("<p>no slot</p>", '<div id="s">', "NEW")).toBe("<p>no slot</p>");
    expect(fillSlot('<div id="s"><div>', '<div id="s">', "NEW")).toBe('<div id="s"><div>');
  });
});
