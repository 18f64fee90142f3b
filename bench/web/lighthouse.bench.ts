// Lighthouse benchmark of the marketing pages (not a test: it prints figures, never fails on
// them). It starts the production server (API + the built web app) on a free port with a
// fresh DATA_DIR, runs Lighthouse's mobile preset 3 times per page in Debian's Chromium, and
// prints the medians. Build first: npm run build. Run: npm run bench:web -w bench
// Targets (issue 7): performance >= 95; accessibility, best practices, SEO 100; LCP <= 2.0 s;
// CLS <= 0.05; < 120 KB gzip of JavaScript before interaction on the home page.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startSiteServer } from "./site-server.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const pagesToRun = (process.env.BENCH_PAGES ?? "/,/systems-controller,/Purchase").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

if (!existsSync(path.join(repoRoot, "apps/web/build/client/index.html"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function gzipSize(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

/** The JavaScript a page needs before it is interactive: the modules its HTML loads for hydration. */
async function hydrationScripts(baseUrl: string, pagePath: string): Promise<string[]> {
  const html = await (await fetch(baseUrl + pagePath)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|<script type="module" src="([^"]+)"/g)) {
    urls.add(match[1] ?? match[2] ?? "");
  }
  urls.delete("");
  return [...urls].map((url) => new URL(url, baseUrl).href);
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
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBeforeInteractionGzipKb: number;
  jsAllGzipKb: number;
}

const server = await startSiteServer(repoRoot);
const chrome = await launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

/** One Lighthouse run; a run whose trace failed (e.g. NO_NAVSTART) is tried again, up to 3 times. */
async function audit(url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

// A first, unmeasured run warms the browser and the server's file cache.
await audit(`${server.baseUrl}/`);

const rows: Row[] = [];
try {
  for (const pagePath of pagesToRun) {
    const url = server.baseUrl + pagePath;
    const samples: Omit<Row, "page" | "jsBeforeInteractionGzipKb">[] = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await audit(url);
      const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items = (
        lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] }
      )?.items;
      const scripts = (items ?? []).filter((item) => item.resourceType === "Script").map((item) => item.url);
      const jsAll = (await Promise.all(scripts.map(gzipSize))).reduce((sum, size) => sum + size, 0);
      samples.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        jsAllGzipKb: jsAll / 1024,
      });
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
    const before = await hydrationScripts(server.baseUrl, pagePath);
    const beforeGzip = (await Promise.all(before.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
    rows.push({
      page: pagePath,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcpMs: Math.round(pick("lcpMs")),
      tbtMs: Math.round(pick("tbtMs")),
      cls: Number(pick("cls").toFixed(3)),
      jsBeforeInteractionGzipKb: Number((beforeGzip / 1024).toFixed(1)),
      jsAllGzipKb: Number(pick("jsAllGzipKb").toFixed(1)),
    });
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse ${runs} runs per page, mobile preset, medians (Chromium at ${chromePath}):\n`);
console.table(rows);
await mkdir(path.join(import.meta.dirname, "../results"), { recursive: true });
await writeFile(
  path.join(import.meta.dirname, "../results/lighthouse-web.json"),
  `${JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2)}\n`,
);
