import type { Locator, Page } from "@playwright/test";

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page; fails after `max` presses. Only the keyboard moves the focus here.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} was not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}
