import { createVerifiedAccount, logInThroughUi, toast } from "../support/accounts";
import { openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

test.describe("/login with a stored access token", () => {
  test("a valid token leads to /view-profile", async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    const logIn = await request.post("/api/auth/log-in", {
      data: { inputEmail: account.email, password: account.password },
    });
    const { accessToken } = (await logIn.json()) as { accessToken: string };

    await openPage(page, "/");
    await page.evaluate((token) => localStorage.setItem("accessToken", token), accessToken);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/view-profile$/);
    await expect(page.getByRole("banner").getByRole("button", { name: account.email })).toBeVisible();
  });

  test('an invalid token is removed with "Session expired. Please login again."', async ({ page }) => {
    await openPage(page, "/");
    await page.evaluate(() => localStorage.setItem("accessToken", "no-longer-valid"));
    await page.goto("/login");
    await expect(toast(page, "Session expired. Please login again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" })).toBeVisible();
  });
});

test('the Login button reads "Logging in..." and is disabled while the server answers', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/log-in", async (route) => {
    // Hold the real request until the busy state has been seen, then let it through.
    await held;
    await route.continue();
  });
  await openPage(page, "/login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Login" }).click();
  const busy = page.getByRole("button", { name: "Logging in..." });
  await expect(busy).toBeDisabled();
  release();
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
});

// Decision 130: the session cookie the server will read when it renders the person's pages.
test("logging in sets the session cookie, which the page's scripts cannot read; logging out clears it", async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request);
  await logInThroughUi(page, account);
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name === "site_session")).toEqual([
    expect.objectContaining({ value: token, path: "/", httpOnly: true, sameSite: "Lax", secure: false }),
  ]);
  expect(await page.evaluate(() => document.cookie)).not.toContain("site_session");

  const loggedOut = page.waitForResponse("**/api/auth/log-out");
  await page.getByRole("banner").getByRole("button", { name: account.email }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await loggedOut;
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("site_session");
});
