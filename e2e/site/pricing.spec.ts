import { openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

test("Pricing in the header leads to the plans; a plan's button starts the inquiry naming that plan, also after a reload", async ({
  page,
}) => {
  await openPage(page, "/products");
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/Purchase$/);
  await expect(page.getByRole("heading", { level: 1, name: "Subscription Plans" })).toBeVisible();

  await page
    .getByRole("article", { name: "Enterprise Plan" })
    .getByRole("link", { name: "Get Started with the Enterprise Plan" })
    .click();
  await expect(page).toHaveURL(/\/contact-us\?plan=enterprise$/);
  const message = page.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveValue("I'm interested in the Enterprise Plan.");

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
    "I'm interested in the Enterprise Plan.",
  );
});

test("the Products menu lists every product page", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Products" }).click();
  const links = page.locator("[data-menu='products']").getByRole("link");
  await expect(links).toHaveText([
    "Systems Controller",
    "Infrastructure Manager for AWS",
    "LLM Integrations",
    "Data Warehousing Integration",
    "All products",
  ]);
  await links.filter({ hasText: "Data Warehousing Integration" }).click();
  await expect(page).toHaveURL(/\/Data-Warehousing-Integration$/);
});
