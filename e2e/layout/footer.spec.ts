import { openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

for (const path of ["/", "/login"]) {
  test(`the footer on ${path} has the logo, About Us, quick links, three social links and the current year`, async ({
    page,
  }) => {
    // The browser's clock says 2031: the prerendered page's build year gives way to it.
    await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"));
    await openPage(page, path);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /Automation Controller Systems home/ })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(footer.getByRole("heading", { name: "About Us" })).toBeVisible();

    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await expect(quickLinks).toHaveText(["Home", "Universal Shell", "Jobs", "Contact Us"]);
    const hrefs = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/universal-shell", "/search-jobs", "/contact-us"]);

    const social = footer.getByRole("link", { name: /on (LinkedIn|GitHub|X)$/ });
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    await expect(footer).toContainText("© 2031 Automation Controller Systems. All rights reserved.");
  });
}

test("a footer quick link navigates", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Universal Shell" }).click();
  await expect(page).toHaveURL(/\/universal-shell$/);
  await expect(page.getByRole("heading", { level: 1, name: "Universal Shell" })).toBeVisible();
});

test("the document head preloads the Inter font file the stylesheet uses", async ({ page, request }) => {
  await openPage(page, "/");
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("type", "font/woff2");
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  const href = await preload.getAttribute("href");
  expect(href).toMatch(/^\/assets\/inter-core-wght-400-700-[\w-]+\.woff2$/);
  // The same file the @font-face rule loads, so the preload is used, not fetched twice.
  const stylesheets = await page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const css = await Promise.all(stylesheets.map(async (sheet) => (await request.get(sheet)).text()));
  expect(css.join("\n")).toContain(`url(${href})`);
  expect((await request.get(href ?? "")).status()).toBe(200);
});

test("public pages draw their text in the preloaded core file of Inter and fetch no other font", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  for (const path of ["/", "/universal-shell/api-overview", "/Purchase"]) {
    await openPage(page, path);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      const all: FontFace[] = [];
      document.fonts.forEach((face) => {
        all.push(face);
      });
      return all
        .filter((face) => face.family.replaceAll('"', "") === "Inter" && face.status === "loaded")
        .map((face) => face.unicodeRange);
    });
    // Only the core face (printable ASCII first in its range) has loaded, and it has.
    expect({ path, faces }).toEqual({ path, faces: [expect.stringMatching(/^U\+20-7E,/i)] });
  }
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => !/^\/assets\/inter-core-wght-400-700-[\w-]+\.woff2$/.test(font))).toEqual([]);
});
