import { gzipSync } from "node:zlib";
import { ask, openChat } from "../assistant/chat-support";
import { type APIRequestContext, expect, test } from "../support/test";

// The budget of the public pages (issue 19, docs/decisions/050-public-pages-without-the-app.md):
// each is prerendered HTML that carries its own text, and the JavaScript its HTML makes the
// browser load before any interaction (scripts, their static imports, module preloads, inline scripts) stays at or
// under 50 KB gzip. The chat panel, the inquiry form and the docs search load on use, so they do
// not count here. Checked against the production build the server serves.

const BUDGET_GZIP_BYTES = 50 * 1024;
/** What the inline script of app/lib/zod-jitless.ts sets. */
const ZOD_SETTING = "__zod_globalConfig";

/** Each public page and a piece of its own text that the prerendered HTML must carry. */
const marketingPages: [path: string, text: string][] = [
  ["/", "Easily Deploy & Manage Software Systems"],
  ["/systems-controller", "Systems Controller"],
  ["/Purchase", "Subscription Plans"],
  ["/Infrastructure-Manager-for-aws", "Infrastructure Manager for AWS"],
  ["/LLM-Integrations", "LLM Integrations"],
  ["/Data-Warehousing-Integration", "Data Warehousing Integration"],
  ["/products", "Products"],
];
const docSets: [prefix: string, text: string][] = [
  ["/universal-shell", "Universal Shell"],
  ["/automation-controller", "Automation Controller"],
  ["/universal-shell-aws", "AWS Extended Shell"],
  ["/aws-infra-builder", "AWS Infrastructure Builder"],
];

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Every docs page the build prerendered: each set's root and its sections from the sitemap. */
async function docsPages(request: APIRequestContext): Promise<[string, string][]> {
  const sitemap = await text(request, "/sitemap.xml");
  const locations = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
  const pages: [string, string][] = [];
  for (const [prefix, heading] of docSets) {
    pages.push([prefix, heading]);
    for (const location of locations) if (location.startsWith(`${prefix}/`)) pages.push([location, heading]);
  }
  // The Automation Controller docs are left out of the sitemap where they repeat Universal Shell.
  pages.push(["/automation-controller/setup", "Automation Controller"]);
  return pages;
}

/** What the HTML makes the browser run before interaction, in gzip bytes, and the files it names. */
async function javascriptBeforeInteraction(request: APIRequestContext, html: string) {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    urls.add(match[1] ?? "");
  for (const match of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g))
    urls.add(match[1] ?? "");
  // Scripts an inline script adds to the page (the islands, loaded after the first paint).
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    for (const named of (match[1] ?? "").matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(named[1] ?? "");
  urls.delete("");
  let bytes = 0;
  // A module's static imports (`import … from"./x.js"`, not `import("./x.js")`, which loads on
  // use) load before it runs, preloaded or not: they count too.
  const queue = [...urls];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const body = await response.body();
    bytes += gzipSync(body, { level: 9 }).length;
    for (const match of body.toString("utf8").matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      const imported = new URL(match[1] ?? "", new URL(url, "http://page")).pathname;
      if (!urls.has(imported)) {
        urls.add(imported);
        queue.push(imported);
      }
    }
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/application\/(ld\+)?json/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "")
    .join("");
  if (inline.length > 0) bytes += gzipSync(Buffer.from(inline), { level: 9 }).length;
  return { bytes, files: [...urls] };
}

function visibleText(html: string): string {
  const main = html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

test("every public page is prerendered with its text and loads at most 50 KB gzip of JavaScript before interaction", async ({
  request,
}) => {
  const pages = [...marketingPages, ...(await docsPages(request))];
  expect(pages.length).toBeGreaterThan(15);
  const over: string[] = [];
  for (const [path, ownText] of pages) {
    const html = await text(request, path);
    const shown = visibleText(html);
    expect(shown, `${path} carries its text in the HTML`).toContain(ownText);
    expect(shown.length, `${path} carries its text in the HTML`).toBeGreaterThan(500);
    // zod's setting is for the React app (app/lib/zod-jitless.ts); the islands script sets it
    // itself before any widget loads zod.
    expect(html.includes(ZOD_SETTING), `${path} carries no inline zod setting`).toBe(false);
    const { bytes, files } = await javascriptBeforeInteraction(request, html);
    expect(
      files.some((file) => /^\/assets\/islands-[\w-]+\.js$/.test(file)),
      `${path} loads the islands`,
    ).toBe(true);
    if (bytes > BUDGET_GZIP_BYTES)
      over.push(`${path}: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} files`);
  }
  expect(over, "public pages over the 50 KB gzip budget").toEqual([]);
});

test("the React app's pages still set zod's jitless option before any of their modules runs", async ({
  request,
}) => {
  for (const path of ["/search-jobs", "/login"]) {
    const html = await text(request, path);
    const setting = html.indexOf(`${ZOD_SETTING}=Object.assign(`);
    expect(setting, `${path} sets zod's option`).toBeGreaterThan(-1);
    // The portal shells hold their boot module inert until the first paint (decision 049).
    const firstModule = html.search(/<script type="(module|text\/x-deferred-module)"/);
    expect(firstModule, `${path} has a module script`).toBeGreaterThan(-1);
    expect(setting, `${path} sets it before its first module script`).toBeLessThan(firstModule);
  }
});

test("a React widget on a public page sets zod's option itself: zod never probes eval against the CSP", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective));
  });
  await page.goto("/");
  await openChat(page);
  await ask(page, "How do I install the Universal Shell?");
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});

test("a public page paints before it asks for its islands, which then wire it", async ({ page }) => {
  await page.goto("/universal-shell/introduction");
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const islands = performance
      .getEntriesByType("resource")
      .find((entry) => /\/assets\/islands-[\w-]+\.js$/.test(entry.name));
    return { paint: paint?.startTime, islands: islands?.startTime };
  });
  expect(timings.paint, "first contentful paint").toBeGreaterThan(0);
  expect(timings.islands, "the islands' request").toBeGreaterThan(timings.paint ?? Number.POSITIVE_INFINITY);
  expect(await page.evaluate(() => (window as { siteIslands?: string }).siteIslands)).toBe("ready");
});

// What a page fetches before its first paint is what Lighthouse's slow-4G simulation counts
// towards its largest paint: one stylesheet, and the font, small enough to arrive with its headers
// in the first round trip of a new connection (10 TCP segments, 14,600 bytes). Icon, mockup,
// poster, captions and the video's controls come with the page or after the paint
// (docs/decisions/052-one-stylesheet-one-window.md).
const INITIAL_WINDOW_BYTES = 14_600;

for (const path of [
  "/",
  "/systems-controller",
  "/Purchase",
  "/Infrastructure-Manager-for-aws",
  "/universal-shell/introduction",
]) {
  test(`before its first paint ${path} fetches one stylesheet and the font, which fits one round trip`, async ({
    page,
  }) => {
    await page.goto(path);
    const { early, font, icon } = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const islands = entries.find((entry) => /\/assets\/islands-[\w-]+\.js$/.test(entry.name));
      const before = entries.filter((entry) => entry.startTime < (islands?.startTime ?? 0));
      const fontEntry = before.find((entry) => entry.name.endsWith(".woff2"));
      return {
        early: before.map((entry) => new URL(entry.name).pathname.replace(/-[\w-]{8}\./, "-[hash].")),
        font: fontEntry?.transferSize,
        icon: document.querySelector('link[rel="icon"]')?.getAttribute("href"),
      };
    });
    expect(early.sort()).toEqual(["/assets/inter-core-wght-400-700-[hash].woff2", "/assets/root-[hash].css"]);
    expect(font, "the font's bytes on the wire, headers included").toBeGreaterThan(10_000);
    expect(font).toBeLessThanOrEqual(INITIAL_WINDOW_BYTES);
    expect(icon?.startsWith("data:image/svg+xml,"), "the icon travels in the page").toBe(true);
  });
}
