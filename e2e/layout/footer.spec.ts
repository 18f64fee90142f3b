import { expect, test } from "@playwright/test";
import { openPage } from "../support/app-shell";

for (const path of ["/", "/login"]) {
  test(`the footer on ${path} has the logo, About Us, quick links, three social links and 2025`, async ({
    page,
  }) => {
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

    await expect(footer).toContainText("© 2025 Automation Controller Systems");
  });
}

test("a footer quick link navigates", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Universal Shell" }).click();
  await expect(page).toHaveURL(/\/universal-shell$/);
  await expect(page.getByRole("heading", { level: 1, name: "Universal Shell" })).toBeVisible();
});
