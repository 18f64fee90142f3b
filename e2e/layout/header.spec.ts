import { createVerifiedAccount, logInThroughUi } from "../support/accounts";
import { openPage } from "../support/app-shell";
import { expect, type Page, test } from "../support/test";

/** The header's Products dropdown: its toggle and its Systems Controller link. */
function productsMenu(page: Page) {
  return {
    products: page.getByRole("button", { name: "Products" }),
    systemsController: page
      .getByRole("banner")
      .getByRole("link", { name: "Systems Controller", exact: true }),
  };
}

test.describe("header on desktop", () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, "/products");
  });

  test("shows the logo, the dropdowns, Jobs and, when signed out, Contact Us", async ({ page }) => {
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Automation Controller Systems home/ })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(header.getByRole("button", { name: "Products" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Documentation" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/search-jobs");
    await expect(header.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/submit-inquiry");
    await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("the Products dropdown opens, closes and navigates", async ({ page }) => {
    const { products, systemsController } = productsMenu(page);
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(systemsController).toBeHidden();

    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(systemsController).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Infrastructure Manager for AWS", exact: true }),
    ).toHaveAttribute("href", "/Infrastructure-Manager-for-aws");
    await products.click();
    await expect(systemsController).toBeHidden();

    await products.click();
    await systemsController.click();
    await expect(page).toHaveURL(/\/systems-controller$/);
    await expect(page.getByRole("heading", { level: 1, name: "Systems Controller" })).toBeVisible();
    await expect(products).toHaveAttribute("aria-expanded", "false");
  });

  test("the Documentation dropdown links to the four products' documentation", async ({ page }) => {
    const header = page.getByRole("banner");
    const documentation = header.getByRole("button", { name: "Documentation" });
    await documentation.click();
    await expect(header.getByRole("link", { name: "Automation Controller", exact: true })).toHaveAttribute(
      "href",
      "/automation-controller",
    );
    await expect(header.getByRole("link", { name: "Universal Shell" })).toHaveAttribute(
      "href",
      "/universal-shell",
    );
    await expect(header.getByRole("link", { name: "AWS Extended Shell" })).toHaveAttribute(
      "href",
      "/universal-shell-aws",
    );
    await header.getByRole("link", { name: "AWS Infrastructure Builder" }).click();
    await expect(page).toHaveURL(/\/aws-infra-builder$/);
    await expect(page.getByRole("heading", { level: 1, name: "AWS Infrastructure Builder" })).toBeVisible();
    await expect(documentation).toHaveAttribute("aria-expanded", "false");
  });

  test("only one dropdown is open at a time", async ({ page }) => {
    const { products, systemsController } = productsMenu(page);
    const documentation = page.getByRole("button", { name: "Documentation" });
    await products.click();
    await documentation.click();
    await expect(documentation).toHaveAttribute("aria-expanded", "true");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(systemsController).toBeHidden();
  });

  test("clicking outside closes an open dropdown", async ({ page }) => {
    const { products, systemsController } = productsMenu(page);
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(systemsController).toBeHidden();
  });

  test("Escape closes a dropdown and returns focus to its toggle", async ({ page }) => {
    const documentation = page.getByRole("button", { name: "Documentation" });
    await documentation.click();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("banner").getByRole("link", { name: "Universal Shell" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(documentation).toHaveAttribute("aria-expanded", "false");
    await expect(documentation).toBeFocused();
  });

  test("a dropdown works from the keyboard (Tab, Enter, arrows)", async ({ page }) => {
    const { products, systemsController } = productsMenu(page);
    await page.keyboard.press("Tab"); // skip link
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab"); // logo
    await page.keyboard.press("Tab"); // Products (the hamburger is not displayed on desktop)
    await expect(products).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(systemsController).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/systems-controller$/);
    await expect(products).toHaveAttribute("aria-expanded", "false");
  });

  test("the Jobs link opens the job search", async ({ page }) => {
    await page.getByRole("banner").getByRole("link", { name: "Jobs" }).click();
    await expect(page).toHaveURL(/\/search-jobs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Job Search" })).toBeVisible();
  });
});

test.describe("header when signed in", () => {
  test("shows the e-mail with the account menu instead of Contact Us, and Log Out signs out", async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request);
    await logInThroughUi(page, account);

    // A reload restores the session from the stored token, validated by the server.
    const validated: unknown[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/auth/validate-token")) validated.push(sent.postDataJSON());
    });
    const token = await page.evaluate(() => localStorage.getItem("accessToken"));
    await openPage(page, "/");
    const header = page.getByRole("banner");
    const accountMenu = header.getByRole("button", { name: account.email });
    await expect(accountMenu).toBeVisible();
    expect(validated).toEqual([{ accessToken: token }]);
    await expect(header.getByRole("link", { name: "Contact Us" })).toHaveCount(0);

    await accountMenu.click();
    await expect(page.getByRole("link", { name: "View Profile" })).toHaveAttribute("href", "/view-profile");
    await expect(page.getByRole("link", { name: "Update Profile" })).toHaveAttribute("href", "/edit-profile");
    const loggedOut = page.waitForResponse("**/api/auth/log-out");
    await page.getByRole("button", { name: "Log Out" }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await expect(accountMenu).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    expect((await loggedOut).request().postDataJSON()).toEqual({ accessToken: token });
  });
});

test.describe("header on a phone @mobile", () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, "/");
  });

  test("the hamburger shows and hides the menu; the desktop navigation is hidden", async ({ page }) => {
    const menu = page.getByRole("button", { name: "Menu" });
    const { products } = productsMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-controls", "site-menu");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(products).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#site-menu")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" })).toBeVisible();

    await products.click();
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Infrastructure Manager for AWS", exact: true })
      .click();
    await expect(page).toHaveURL(/\/Infrastructure-Manager-for-aws$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Infrastructure Manager for AWS" }),
    ).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#site-menu")).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("clicking outside closes the menu", async ({ page }) => {
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const box = await page.locator("#site-menu").boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(20, (box?.y ?? 0) + (box?.height ?? 0) + 40);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#site-menu")).toBeHidden();
  });

  test("resizing to desktop closes the menu and its dropdowns", async ({ page }) => {
    const menu = page.getByRole("button", { name: "Menu" });
    const documentation = page.getByRole("button", { name: "Documentation" });
    await menu.click();
    await documentation.click();
    await expect(documentation).toHaveAttribute("aria-expanded", "true");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(documentation).toBeVisible();
    await expect(documentation).toHaveAttribute("aria-expanded", "false");
    // The hamburger is not displayed on desktop, so it is looked up among hidden elements.
    await expect(page.getByRole("button", { name: "Menu", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator("#site-menu")).toBeHidden();
  });
});
