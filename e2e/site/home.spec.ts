import { openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

const sentence = "Easily Deploy & Manage Software Systems";

test("the hero types its line to the end, with the whole sentence in the HTML from the start", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(sentence.replace("&", "&amp;"));

  await openPage(page, "/");
  const typed = page.getByTestId("typed-text");
  // 39 characters at 40 ms each: about 1.6 s after hydration.
  await expect(typed).toHaveText(sentence, { timeout: 5_000 });
  await expect(page.locator("[data-typed-line]")).toHaveAttribute("data-typed-line", "complete");
  await expect(page.getByRole("heading", { level: 1, name: sentence })).toBeVisible();
});

test("the animated background starts after first paint or falls back to the background colour", async ({
  page,
}) => {
  await openPage(page, "/");
  const background = page.locator("[data-network]");
  await expect(background).toHaveAttribute("data-network", /running|fallback/, { timeout: 10_000 });
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero).toHaveCSS("background-color", "rgb(11, 31, 58)");
});

test.describe("FAQ", () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, "/");
  });

  test("opens one answer at a time with the mouse; clicking the open one closes it", async ({ page }) => {
    const why = page.getByRole("button", { name: "Why should I use the Systems Controller?" });
    const platforms = page.getByRole("button", { name: "Which platforms are supported?" });
    await expect(why).toHaveAttribute("aria-expanded", "false");

    await why.click();
    await expect(why).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("region", { name: "Why should I use the Systems Controller?" }),
    ).toBeVisible();

    await platforms.click();
    await expect(platforms).toHaveAttribute("aria-expanded", "true");
    await expect(why).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.getByText("Cloud, on-premise and hybrid infrastructure, on Windows, Linux and MacOS"),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Why should I use the Systems Controller?" })).toBeHidden();

    await platforms.click();
    await expect(platforms).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "Which platforms are supported?" })).toBeHidden();
  });

  test("works from the keyboard", async ({ page }) => {
    const why = page.getByRole("button", { name: "Why should I use the Systems Controller?" });
    const uses = page.getByRole("button", { name: "What is the Systems Controller used for?" });
    await why.focus();
    await page.keyboard.press("Enter");
    await expect(why).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(uses).toBeFocused();
    await page.keyboard.press("Space");
    await expect(uses).toHaveAttribute("aria-expanded", "true");
    await expect(why).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(uses).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows all content at once: the whole line, no animation, nothing held back", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.getByTestId("typed-text")).toHaveText(sentence);
    await expect(page.getByTestId("typed-cursor")).toHaveCount(0);
    await expect(page.locator("[data-network]")).toHaveCount(0);
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    for (const reveal of await page.locator(".reveal").all()) {
      await expect(reveal).toHaveCSS("opacity", "1");
      await expect(reveal).toHaveCSS("animation-name", "none");
    }
    // Far down the page, without scrolling to it first.
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toHaveCSS("opacity", "1");
  });
});

test("content below the fold is revealed when scrolled to", async ({ page }) => {
  await openPage(page, "/");
  const faq = page.locator(".reveal", {
    has: page.getByRole("heading", { name: "Frequently Asked Questions" }),
  });
  await expect(faq).toHaveAttribute("data-reveal", "pending");
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).not.toHaveAttribute("data-reveal", "pending");
  await expect(faq).toHaveCSS("opacity", "1");
});

test("the header's hamburger menu works at 375 px on the home page @mobile", async ({ page }) => {
  await openPage(page, "/");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("banner").getByRole("link", { name: "Jobs" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Products" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Systems Controller", exact: true }).click();
  await expect(page).toHaveURL(/\/systems-controller$/);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("no marketing page scrolls sideways at 375 px @mobile", async ({ page }) => {
  for (const path of ["/", "/systems-controller", "/Purchase", "/products", "/userinfo", "/contact-us"]) {
    await openPage(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});
