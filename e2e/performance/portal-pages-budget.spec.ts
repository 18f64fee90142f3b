import { openPage, settled, watchRequests } from "../support/app-shell";
import { signedInCandidate, someOpenJob } from "../support/jobs";
import { expect, type Page, test } from "../support/test";

// The budget of the job portal's pages (issue 32, docs/decisions/072-portal-pages-light.md): the
// search, a job page and the candidate's pages load at most 100 KB of JavaScript, compressed as
// the server sends it (brotli to this browser), before the first interaction. Counted in the
// browser: every script the page fetched once the app has hydrated, the session is known and the
// network is quiet, from the Resource Timing entries' compressed body sizes. The 100 KB budget is
// not met yet: React's DOM client and React Router alone are about 98 KB (decision 080), so each
// page holds a ceiling a little above its figure after decision 080 and fails if it grows. What
// loads on use (the chat panel, a toast, the apply dialogs) is fetched later and does not count.

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
    };
  });
}

async function measure(page: Page, path: string) {
  await openPage(page, path);
  await settled(page);
  const { bytes, decoded, files } = await scriptsFetched(page);
  // Served compressed: what came over the wire is well under what the browser ran.
  expect(files.length, `${path} fetched the app's scripts`).toBeGreaterThan(3);
  expect(bytes, `${path}: compressed`).toBeLessThan(decoded / 2);
  const figure = `${path}: ${(bytes / 1024).toFixed(1)} KB compressed in ${files.length} scripts`;
  console.log(figure);
  return { path, bytes, line: figure };
}

/**
 * Each page's ceiling in KB: its figure after decision 080 (sonner on the first toast, modules
 * without side effects dropped) plus about 3 KB. Measured on that build: /search-jobs 176.3,
 * /job/{id} 203.2, /login 169.4, /request-registration 169.8, /view-profile 183.8, /edit-profile
 * 173.0, /saved-jobs 163.8, /my-jobs 172.4. Before it (decision 072's build): 204.4, 213.8,
 * 179.9, 180.4, 194.5, 182.2, 174.6, 200.5, every one over these ceilings. Decision 103 (the
 * level filter and the location box) raised /my-jobs from 176 to 177: it was at 176.0 before, and
 * the job filter's new fields, read by its alert list, make 176.6 (/search-jobs 178.7 → 179.7).
 */
const ceilingsKb: Record<string, number> = {
  "/search-jobs": 180,
  "/job/{id}": 207,
  "/login": 173,
  "/request-registration": 173,
  "/view-profile": 187,
  "/edit-profile": 176,
  "/saved-jobs": 167,
  "/my-jobs": 177,
};
const ceilingOf = (path: string) => ceilingsKb[path.startsWith("/job/") ? "/job/{id}" : path];

test.describe
  .serial("the job portal's script before interaction", () => {
    const figures: { path: string; bytes: number; line: string }[] = [];

    test.beforeAll(async ({ browser }, testInfo) => {
      testInfo.setTimeout(90_000);
      const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
      const job = await someOpenJob(page.request, "engineer");
      watchRequests(page);
      for (const path of ["/search-jobs", `/job/${job.jobId}`, "/login", "/request-registration"])
        figures.push(await measure(page, path));
      // A signed-in candidate's pages (and the search, signed in).
      await signedInCandidate(page);
      for (const path of ["/view-profile", "/edit-profile", "/saved-jobs", "/my-jobs", "/search-jobs"])
        figures.push(await measure(page, path));
      await page.close();
    });

    test("no portal page loads more script before interaction than its ceiling", () => {
      expect(figures).toHaveLength(9);
      const over = figures
        .filter((figure) => figure.bytes > (ceilingOf(figure.path) ?? 0) * 1024)
        .map((figure) => `${figure.line} (ceiling ${ceilingOf(figure.path)} KB)`);
      expect(over, "portal pages over their ceiling").toEqual([]);
    });
  });
