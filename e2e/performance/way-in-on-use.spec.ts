import { createVerifiedAccount, newCandidate, signUpFields, toast } from "../support/accounts";
import {
  appState,
  menuOpensWithoutScripts,
  openQuiet,
  scriptsFetched,
  useWhileTheAppLoads,
} from "../support/app-on-use";
import { collectBrowserErrors } from "../support/app-shell";
import { axeInBothThemes } from "../support/axe";
import { expect, test } from "../support/test";

// docs/decisions/128-way-in-pages-start-the-app-on-use.md (issue 32): /login and
// /request-registration are the same forms for everyone, complete in their first HTML, and fetch
// no script file before the visitor acts; the first use starts the app, which keeps what was
// typed and where the cursor was, and does what was pressed, as it always did.

test("the log-in form is in the first HTML, its e-mail field has the cursor, and no script is fetched before use", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const html = await (await page.request.get("/login")).text();
  expect(html).toMatch(/<section class="[^"]*" data-app-on-use="">/);
  expect(html).toMatch(/<input id="[^"]+" [^>]*type="password"[^>]*name="password"\/>/);
  await openQuiet(page, "/login");
  await expect(page.getByLabel("Email")).toBeFocused();
  // The cursor placed by the page itself is no use: still no app.
  expect(await appState(page)).toBe("waiting");
  await axeInBothThemes(page, "the log-in page's first HTML");
  expect(await scriptsFetched(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("an e-mail and a password typed while the app loads are kept, and Enter logs in", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const account = await createVerifiedAccount(request);
  const password = page.getByLabel("Password");
  await useWhileTheAppLoads(page, "/login", async () => {
    await page.keyboard.type(account.email);
    await password.click();
    await page.keyboard.type(account.password);
  });
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(password).toHaveValue(account.password);
  await expect(password).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, `${account.firstName} logged in successfully!`)).toBeVisible();
  await expect(page).toHaveURL(/\/search-jobs$/);
  expect(errors).toEqual([]);
});

test("by keyboard alone: typed, tabbed and Enter pressed while the app loads, it logs in once the app is there", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const account = await createVerifiedAccount(request);
  await useWhileTheAppLoads(page, "/login", async () => {
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(account.password);
    await page.keyboard.press("Enter");
  });
  await expect(toast(page, `${account.firstName} logged in successfully!`)).toBeVisible();
  await expect(page).toHaveURL(/\/search-jobs$/);
  expect(errors).toEqual([]);
});

test("the first click on Login starts the app and answers it (the form's own check)", async ({ page }) => {
  await openQuiet(page, "/login");
  await page.getByLabel("Email").fill("ada.example.com");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Invalid email address.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await scriptsFetched(page)).length).toBeGreaterThan(3);
});

test("the page's returnTo is carried on by its ways in before any script", async ({ page }) => {
  await openQuiet(page, "/login?returnTo=%2Fjob%2F3");
  await expect(page.getByRole("main").getByRole("link", { name: "Sign up" })).toHaveAttribute(
    "href",
    "/request-registration?returnTo=%2Fjob%2F3",
  );
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign up", includeHidden: true })).toHaveAttribute(
    "href",
    "/request-registration?returnTo=%2Fjob%2F3",
  );
  // Not a path of this site: carried on by neither the page nor the app.
  await openQuiet(page, "/request-registration?returnTo=%2F%2Fevil.example");
  await expect(page.getByRole("main").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
});

test("the sign-up form typed while the app loads is kept, and its Sign Up registers", async ({ page }) => {
  const errors = collectBrowserErrors(page);
  const account = newCandidate();
  const html = await (await page.request.get("/request-registration")).text();
  expect(html).toMatch(/<section class="[^"]*" data-app-on-use="" data-app-at-once="verify">/);
  const values = signUpFields(account);
  await useWhileTheAppLoads(page, "/request-registration", async () => {
    for (const [label, value] of values) {
      await page.getByLabel(label, { exact: true }).click();
      await page.keyboard.type(value);
    }
  });
  for (const [label, value] of values)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(toast(page, "Registration successful! Please verify your email.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Email Verification" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the first press of Resend Token starts the app and opens its dialog; axe finds nothing serious before", async ({
  page,
}) => {
  await openQuiet(page, "/request-registration");
  await axeInBothThemes(page, "the sign-up page's first HTML");
  await page.getByRole("button", { name: "Resend Token" }).click();
  await expect(page.getByRole("dialog", { name: "Resend Token" })).toBeVisible();
});

test.describe("on a phone @mobile", () => {
  test("the menu opens on the first tap with no script fetched, on both ways in", async ({ page }) => {
    await openQuiet(page, "/login?returnTo=%2Fsearch-jobs");
    await menuOpensWithoutScripts(page, "/login?returnTo=%2Fsearch-jobs");
    await openQuiet(page, "/request-registration");
    await menuOpensWithoutScripts(page, "/login");
  });
});
