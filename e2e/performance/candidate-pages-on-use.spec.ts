import type { APIRequestContext } from "@playwright/test";
import { detail } from "../accounts/profile-fixtures";
import { toast } from "../support/accounts";
import { appReady, appState, openQuiet, useWhileTheAppLoads } from "../support/app-on-use";
import { collectBrowserErrors } from "../support/app-shell";
import { axeInBothThemes } from "../support/axe";
import { signedInCandidate, someOpenJob } from "../support/jobs";
import { expect, test } from "../support/test";

// docs/decisions/136-candidate-pages-from-the-server.md: a signed-in candidate's own pages are
// written by the server for their session cookie and fetch no script before the first use, which
// starts the app and is made again on the app's page.

async function saveThroughApi(request: APIRequestContext, accessToken: string, jobId: number) {
  const saved = await request.post("/api/save_job", { data: { accessToken, jobId } });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function savedIds(request: APIRequestContext, accessToken: string): Promise<number[]> {
  const answer = await request.post("/api/saved_jobs", { data: { accessToken } });
  return ((await answer.json()) as { data: { jobId: number }[] }).data.map((job) => job.jobId);
}

test("/saved-jobs: the first HTML lists the person's saved job, no script comes before use, and the first click on Saved removes it", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const { account, accessToken } = await signedInCandidate(page);
  const job = await someOpenJob(page.request, "engineer");
  await saveThroughApi(page.request, accessToken, job.jobId);
  const html = await (await page.request.get("/saved-jobs")).text();
  expect(html).toContain(`data-discover="true">${job.jobTitle}</a></h2>`);
  expect(html).toContain("<span>Saved</span></button>");

  await openQuiet(page, "/saved-jobs");
  const list = page.getByRole("list", { name: "Saved jobs" });
  await expect(list.getByRole("link", { name: job.jobTitle })).toBeVisible();
  // The header's account menu is there before any script too (decision 135's, on this page).
  await expect(page.getByRole("banner").getByRole("button", { name: account.email })).toBeVisible();
  await axeInBothThemes(page, "a signed-in candidate's /saved-jobs, first HTML");
  expect(await appState(page)).toBe("waiting");

  const unsaved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/unsave_job");
  await list.getByRole("button", { name: "Saved" }).click();
  await expect(page.getByText("You have not saved any jobs yet.")).toBeVisible();
  await appReady(page);
  expect((await unsaved).ok()).toBe(true);
  expect(await savedIds(page.request, accessToken)).toEqual([]);

  // Kept: the next first HTML says so, before any script.
  await openQuiet(page, "/saved-jobs");
  await expect(page.getByText("You have not saved any jobs yet.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("/my-jobs: the first HTML has the person's sections and saved job, no script before use, and the first click on Saved removes it", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const { accessToken } = await signedInCandidate(page);
  const job = await someOpenJob(page.request, "engineer");
  await saveThroughApi(page.request, accessToken, job.jobId);

  await openQuiet(page, "/my-jobs");
  const main = page.getByRole("main");
  await expect(main.getByRole("navigation", { name: "Sections of My jobs" })).toBeVisible();
  await expect(main.getByText("You have not applied for any jobs yet.")).toBeVisible();
  const saved = page.getByRole("list", { name: "Saved jobs" });
  await expect(saved.getByRole("link", { name: job.jobTitle })).toBeVisible();
  await axeInBothThemes(page, "a signed-in candidate's /my-jobs, first HTML");
  expect(await appState(page)).toBe("waiting");

  await saved.getByRole("button", { name: "Saved" }).click();
  await expect(main.getByText("You have not saved any jobs yet.")).toBeVisible();
  await appReady(page);
  await expect.poll(() => savedIds(page.request, accessToken)).toEqual([]);
  expect(errors).toEqual([]);
});

test("/view-profile: the first HTML shows the person's profile, no script before use, and the first click on Edit Profile opens the form", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const { account } = await signedInCandidate(page);
  const html = await (await page.request.get("/view-profile")).text();
  expect(html).toContain(`text-slate-900">${account.firstName}</dd>`);

  await openQuiet(page, "/view-profile");
  await expect(detail(page, "First Name")).toHaveText(account.firstName);
  await expect(detail(page, "Email Address")).toHaveText(account.email);
  await expect(page.getByRole("heading", { name: "My applications" })).toBeVisible();
  await axeInBothThemes(page, "a signed-in candidate's /view-profile, first HTML");
  expect(await appState(page)).toBe("waiting");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByLabel("First Name")).toHaveValue(account.firstName);
  expect(errors).toEqual([]);
});

test("/edit-profile: the form comes with the person's values, and what is typed while the app loads is kept and saved", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const { account } = await signedInCandidate(page);
  await openQuiet(page, "/edit-profile");
  await expect(page.getByLabel("First Name")).toHaveValue(account.firstName);
  await expect(page.getByLabel("Company")).toHaveValue(account.company);
  await axeInBothThemes(page, "a signed-in candidate's /edit-profile, first HTML");

  const firstName = page.getByLabel("First Name");
  await useWhileTheAppLoads(page, "/edit-profile", async () => {
    await firstName.fill("Augusta Ada");
    await page.getByLabel("Description").fill("Typed before the app started.");
  });
  await expect(firstName).toHaveValue("Augusta Ada");
  await expect(page.getByLabel("Description")).toHaveValue("Typed before the app started.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/view-profile$/);
  await expect(detail(page, "First Name")).toHaveText("Augusta Ada");
  await expect(detail(page, "Description")).toHaveText("Typed before the app started.");
  expect(errors).toEqual([]);
});
