import type { Page } from "@playwright/test";

/** The value shown under a label on /view-profile. */
export function detail(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}
