import { openPage, settled, watchRequests } from "../support/app-shell";
import { signedInCandidate, someOpenJob } from "../support/jobs";
import { expect, type Page, test } from "../support/test";

// The budget of the job portal's pages (issue 32, docs/decisions/072-portal-pages-light.md): the
// search, a job page and the candidate's pages load at most 100 KB of JavaScript, compressed as
// the server sends it (brotli to this browser), before the first interaction. Counted in the
// browser: every script the page fetched once the app has hydrated, the session is known and the
// network is quiet, from the Resource Timing entries' compressed body sizes. The 100 KB budget is
// not met yet (172-210 KB, decision 072): this test holds today's figures as a ceiling. What loads on use
// (the chat panel, a form's validation, the apply dialogs) is fetched later and does not count.

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
 * Today's figures with a little room (measured when the budget test was written: /job/{id} 209.5
 * KB, /search-jobs 202.2, /my-jobs 198.4, /view-profile 191.1, /edit-profile 183.0, /login 180.6,
 * /saved-jobs 172.0): the pages may not grow while they do not yet fit the 100 KB budget.
 */
const TODAY_CEILING_BYTES = 215 * 1024;

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

    test("no portal page loads more script before interaction than it did when the budget was set", () => {
      expect(figures).toHaveLength(9);
      const over = figures
        .filter((figure) => figure.bytes > TODAY_CEILING_BYTES)
        .map((figure) => figure.line);
      expect(over, "portal pages over 215 KB").toEqual([]);
    });
  });
