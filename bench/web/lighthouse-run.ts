// What both Lighthouse benches share (lighthouse.bench.ts, side-by-side.bench.ts): Debian's
// Chromium, one audit with retries, the figures read off a report, gzip sizes and medians.
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const gzipCache = new Map<string, number>();
/** A file's size gzip -9, fetched once per URL. */
export async function gzipSize(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

/** Headless Debian Chromium with the flags this machine's closed network needs. */
export function launchChromium(chromePath: string) {
  return launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run (default config: mobile, simulated throttling); a failed trace is run again, up to 3 times. */
export async function audit(port: number, url: string): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

/** The scores and timings of one report, and the gzip size of every script the page fetched. */
export async function figuresOf(lhr: Report) {
  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (
    lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const scripts = (items ?? []).filter((item) => item.resourceType === "Script").map((item) => item.url);
  const jsAll = (await Promise.all(scripts.map(gzipSize))).reduce((sum, size) => sum + size, 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsAllGzipKb: jsAll / 1024,
    jsRequests: scripts.length,
  };
}

type Figures = Omit<Awaited<ReturnType<typeof figuresOf>>, "jsRequests">;

/** The medians of several runs' figures, rounded as both benches report them. */
export function medianFigures(samples: readonly Figures[]) {
  const pick = (key: keyof Figures) => median(samples.map((one) => one[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: Math.round(pick("fcpMs")),
    lcpMs: Math.round(pick("lcpMs")),
    tbtMs: Math.round(pick("tbtMs")),
    cls: Number(pick("cls").toFixed(3)),
    jsAllGzipKb: Number(pick("jsAllGzipKb").toFixed(1)),
  };
}
