// Lighthouse benchmark of the public pages and the job portal's front door (not a test: it
// prints figures, never fails on them). It starts the production server (API + the built web
// app, with the demo jobs) on a free port with a fresh DATA_DIR, runs Lighthouse's mobile preset
// 3 times per page in Debian's Chromium, and prints the medians. Build first: npm run build.
// Run: npm run bench:web -w bench (BENCH_PAGES=/search-jobs,/job/{first} for some pages only;
// `{first}` is the first job of the search; BENCH_OUT names the results file, default
// lighthouse-web.json).
// Targets (issue 19, docs/decisions/050-public-pages-without-the-app.md): performance 100;
// accessibility, best practices, SEO 100; FCP and LCP within 10 % of Starlight's; TBT <= 50 ms;
// CLS <= 0.02; <= 50 KB gzip of JavaScript before interaction on every public page.
// Targets (issue 16, /search-jobs and /job/{id}): performance >= 95, CLS <= 0.02, best practices 100.
// Other sites' static builds can be measured in the same run, side by side:
//   BENCH_STATIC="astro=bench/spike-astro/dist" BENCH_PAGES="/,astro:/" npm run bench:web -w bench
// (a page "name:/path" is served from that site's folder).
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { audit, figuresOf, gzipSize, launchChromium, medianFigures } from "./lighthouse-run.ts";
import { startSiteServer } from "./site-server.ts";
import { startStaticServer } from "./static-server.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const defaultPages = [
  "/",
  "/systems-controller",
  "/Purchase",
  "/Infrastructure-Manager-for-aws",
  "/products",
  "/universal-shell/introduction",
  "/search-jobs",
  "/job/{first}",
];
const pagesToRun = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : defaultPages;
const staticSites = (process.env.BENCH_STATIC ?? "")
  .split(",")
  .filter(Boolean)
  .map((entry) => {
    const [name = "", dir = ""] = entry.split("=");
    return { name, dir: path.resolve(repoRoot, dir) };
  });
const resultsFile = process.env.BENCH_OUT ?? "lighthouse-web.json";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(path.join(repoRoot, "apps/web/build/client/index.html"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

/** The JavaScript a page needs before it is interactive: the modules its HTML loads, and their static imports. */
async function hydrationScripts(baseUrl: string, pagePath: string): Promise<string[]> {
  const html = await (await fetch(baseUrl + pagePath)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|<script type="module" src="([^"]+)"/g)) {
    urls.add(match[1] ?? match[2] ?? "");
  }
  // A portal shell's boot module starts after the first paint (apps/web/app/lib/deferred-boot.ts):
  // its static imports are the app's too.
  for (const match of html.matchAll(/\b(?:from|import)\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1] ?? "");
  urls.delete("");
  // A module's static imports (`from"./x.js"`) load before it runs, preloaded or not (the public
  // pages name only their script; decision 050).
  const found = [...urls].map((url) => new URL(url, baseUrl).href);
  for (const url of found) {
    const body = await (await fetch(url)).text();
    for (const match of body.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      const imported = new URL(match[1] ?? "", url).href;
      if (!found.includes(imported)) found.push(imported);
    }
  }
  return found;
}

/**
 * The LCP element's HTML and its phases, from Lighthouse 13's `lcp-breakdown-insight`: a list of
 * a table (one row per phase) and the element's node.
 */
function lcpElement(audit: { details?: unknown } | undefined): string {
  type Part = { type?: string; snippet?: string; items?: { subpart?: string; duration?: number }[] };
  const parts = (audit?.details as { items?: Part[] } | undefined)?.items ?? [];
  const node = parts.find((part) => part.type === "node");
  const phases = (parts.find((part) => part.type === "table")?.items ?? []).map(
    (item) => `${item.subpart} ${Math.round(Number(item.duration))} ms`,
  );
  return `${node?.snippet ?? "unknown"} (${phases.join(", ")})`;
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBeforeInteractionGzipKb: number;
  jsAllGzipKb: number;
}

const loadBefore = os.loadavg().map((value) => Number(value.toFixed(2)));
const server = await startSiteServer(repoRoot);
const others = new Map<string, { baseUrl: string; stop: () => Promise<void> }>();
for (const site of staticSites) {
  if (!existsSync(site.dir)) throw new Error(`No build of ${site.name} at ${site.dir}`);
  others.set(site.name, await startStaticServer(site.dir));
}
/** "/path" is our page; "name:/path" a page of another site's build. */
function baseUrlOf(page: string): { base: string; pagePath: string } {
  const match = page.match(/^([a-z0-9-]+):(\/.*)$/i);
  if (!match) return { base: server.baseUrl, pagePath: page };
  const other = others.get(match[1] ?? "");
  if (!other) throw new Error(`No static site named ${match[1]} (BENCH_STATIC)`);
  return { base: other.baseUrl, pagePath: match[2] ?? "/" };
}
const chrome = await launchChromium(chromePath);

/** The id of the first job a visitor's search lists (the demo jobs are seeded at start). */
async function firstJobId(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/search_jobs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accessToken: null, keyword: "", page: 1 }),
  });
  const body = (await answer.json()) as { data?: { jobId: string | number }[] };
  const first = body.data?.[0]?.jobId;
  if (first === undefined) throw new Error("The search lists no job: are the demo jobs seeded?");
  return String(first);
}
const jobId = pagesToRun.some((page) => page.includes("{first}")) ? await firstJobId(server.baseUrl) : "";

// A first, unmeasured run warms the browser and the server's file cache.
await audit(chrome.port, `${server.baseUrl}/`);

const rows: Row[] = [];
try {
  for (const page of pagesToRun) {
    const { base, pagePath: sitePath } = baseUrlOf(page.replace("{first}", jobId));
    const pagePath = page.replace("{first}", jobId);
    const url = base + sitePath;
    const samples: Omit<Row, "page" | "jsBeforeInteractionGzipKb">[] = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await audit(chrome.port, url);
      const { jsRequests: _requests, ...figures } = await figuresOf(lhr);
      samples.push(figures);
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      if (failing.length > 0)
        console.log(`  ${pagePath} run ${run + 1}: failing audits: ${failing.join(", ")}`);
      if (lhr.runtimeError)
        console.log(`  ${pagePath} run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (run === 0)
        console.log(`  ${pagePath}: LCP element ${lcpElement(lhr.audits["lcp-breakdown-insight"])}`);
    }
    const before = await hydrationScripts(base, sitePath);
    const beforeGzip = (await Promise.all(before.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    const { jsAllGzipKb, ...figures } = medianFigures(samples);
    rows.push({
      page: pagePath,
      ...figures,
      jsBeforeInteractionGzipKb: Number((beforeGzip / 1024).toFixed(1)),
      jsAllGzipKb,
    });
  }
} finally {
  chrome.kill();
  await server.stop();
  for (const other of others.values()) await other.stop();
}
const loadAfter = os.loadavg().map((value) => Number(value.toFixed(2)));

console.log(`\nLighthouse ${runs} runs per page, mobile preset, medians (Chromium at ${chromePath}):\n`);
console.table(rows);
console.log(`Load average (1, 5, 15 min) before: ${loadBefore.join(", ")}; after: ${loadAfter.join(", ")}`);

// Side by side: each other site's page against ours at the same path, as ours / theirs.
const comparisons = rows
  .filter((row) => row.page.includes(":"))
  .flatMap((row) => {
    const ours = rows.find((candidate) => candidate.page === row.page.slice(row.page.indexOf(":") + 1));
    if (!ours) return [];
    const ratio = (a: number, b: number) => (b === 0 ? null : Number((a / b).toFixed(2)));
    return [
      {
        page: ours.page,
        against: row.page,
        fcpRatio: ratio(ours.fcpMs, row.fcpMs),
        lcpRatio: ratio(ours.lcpMs, row.lcpMs),
        jsBeforeInteractionRatio: ratio(ours.jsBeforeInteractionGzipKb, row.jsBeforeInteractionGzipKb),
        performance: `${ours.performance} vs ${row.performance}`,
      },
    ];
  });
if (comparisons.length > 0) {
  console.log("\nOurs / theirs (1.10 = 10 % slower or heavier):\n");
  console.table(comparisons);
}
await mkdir(path.join(import.meta.dirname, "../results"), { recursive: true });
await writeFile(
  path.join(import.meta.dirname, "../results", resultsFile),
  `${JSON.stringify({ date: new Date().toISOString(), runs, loadAverage: { before: loadBefore, after: loadAfter }, rows, comparisons }, null, 2)}\n`,
);
