import type { Page } from "@playwright/test";
import { appReady } from "../support/app-on-use";
import { collectBrowserErrors } from "../support/app-shell";
import { someOpenJob } from "../support/jobs";
import { expect, test } from "../support/test";

// docs/decisions/049-search-page-speed.md: a job page's HTML carries its post, and the app, which
// starts after the first paint, takes it over without an error or a visible change.

/**
 * Opens the job page with its ways to apply, then uses it (the e-mail field focused): the app starts
 * at that first use (decision 104) and takes the page over.
 */
async function openAndStartTheApp(page: Page, jobId: number) {
  await page.goto(`/job/${jobId}`);
  await expect(page.getByRole("button", { name: "Apply by Resume Only" })).toBeVisible();
  await page.getByLabel("Email for a confirmation (optional)").focus();
  await appReady(page);
}

test("a job page shows its post before the app runs, and the app takes it over without errors", async ({
  page,
  request,
}) => {
  const job = await someOpenJob(request, "engineer");
  const heading = `${job.jobTitle} at ${job.companyName}`;

  // What the server sends: the post in the HTML, and the app's boot module still inert.
  const html = await (await request.get(`/job/${job.jobId}`)).text();
  expect(html).toContain(`tracking-tight">${heading}</h1>`);
  expect(html).toContain('<script type="text/x-deferred-module">');
  // Complete without the app: the ways to apply too, as a visitor sees them (decision 104).
  expect(html).toContain("data-app-on-use");
  expect(html).toContain(">Apply by Resume Only</button>");
  expect(html).not.toContain('rel="modulepreload"');

  // Without JavaScript the post is there.
  const errors = collectBrowserErrors(page);
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(`/job/${job.jobId}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByTestId("skeleton-post")).toHaveCount(0);
  await page.unroute("**/assets/*.js");
  errors.length = 0;

  // With it, the app renders the same post (its description and the ways to apply) and no error,
  // once the visitor uses the page (it starts the app at the first use, decision 104).
  await openAndStartTheApp(page, job.jobId);
  await expect(page.getByRole("button", { name: "Apply by Resume Only" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toHaveCount(1);
  await expect(page.getByTestId("job-description")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the app takes the post the page carries instead of asking the API again; another job it asks for", async ({
  page,
  request,
}) => {
  const job = await someOpenJob(request, "engineer");
  const other = await someOpenJob(request, "kube");
  expect(other.jobId).not.toBe(job.jobId);
  const asked: number[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/view_job_post")) asked.push(Number(sent.postDataJSON()?.job_id));
  });
  // The app starts at the first use (decision 104): it still takes the page's post.
  await openAndStartTheApp(page, job.jobId);
  await expect(page.getByTestId("job-description")).toBeVisible();
  expect(asked).toEqual([]);

  // A job opened inside the app has no answer in the page: the app asks for it.
  await page.evaluate((path) => {
    history.pushState({}, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, `/job/${other.jobId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `${other.jobTitle} at ${other.companyName}` }),
  ).toBeVisible();
  expect(asked).toEqual([other.jobId]);
});
