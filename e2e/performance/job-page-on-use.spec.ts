import type { Page, Route } from "@playwright/test";
import { collectBrowserErrors, settled, watchRequests } from "../support/app-shell";
import { chooseResume } from "../support/applications";
import { someOpenJob } from "../support/jobs";
import { expect, test } from "../support/test";

// docs/decisions/104-job-page-starts-the-app-on-use.md (issue 32): a visitor's job page fetches no
// script file before they act, once the network is quiet; the header's menu, the links and the
// ways to apply work from the first HTML, and the first press of "Apply by Resume Only" (by mouse
// or keyboard) starts the app and does what it always did, with nothing typed or chosen lost.

/** The script files the page has fetched so far (Resource Timing). */
function scriptsFetched(page: Page) {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
}

/** Opens the job page as a visitor and waits until the network is quiet. */
async function openQuiet(page: Page, jobId: number) {
  watchRequests(page);
  await page.goto(`/job/${jobId}`);
  await settled(page);
  expect(await scriptsFetched(page), "scripts fetched before any use").toEqual([]);
  expect(await page.evaluate(() => (window as { siteApp?: string }).siteApp)).toBe("waiting");
}

test("the first click on Apply by Resume Only starts the app and applies, with no script fetched before", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const job = await someOpenJob(request, "engineer");
  await openQuiet(page, job.jobId);
  const form = page.getByRole("form", { name: "Apply by Resume Only" });
  await form.getByRole("button", { name: "Apply by Resume Only" }).click();
  // The app's own answer to that press: the form's check, not a reload of the page.
  await expect(form.getByText("Please upload a resume file.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job/${job.jobId}$`));
  expect((await scriptsFetched(page)).length).toBeGreaterThan(3);

  await chooseResume(form);
  await form.getByRole("button", { name: "Apply by Resume Only" }).click();
  await expect(form.getByText("Successfully applied for the job with resume!")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a file chosen and an address typed while the app loads are kept, and Enter then applies", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const job = await someOpenJob(request, "engineer");
  // The app's files are held back until the visitor has chosen and typed.
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.js", (route) => (released ? route.continue() : void held.push(route)));
  await openQuiet(page, job.jobId);
  const form = page.getByRole("form", { name: "Apply by Resume Only" });
  await chooseResume(form);
  const email = form.getByLabel("Email for a confirmation (optional)");
  await email.click();
  await page.keyboard.type("ada@example.com");
  await expect.poll(() => held.length, { message: "the first use asked for the app" }).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { siteApp?: string }).siteApp)).toBe("starting");
  released = true;
  for (const route of held.splice(0)) await route.continue();

  await page.waitForFunction(() => (window as { siteApp?: string }).siteApp === "ready");
  await expect(email).toHaveValue("ada@example.com");
  await expect(email).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByText("Successfully applied for the job with resume!")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a keyboard user's first Enter on Apply by Resume Only does what a click does", async ({
  page,
  request,
}) => {
  const job = await someOpenJob(request, "engineer");
  await openQuiet(page, job.jobId);
  const button = page.getByRole("form", { name: "Apply by Resume Only" }).getByRole("button", {
    name: "Apply by Resume Only",
  });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please upload a resume file.")).toBeVisible();
  await expect(
    page.getByRole("form", { name: "Apply by Resume Only" }).getByLabel("Resume file"),
  ).toBeFocused();
});

test("the first click on the AI Agent's toggle, before the app, opens the chat", async ({
  page,
  request,
}) => {
  const job = await someOpenJob(request, "engineer");
  await openQuiet(page, job.jobId);
  await page.getByRole("button", { name: "Chat with the AI Agent" }).click();
  await expect(page.getByRole("dialog", { name: "AI Agent" })).toBeVisible();
});

test.describe("on a phone @mobile", () => {
  test("the menu opens on the first tap with no script fetched, and the header's Log in comes back to this job", async ({
    page,
    request,
  }) => {
    const job = await someOpenJob(request, "engineer");
    await openQuiet(page, job.jobId);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.tap();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#site-menu")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/login?returnTo=%2Fjob%2F${job.jobId}`,
    );
    await settled(page);
    expect(await scriptsFetched(page), "the menu needs no script file").toEqual([]);
  });
});
