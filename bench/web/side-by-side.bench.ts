// Our pages beside a stock Starlight build of our own docs content, in one run on one machine
// (not a test: it prints figures, never fails on them). It starts our production server (build
// first: npm run build), writes our docs Markdown into bench/web/starlight, installs Starlight
// from that folder's own lock if needed, builds and serves it, then runs Lighthouse's default
// mobile preset (simulated throttling) BENCH_RUNS times per page on both sites, alternating
// ours and Starlight's run by run so load on the machine falls on both, and prints the medians
// side by side with the ratio ours / Starlight. Run: npm run bench:web:side-by-side -w bench
// Results: bench/results/lighthouse-side-by-side.{json,md}. Decision 051.
// BENCH_BUSY=1 keeps one core busy during all the runs (bench/support/busy-core.ts, as
// bench:startup does): the same background load for both sites, as on a phone doing something
// else. Results then go to bench/results/lighthouse-side-by-side-busy.{json,md}. Decision 072.
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { audit, figuresOf, launchChromium, median, medianFigures } from "./lighthouse-run.ts";
import { startSiteServer } from "./site-server.ts";
import { buildStarlightSite, serveStarlightSite } from "./starlight-site.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Our page and the Starlight page it is set against: a marketing page against Starlight's landing page. */
const defaultPairs = [
  "/=/",
  "/systems-controller=/",
  "/Purchase=/",
  "/Infrastructure-Manager-for-aws=/",
  "/universal-shell/introduction=/universal-shell/introduction/",
  "/automation-controller/introduction=/automation-controller/introduction/",
  "/universal-shell-aws/introduction=/universal-shell-aws/introduction/",
  "/aws-infra-builder/introduction=/aws-infra-builder/introduction/",
  "/universal-shell/api-overview=/universal-shell/api-overview/",
];
const pairs = (process.env.BENCH_PAIRS?.split(",") ?? defaultPairs).map((pair) => {
  const [ours = "/", starlight = "/"] = pair.split("=");
  return { ours, starlight };
});

if (!existsSync(path.join(repoRoot, "apps/web/build/client/index.html"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

/** The load average as an object (an array of numbers would be reformatted by Biome after each run). */
const load = () => {
  const [oneMinute = 0, fiveMinutes = 0, fifteenMinutes = 0] = os
    .loadavg()
    .map((value) => Number(value.toFixed(1)));
  return { oneMinute, fiveMinutes, fifteenMinutes };
};
const loadText = (value: ReturnType<typeof load>) =>
  `${value.oneMinute}, ${value.fiveMinutes}, ${value.fifteenMinutes}`;

/** The inline scripts of a page's HTML (JavaScript only, not JSON data blocks), gzip -9 together. */
async function inlineScriptsGzipKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  let code = "";
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]+)"/.exec(match[1] ?? "")?.[1];
    if (!type || type === "module" || type === "text/javascript") code += match[2] ?? "";
  }
  return Number((gzipSync(Buffer.from(code), { level: 9 }).length / 1024).toFixed(1));
}

interface Sample {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded without any interaction (Lighthouse's network log), gzip -9. */
  jsGzipKb: number;
  jsRequests: number;
}

interface Measured extends Sample {
  url: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
  inlineJsGzipKb: number;
}

const { pages: starlightPages, version: starlightVersion } = await buildStarlightSite();
const ours = await startSiteServer(repoRoot);
const starlight = await serveStarlightSite();
const chrome = await launchChromium(chromePath);
const busy =
  process.env.BENCH_BUSY === "1"
    ? fork(path.join(import.meta.dirname, "../support/busy-core.ts"))
    : undefined;

async function sample(url: string) {
  return figuresOf(await audit(chrome.port, url));
}

async function summarize(url: string, samples: Awaited<ReturnType<typeof sample>>[]): Promise<Measured> {
  const { jsAllGzipKb, ...figures } = medianFigures(samples);
  return {
    url,
    ...figures,
    jsGzipKb: jsAllGzipKb,
    jsRequests: median(samples.map((one) => one.jsRequests)),
    inlineJsGzipKb: await inlineScriptsGzipKb(url),
  };
}

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 1 : null) : Number((a / b).toFixed(2)));

const startedAt = new Date().toISOString();
const loadAtStart = load();
const rows: {
  page: string;
  ours: Measured;
  starlight: Measured;
  ratio: Record<"performance" | "fcp" | "lcp" | "tbt" | "cls" | "js", number | null>;
  loadAverage: ReturnType<typeof load>;
}[] = [];
const starlightCache = new Map<string, Measured>();
try {
  // A first, unmeasured run on each site warms the browser and the servers' file caches.
  await audit(chrome.port, `${ours.baseUrl}/`);
  await audit(chrome.port, `${starlight.baseUrl}/`);
  for (const pair of pairs) {
    if (!starlightPages.includes(pair.starlight))
      console.log(`  ${pair.starlight} is no page of the Starlight site`);
    const ourSamples = [];
    const theirSamples = [];
    const measureTheirs = !starlightCache.has(pair.starlight);
    for (let run = 0; run < runs; run += 1) {
      ourSamples.push(await sample(ours.baseUrl + pair.ours));
      if (measureTheirs) theirSamples.push(await sample(starlight.baseUrl + pair.starlight));
    }
    if (measureTheirs) {
      const measured = await summarize(starlight.baseUrl + pair.starlight, theirSamples);
      starlightCache.set(pair.starlight, { ...measured, url: pair.starlight });
    }
    const mine = { ...(await summarize(ours.baseUrl + pair.ours, ourSamples)), url: pair.ours };
    const theirs = starlightCache.get(pair.starlight) as Measured;
    const row = {
      page: pair.ours,
      ours: mine,
      starlight: theirs,
      ratio: {
        performance: ratio(mine.performance, theirs.performance),
        fcp: ratio(mine.fcpMs, theirs.fcpMs),
        lcp: ratio(mine.lcpMs, theirs.lcpMs),
        tbt: ratio(mine.tbtMs, theirs.tbtMs),
        cls: ratio(mine.cls, theirs.cls),
        js: ratio(mine.jsGzipKb, theirs.jsGzipKb),
      },
      loadAverage: load(),
    };
    rows.push(row);
    console.log(
      `  ${pair.ours}: perf ${mine.performance}/${theirs.performance}, FCP ${mine.fcpMs}/${theirs.fcpMs} ms, LCP ${mine.lcpMs}/${theirs.lcpMs} ms, JS ${mine.jsGzipKb}/${theirs.jsGzipKb} KB (load ${loadText(row.loadAverage)})`,
    );
  }
} finally {
  busy?.kill();
  chrome.kill();
  await starlight.stop();
  await ours.stop();
}
const loadAtEnd = load();

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const times = (value: number | null) => (value === null ? "—" : `${value}×`);
const table = [
  "| page (ours vs Starlight) | perf | FCP | LCP | TBT | CLS | JS before interaction (gzip) | ratio FCP / LCP / JS |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (row) =>
      `| ${row.page} vs ${row.starlight.url} | ${row.ours.performance} vs ${row.starlight.performance} | ` +
      `${seconds(row.ours.fcpMs)} vs ${seconds(row.starlight.fcpMs)} | ${seconds(row.ours.lcpMs)} vs ${seconds(row.starlight.lcpMs)} | ` +
      `${row.ours.tbtMs} vs ${row.starlight.tbtMs} ms | ${row.ours.cls} vs ${row.starlight.cls} | ` +
      `${row.ours.jsGzipKb} KB in ${row.ours.jsRequests} + ${row.ours.inlineJsGzipKb} KB inline vs ` +
      `${row.starlight.jsGzipKb} KB in ${row.starlight.jsRequests} + ${row.starlight.inlineJsGzipKb} KB inline | ` +
      `${times(row.ratio.fcp)} / ${times(row.ratio.lcp)} / ${times(row.ratio.js)} |`,
  ),
].join("\n");
const header =
  `Lighthouse ${runs} runs per page, default mobile preset (simulated throttling), medians; ` +
  `Chromium at ${chromePath}; ${starlightVersion}; ${startedAt}; ` +
  `${busy ? "one core kept busy by bench/support/busy-core.ts during every run (BENCH_BUSY=1)" : "no added load"}. Load average (1, 5, 15 min) ` +
  `${loadText(loadAtStart)} at the start and ${loadText(loadAtEnd)} at the end on ${os.cpus().length} cores: ` +
  "the machine is shared, so single figures are noisy; ours and Starlight's runs alternate, so both see the same load.";

console.log(`\n${header}\n\n${table}\n`);
const results = path.join(import.meta.dirname, "../results");
const resultName = busy ? "lighthouse-side-by-side-busy" : "lighthouse-side-by-side";
await mkdir(results, { recursive: true });
await writeFile(
  path.join(results, `${resultName}.json`),
  `${JSON.stringify({ date: startedAt, runs, busyCore: Boolean(busy), starlight: starlightVersion, cores: os.cpus().length, loadAverage: { start: loadAtStart, end: loadAtEnd }, rows }, null, 2)}\n`,
);
await writeFile(
  path.join(results, `${resultName}.md`),
  `# Our pages beside Starlight (bench:web:side-by-side${busy ? ", one core busy" : ""})\n\n${header}\n\n${table}\n\nJS before interaction: every script file the page loaded with no interaction (Lighthouse's network log), each gzip -9, in N requests; plus the page's inline scripts (gzip -9 together). The ratio's JS is of the files. Ratio: ours / Starlight (above 1: ours is slower or heavier).\n`,
);
