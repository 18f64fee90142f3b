import { holdScripts } from "../support/app-on-use";
import { collectBrowserErrors, openPage, sessionSlot } from "../support/app-shell";
import { searchThroughApi } from "../support/jobs";
import { expect, islandsReady, type Page, test } from "../support/test";

const resultsHeading = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 2, name: /job\(s\)/ });
const pageStatus = (page: Page) => page.getByTestId("page-status");
const rows = (page: Page) => page.getByRole("list", { name: "Job results" }).getByRole("listitem");

test.describe("/search-jobs", () => {
  test("lists every open job and pages forward and back", async ({ page, request }) => {
    const errors = collectBrowserErrors(page);
    const all = await searchThroughApi(request, "");
    expect(all.totalPages, "the demo data fills more than one page").toBeGreaterThan(1);
    const secondPage = await searchThroughApi(request, "", 2);

    await openPage(page, "/search-jobs");
    await expect(resultsHeading(page)).toHaveText(`${all.totalCount} job(s)`);
    await expect(pageStatus(page)).toHaveText(`1 / ${all.totalPages}`);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

    await page.getByRole("button", { name: "Next" }).click();
    await expect(pageStatus(page)).toHaveText(`2 / ${all.totalPages}`);
    await expect(page).toHaveURL(/\/search-jobs\?page=2$/);
    await expect(rows(page).first()).toContainText(secondPage.data[0]?.jobTitle ?? "");
    // The page change scrolled to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(pageStatus(page)).toHaveText(`1 / ${all.totalPages}`);
    await expect(rows(page).first()).toContainText(all.data[0]?.jobTitle ?? "");

    // Paging made history entries: Back and Forward follow them.
    await page.goBack();
    await expect(pageStatus(page)).toHaveText(`2 / ${all.totalPages}`);
    await page.goForward();
    await expect(pageStatus(page)).toHaveText(`1 / ${all.totalPages}`);
    expect(errors).toEqual([]);
  });

  test("searches as the user types, on page 1, and the search survives a reload", async ({
    page,
    request,
  }) => {
    const kube = await searchThroughApi(request, "kube");
    expect(kube.totalMatches, "a demo job mentions Kubernetes").toBeGreaterThan(0);

    await openPage(page, "/search-jobs?page=2");
    await expect(pageStatus(page)).toHaveText(/^2 \//);
    await page.getByLabel("Search jobs").fill("kube");
    const header = `${kube.totalMatches} job(s) matched for query: "kube"`;
    await expect(resultsHeading(page)).toHaveText(header);
    await expect(page).toHaveURL(/\/search-jobs\?q=kube$/);
    await expect(pageStatus(page)).toHaveText(`1 / ${kube.totalPages}`);
    await expect(rows(page).first()).toContainText(kube.data[0]?.jobTitle ?? "");

    await page.reload();
    await expect(resultsHeading(page)).toHaveText(header);
    await expect(page.getByLabel("Search jobs")).toHaveValue("kube");
  });

  test("a search typed before the app has started is kept and run", async ({ page, request }) => {
    const kube = await searchThroughApi(request, "kube");
    // The page's scripts wait until the box holds the text: a visitor on a slow phone types into
    // the prerendered page before the app takes it over.
    const scripts = await holdScripts(page);
    await page.goto("/search-jobs", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Search jobs").fill("kube");
    await scripts.release();

    await expect(resultsHeading(page)).toHaveText(`${kube.totalMatches} job(s) matched for query: "kube"`);
    await expect(page.getByLabel("Search jobs")).toHaveValue("kube");
    await expect(page).toHaveURL(/\/search-jobs\?q=kube$/);
  });

  test("says so when nothing matches", async ({ page }) => {
    await openPage(page, "/search-jobs?q=zzqxnomatchzzq");
    await expect(resultsHeading(page)).toHaveText('0 job(s) matched for query: "zzqxnomatchzzq"');
    await expect(page.getByText("No jobs match your search.")).toBeVisible();
  });

  test("on a phone opens a job in a new tab, which leads back to the job search", async ({
    page,
    context,
    request,
  }) => {
    const first = (await searchThroughApi(request, "")).data[0];
    if (!first) throw new Error("no jobs");
    // A wider window opens the job beside the results (list-plus-detail.spec.ts, decision 109).
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, "/search-jobs");

    const opened = context.waitForEvent("page");
    await rows(page).first().getByRole("link").click();
    const tab = await opened;
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(new RegExp(`/job/${first.jobId}$`));
    const title = `${first.jobTitle} at ${first.companyName}`;
    await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(tab).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, "\\$&")} \\|`));

    const ld = JSON.parse((await tab.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "JobPosting", title: first.jobTitle });
    expect(ld.hiringOrganization).toMatchObject({ name: first.companyName });
    expect(new Date(ld.datePosted).toISOString()).toBe(ld.datePosted);

    // The original tab still shows the search.
    await expect(page).toHaveURL(/\/search-jobs$/);
    await tab.getByRole("link", { name: "Back to Job Search" }).first().click();
    await expect(tab).toHaveURL(/\/search-jobs$/);
    await expect(resultsHeading(tab)).toHaveText(/^\d+ job\(s\)$/);
  });

  test('an unknown job answers 404 and says "Error fetching job post" with a way back', async ({ page }) => {
    const response = await page.goto("/job/2147483000");
    expect(response?.status()).toBe(404);
    await expect(sessionSlot(page)).toBeAttached();
    await islandsReady(page);
    await expect(page.getByRole("heading", { name: "Error fetching job post" })).toBeVisible();
    await expect(page.getByText("Job not found")).toBeVisible();
    await page.getByRole("link", { name: "Back to Job Search" }).click();
    await expect(page).toHaveURL(/\/search-jobs$/);
  });
});
