import { openPage } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

const marketingPages = [
  "/",
  "/products",
  "/Purchase",
  "/userinfo",
  "/systems-controller",
  "/Infrastructure-Manager-for-aws",
  "/LLM-Integrations",
  "/Data-Warehousing-Integration",
  "/submit-inquiry",
  "/contact-us",
];

for (const path of marketingPages) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    // Reduced motion: every section is at full opacity, so contrast is measured on the final look.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, path);
    // Open one FAQ answer so its panel is scanned too.
    const faq = page.getByRole("button", { name: "Which platforms are supported?" });
    if (await faq.count()) await faq.click();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}
