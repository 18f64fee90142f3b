import { openPage, settled, watchRequests } from "../support/app-shell";
import { signedInCandidate, someOpenJob } from "../support/jobs";
import { expect, type Page, test } from "../support/test";

// The budget of the job portal's pages (issue 32, docs/decisions/072-portal-pages-light.md): the
// search, a job page and the candidate's pages load at most 100 KB of JavaScript, compressed as
// the server sends it (brotli to this browser), before the first interaction. Counted in the
// browser: every script the page fetched once the app has hydrated, the session is known and the
// network is quiet, from the Resource Timing entries' compressed body sizes. The 100 KB budget is
// met by a visitor's job page and search, and by the log-in and sign-up pages, which start the app at the first
// use (decisions 104, 124, 128), and held there; the other pages start the app after their first paint, and React's DOM client and React
// Router alone are about 98 KB (decision 080), so each holds a ceiling a little above its figure
// and fails if it grows. What loads on use (the chat panel, a toast, the apply forms' app) is
// fetched later and does not count.

/** The compressed bytes and names of the scripts this page has fetched so far. */
async function scriptsFetched(page: Page) {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (entry) => new URL(entry.name).pathname.endsWith(".js"),
    );
    return {
      bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      decoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      files: scripts.map((entry) => new URL(entry.name).pathname),
      // The page's own inline scripts (the header's, the theme's, the starter): part of the HTML.
      inline: Array.from(document.querySelectorAll("script:not([src])"))
        .filter((script) => !/json|x-deferred-module/.test(script.getAttribute("type") ?? ""))
        .reduce((sum, script) => sum + (script.textContent ?? "").length, 0),
    };
  });
}

async function measure(page: Page, path: string, signedIn = false) {
  await openPage(page, path);
  await settled(page);
  const { bytes, decoded, files, inline } = await scriptsFetched(page);
  const key = keyOf(path, signedIn);
  if (startsOnUse.includes(key)) {
    // A visitor's job page and search start the app at the first use (decisions 104, 124): no
    // script file before.
    expect(files, `${path} fetched no script before interaction`).toEqual([]);
  } else {
    // Served compressed: what came over the wire is well under what the browser ran.
    expect(files.length, `${path} fetched the app's scripts`).toBeGreaterThan(3);
    expect(bytes, `${path}: compressed`).toBeLessThan(decoded / 2);
  }
  const figure =
    `${key.replace("{id}", path.slice(5))}: ${(bytes / 1024).toFixed(1)} KB compressed in ${files.length} scripts` +
    ` (and ${(inline / 1024).toFixed(1)} KB of inline scripts in the HTML, uncompressed)`;
  console.log(figure);
  return { key, bytes, line: figure };
}

/**
 * Decision 104: a visitor's job page fetches no script before the first use (205.4 KB before it,
 * 0 after); its ceiling is 3 KB and it is held to the issue's 100 KB below. The same job page for
 * a signed-in candidate still starts the app after the first paint (205.8 KB). The header's
 * signed-out links on the job page's first HTML added 0.2–0.3 KB to every page (/my-jobs 176.0 →
 * 176.3, over its ceiling of 176, raised to 179).
 *
 * Each page's ceiling in KB: its figure after decision 080 (sonner on the first toast, modules
 * without side effects dropped) plus about 3 KB. Measured on that build: /search-jobs 176.3,
 * /job/{id} 203.2, /login 169.4, /request-registration 169.8, /view-profile 183.8, /edit-profile
 * 173.0, /saved-jobs 163.8, /my-jobs 172.4. Before it (decision 072's build): 204.4, 213.8,
 * 179.9, 180.4, 194.5, 182.2, 174.6, 200.5, every one over these ceilings. Decision 103 (the
 * level filter and the location box) raised /my-jobs from 176 to 177: it was at 176.0 before, and
 * the job filter's new fields, read by its alert list, make 176.6 (/search-jobs 178.7 → 179.7).
 * Decision 114's shared pieces (one loading/failed/empty state with a router link in My
 * applications, the shared form hook, the confirm dialog) brought /view-profile to 188.2 KB in 57
 * scripts, measured on a clean build; its ceiling went from 187 to 189 (issue 32 still wants
 * 100 KB: the change-email and delete-account forms are the next to load only when opened).
 *
 * Decision 116 (forms and signed-in parts load when first used or shown, the head's inline scripts
 * only in the HTML) measured, on one build before and after: a visitor's /search-jobs 182.3 →
 * 171.7 KB (the search signed in 182.4 → 181.6, now a figure of its own), /view-profile 188.2 →
 * 171.0, /saved-jobs 166.9 → 166.7, and 0.4–0.5 KB off every other page (/login 171.1 → 170.7,
 * /request-registration 171.6 → 171.1, /edit-profile 174.6 → 174.1, /my-jobs 177.8 → 176.3, the
 * job page signed in 208.5 → 206.6). Each ceiling is now its figure plus 1 KB, rounded up;
 * /saved-jobs keeps its 167.
 *
 * Decision 124: a visitor's /search-jobs comes from the server with the URL's search rendered and
 * starts the app at the first use, as the job page: 171.9 KB in 45 scripts before, 0 after; its
 * ceiling is 3 KB and it is held to the 100 KB budget. The search signed in keeps its 183.
 *
 * Decision 128: /login and /request-registration, the same forms for everyone, are built complete
 * with the page and start the app at the first use: 171.0 and 171.4 KB (39 scripts each) before, 0 after;
 * each has a 3 KB ceiling and is held to the 100 KB budget.
 *
 * Decision 133: the job page of a signed-in candidate (whose session cookie the log-in set) is
 * written by the server for that person and starts the app at the first use: 3 KB ceiling, held
 * to the 100 KB budget. Its query client's forgetting of the person's answers at the first write
 * added 0.1–0.2 KB to the app's pages: /saved-jobs 167.0 → 167.1, over the 167 it had kept since
 * decision 116; its ceiling is now 168.
 *
 * Decision 134: the search of a signed-in candidate is written by the server for that person and
 * starts the app at the first use: 182.8 KB in 61 scripts before (decision 133's build of main), 0.0 KB in 0 after (11.0 KB inline, as a visitor's); 3 KB ceiling, held
 * to the 100 KB budget.
 *
 * Decision 136: a signed-in candidate's /view-profile, /edit-profile, /saved-jobs and /my-jobs
 * are written by the server for their session and start the app at the first use: 3 KB ceilings,
 * held to the 100 KB budget.
 */
const ceilingsKb: Record<string, number> = {
  "/search-jobs": 3,
  "/search-jobs signed in": 3,
  "/job/{id}": 3,
  "/job/{id} signed in": 3,
  "/login": 3,
  "/request-registration": 3,
  "/view-profile": 3,
  "/edit-profile": 3,
  "/saved-jobs": 3,
  "/my-jobs": 3,
};
/**
 * A page's name in the figures: a job page as /job/{id}, and whether a candidate was signed in
 * (the job page and the search, which a visitor and a candidate see differently).
 */
const keyOf = (path: string, signedIn: boolean) =>
  path.startsWith("/job/")
    ? `/job/{id}${signedIn ? " signed in" : ""}`
    : `${path}${signedIn && path === "/search-jobs" ? " signed in" : ""}`;
/** The budget: no page brought under it may load more (decision 104: a visitor's job page). */
const budgetKb = 100;
const underBudget = [
  "/search-jobs",
  "/job/{id}",
  "/login",
  "/request-registration",
  "/view-profile",
  "/edit-profile",
  "/saved-jobs",
  "/my-jobs",
  "/search-jobs signed in",
  "/job/{id} signed in",
];
/**
 * A visitor's job page (decision 104) and search (decision 124), the ways in (decision 128), a
 * signed-in candidate's job page (decision 133), search (decision 134) and own pages (decision 136)
 * start the app at the first use.
 */
const startsOnUse = [...underBudget];

test.describe
  .serial("the job portal's script before interaction", () => {
    const figures: { key: string; bytes: number; line: string }[] = [];

    test.beforeAll(async ({ browser }, testInfo) => {
      // Ten pages one after the other: a loaded 2-core machine took over 90 s.
      testInfo.setTimeout(180_000);
      const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
      const job = await someOpenJob(page.request, "engineer");
      watchRequests(page);
      for (const path of ["/search-jobs", `/job/${job.jobId}`, "/login", "/request-registration"])
        figures.push(await measure(page, path));
      // A signed-in candidate's pages (and the search, signed in).
      await signedInCandidate(page);
      for (const path of [
        "/view-profile",
        "/edit-profile",
        "/saved-jobs",
        "/my-jobs",
        "/search-jobs",
        `/job/${job.jobId}`,
      ])
        figures.push(await measure(page, path, true));
      await page.close();
    });

    test("no portal page loads more script before interaction than its ceiling", () => {
      expect(figures).toHaveLength(10);
      const over = figures
        .filter((figure) => figure.bytes > (ceilingsKb[figure.key] ?? 0) * 1024)
        .map((figure) => `${figure.line} (ceiling ${ceilingsKb[figure.key]} KB)`);
      expect(over, "portal pages over their ceiling").toEqual([]);
    });

    test("every page brought under the issue's 100 KB stays under it", () => {
      const measured = figures.filter((figure) => underBudget.includes(figure.key));
      expect(measured.map((figure) => figure.key)).toEqual(underBudget);
      const over = measured.filter((figure) => figure.bytes > budgetKb * 1024).map((figure) => figure.line);
      expect(over, `portal pages over ${budgetKb} KB`).toEqual([]);
    });
  });
