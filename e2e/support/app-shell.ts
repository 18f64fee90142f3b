import { expect, type Page } from "@playwright/test";

/**
 * The header's session-dependent slot is filled only after hydration and session restore.
 * It may sit in the closed mobile menu, hence includeHidden.
 */
export function sessionSlot(page: Page) {
  const header = page.getByRole("banner");
  return header
    .getByRole("link", { name: "Contact Us", includeHidden: true })
    .or(header.getByRole("button", { name: /@|^User$/, includeHidden: true }));
}

/** Opens a page and waits until the app is interactive (hydrated, session known). */
export async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(200);
  await expect(sessionSlot(page)).toBeAttached();
}

/** Collects console errors and uncaught exceptions from the moment it is called. */
export function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
