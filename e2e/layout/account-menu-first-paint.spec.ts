import type { Locator, Page } from "@playwright/test";
import { createVerifiedAccount } from "../support/accounts";
import { appReady, appState, scriptsFetched } from "../support/app-on-use";
import { collectBrowserErrors, settled, watchRequests } from "../support/app-shell";
import { axeInBothThemes } from "../support/axe";
import { logInThroughApi, signedInCandidate, someOpenJob } from "../support/jobs";
import { expect, test } from "../support/test";

// docs/decisions/135-signed-in-header-at-first-paint.md (issue 32): a signed-in candidate's job
// page, written by the server for their session, carries their account menu in its first HTML; it
// works before the app starts (the head's script), and the app, once started, shows the same one.

/**
 * From the page's first frame on, records each frame's header: the account entry's text when it
 * is displayed (else null), and whether the signed-out links are in the header.
 */
async function recordHeaderFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: { menu: string | null; signedOut: boolean }[] = [];
    (window as { headerFrames?: typeof frames }).headerFrames = frames;
    const look = () => {
      const toggle = document.querySelector<HTMLElement>('[data-site-header] [data-menu="account"] > button');
      const menu = toggle?.closest<HTMLElement>("[data-menu]");
      const shown = menu && getComputedStyle(menu).display !== "none" ? (toggle?.textContent ?? null) : null;
      if (document.querySelector("[data-site-header]"))
        frames.push({
          menu: shown,
          signedOut: document.querySelector("[data-site-header] [data-signed-out-only]") !== null,
        });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}
const headerFrames = (page: Page) =>
  page.evaluate(
    () => (window as { headerFrames?: { menu: string | null; signedOut: boolean }[] }).headerFrames ?? [],
  );

/**
 * The pages the server writes for a signed-in candidate (decisions 133, 134): where each is, and the
 * control whose focus is the first use that starts the app (one the open menu leaves in the page).
 */
const personPages: { name: string; at: (jobId: number) => string; firstUse: (page: Page) => Locator }[] = [
  {
    name: "job page",
    at: (jobId) => `/job/${jobId}`,
    firstUse: (page) => page.getByRole("button", { name: "Save job" }),
  },
  {
    name: "search",
    at: () => "/search-jobs?q=engineer",
    firstUse: (page) => page.getByRole("main").getByLabel("Search jobs"),
  },
];

test.describe("a signed-in candidate's header at first paint on a phone @mobile", () => {
  for (const personPage of personPages)
    test(`${personPage.name}: the Menu opens on the first tap as the page shows, with the account entry, before any script; the app keeps it`, async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page);
      const { account } = await signedInCandidate(page);
      const job = await someOpenJob(page.request, "engineer");
      await recordHeaderFrames(page);
      watchRequests(page);
      await page.goto(personPage.at(job.jobId), { waitUntil: "commit" });
      const menu = page.getByRole("button", { name: "Menu" });
      await expect(menu).toBeVisible();
      await menu.tap();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      const banner = page.getByRole("banner");
      const entry = banner.getByRole("button", { name: account.email });
      await expect(entry).toBeVisible();
      await expect(banner.getByRole("link", { name: "Log in" })).toHaveCount(0);
      await entry.tap();
      await expect(entry).toHaveAttribute("aria-expanded", "true");
      await expect(banner.getByRole("link", { name: "My jobs" })).toHaveAttribute("href", "/my-jobs");
      await expect(banner.getByRole("button", { name: "Log Out" })).toBeVisible();
      await settled(page);
      expect(await scriptsFetched(page), "the account menu needs no script file").toEqual([]);
      expect(await appState(page)).toBe("waiting");
      await axeInBothThemes(
        page,
        `a signed-in candidate's ${personPage.name}, the account menu open before the app`,
      );

      // The header's elements, tagged: hydration keeps them; a mismatch would render new ones.
      await page.evaluate(() => {
        const header = document.querySelector("[data-site-header]") as HTMLElement & { tagged?: boolean };
        header.tagged = true;
      });
      // The first use (the focus reaching a control of the page) starts the app. The focus leaving
      // the account menu closed it, as the app's own menu does; the phone's menu stays open, and
      // the app takes the page over with the same header, whose account menu it then opens.
      await personPage.firstUse(page).focus();
      await expect(entry).toHaveAttribute("aria-expanded", "false");
      await appReady(page);
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await expect(entry).toBeVisible();
      await entry.tap();
      await expect(entry).toHaveAttribute("aria-expanded", "true");
      await expect(banner.getByRole("link", { name: "View Profile" })).toBeVisible();
      expect(
        await page.evaluate(
          () => (document.querySelector("[data-site-header]") as HTMLElement & { tagged?: boolean }).tagged,
        ),
        "the app hydrated the server's header, not a new one",
      ).toBe(true);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      const frames = await headerFrames(page);
      // Never the signed-out links, and once the account entry showed, never without it.
      const first = frames.findIndex((frame) => frame.menu === account.email);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(frames.filter((frame) => frame.signedOut).length).toBe(0);
      expect(frames.slice(first).filter((frame) => frame.menu !== account.email)).toEqual([]);
      console.log(`account entry first shown in frame ${first + 1} of ${frames.length}`);
      expect(errors).toEqual([]);
    });
});

/** Every page the server writes for a candidate's cookie (decisions 133, 134, 136). */
const cookiePersonPages: { name: string; at: (jobId: number) => string }[] = [
  { name: "job page", at: (jobId) => `/job/${jobId}` },
  { name: "search", at: () => "/search-jobs?q=engineer" },
  { name: "saved jobs", at: () => "/saved-jobs" },
  { name: "my jobs", at: () => "/my-jobs" },
  { name: "profile", at: () => "/view-profile" },
  { name: "profile form", at: () => "/edit-profile" },
];

for (const personPage of cookiePersonPages)
  test(`${personPage.name}: another session's token in the browser never shows the cookie's person; the app shows its own`, async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page);
    // The cookie is Ada's (her log-in through the page's requests); the stored token is Grace's.
    const { account: ada } = await signedInCandidate(page);
    const grace = await createVerifiedAccount(page.request);
    const graceToken = await logInThroughApi(page.request, grace);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "site_session")?.value).toBe(graceToken);
    // Ada's cookie again, Grace's token kept: the page is written for Ada.
    const adaToken = await logInThroughApi(page.request, ada);
    await page.evaluate((token) => localStorage.setItem("accessToken", token), graceToken);
    const job = await someOpenJob(page.request, "engineer");
    const at = personPage.at(job.jobId);
    const html = await (await page.request.get(at)).text();
    expect(html).toContain(`>${ada.email}</span>`);
    expect(adaToken).not.toBe(graceToken);

    await recordHeaderFrames(page);
    await page.goto(at);
    const entry = page.getByRole("banner").getByRole("button", { name: grace.email });
    await expect(entry).toBeVisible();
    const frames = await headerFrames(page);
    expect(frames.filter((frame) => frame.menu === ada.email)).toEqual([]);
    await expect(page.getByText(ada.email)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

test("Log Out pressed before the app starts it, and signs out as the app's Log Out does", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const { account } = await signedInCandidate(page);
  const job = await someOpenJob(page.request, "engineer");
  watchRequests(page);
  await page.goto(`/job/${job.jobId}`);
  await settled(page);
  expect(await scriptsFetched(page)).toEqual([]);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: account.email }).click();
  await banner.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "site_session"))
    .toBe(false);
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(errors).toEqual([]);
});
