import type { APIRequestContext, Page } from "@playwright/test";
import {
  appReady,
  appState,
  menuOpensWithoutScripts,
  openQuiet,
  scriptsFetched,
  useWhileTheAppLoads,
} from "../support/app-on-use";
import { collectBrowserErrors } from "../support/app-shell";
import { chooseResume } from "../support/applications";
import { axeInBothThemes } from "../support/axe";
import { signedInCandidate, someOpenJob } from "../support/jobs";
import { expect, test } from "../support/test";

// docs/decisions/104-job-page-starts-the-app-on-use.md (issue 32): a visitor's job page fetches no
// script file before they act, once the network is quiet; the header's menu, the links and the
// ways to apply work from the first HTML, and the first press of "Apply by Resume Only" (by mouse
// or keyboard) starts the app and does what it always did, with nothing typed or chosen lost.

/** Opens an open job's page (one that asks no question) as a visitor, quiet: no script file yet. */
async function openAJobQuiet(page: Page, request: APIRequestContext) {
  const job = await someOpenJob(request, "engineer");
  await openQuiet(page, `/job/${job.jobId}`);
  return job;
}

test("the first click on Apply by Resume Only starts the app and applies, with no script fetched before", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const job = await openAJobQuiet(page, request);
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
  const form = page.getByRole("form", { name: "Apply by Resume Only" });
  const email = form.getByLabel("Email for a confirmation (optional)");
  // The app's files are held back until the visitor has chosen and typed.
  await useWhileTheAppLoads(page, `/job/${job.jobId}`, async () => {
    await chooseResume(form);
    await email.click();
    await page.keyboard.type("ada@example.com");
  });
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
  await openAJobQuiet(page, request);
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
  await openAJobQuiet(page, request);
  await page.getByRole("button", { name: "Chat with the AI Agent" }).click();
  await expect(page.getByRole("dialog", { name: "AI Agent" })).toBeVisible();
});

// docs/decisions/133: a signed-in candidate's job page, written by the server for their session
// cookie, starts the app at the first use too.
test("a signed-in candidate's first HTML is theirs, no script comes before their first use, and the first click on Save job saves it", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  await signedInCandidate(page);
  const job = await someOpenJob(page.request, "engineer");
  const html = await (await page.request.get(`/job/${job.jobId}`)).text();
  expect(html).toContain("<span>Save job</span></button>");
  expect(html).toContain(">Apply with my profile</button>");
  expect(html).not.toContain("Sign in to apply with your profile");

  await openQuiet(page, `/job/${job.jobId}`);
  const save = page.getByRole("button", { name: "Save job" });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await axeInBothThemes(page, "a signed-in candidate's job page, first HTML");
  expect(await appState(page)).toBe("waiting");
  // The app shows "Saved" at once and saves meanwhile: the page is opened again once the save is
  // answered (opened before, the server's render raced the save and once showed "Save job").
  const saveAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/save_job");
  await save.click();
  const saved = page.getByRole("button", { name: "Saved" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await appReady(page);
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  expect((await saveAnswered).ok()).toBe(true);

  // Kept: the next first HTML says so, before any script.
  await openQuiet(page, `/job/${job.jobId}`);
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  expect(errors).toEqual([]);
});

test.describe("on a phone @mobile", () => {
  test("the menu opens on the first tap with no script fetched, and the header's Log in comes back to this job", async ({
    page,
    request,
  }) => {
    const job = await openAJobQuiet(page, request);
    await menuOpensWithoutScripts(page, `/login?returnTo=%2Fjob%2F${job.jobId}`);
  });
});
