import { type Browser, expect, type Page, type Request } from "@playwright/test";
import { islandsReady } from "./test";

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

/**
 * Opens a page and waits until it is interactive: the app hydrated and the session known, or a
 * public page's islands wired (also for a page of a context made by hand, outside the fixture), or
 * a visitor's job page, whose first HTML is complete and starts the app at its first use.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(200);
  await expect(sessionSlot(page)).toBeAttached();
  await islandsReady(page);
  // The job page's first HTML carries the signed-out links, hidden for a visitor holding a token
  // (docs/decisions/104): there, wait until the app knows the session, or, on a signed-in
  // candidate's job page written by the server for them (decision 133), until the page waits for
  // its first use.
  await page.waitForFunction(
    () =>
      (window as { siteIslands?: string }).siteIslands !== undefined ||
      (window as { siteApp?: string }).siteApp === "waiting" ||
      !document.documentElement.hasAttribute("data-signed-in") ||
      document.querySelector("[data-site-header] [data-signed-out-only]") === null,
  );
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

/**
 * `collectBrowserErrors`, on a page that asks for reduced motion: for a test whose axe checks and
 * screenshots must never meet a toast or a dialog halfway through an animation.
 */
export async function collectErrorsWithoutMotion(page: Page): Promise<string[]> {
  const errors = collectBrowserErrors(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  return errors;
}

/**
 * Signs this page in with a session token from the API, stored where the app keeps it before the
 * next page's own scripts run (once per tab, so a later log-out stays logged out). For tests whose
 * subject is not logging in: that has specs of its own with the /login screen.
 */
export async function signInWithToken(page: Page, accessToken: string): Promise<void> {
  await page.addInitScript((token) => {
    if (sessionStorage.getItem("e2e-signed-in")) return;
    localStorage.setItem("accessToken", token);
    sessionStorage.setItem("e2e-signed-in", "1");
  }, accessToken);
}

/**
 * Another person at the site: a page in a browser context of its own, signed in with
 * `accessToken` and opened at `path`, and the browser errors it collects from the start.
 */
export async function signedInPage(
  browser: Browser,
  accessToken: string,
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const errors = collectBrowserErrors(page);
  await signInWithToken(page, accessToken);
  await openPage(page, path);
  return { page, errors };
}

/**
 * Opens the site and stores a session token from the API where the app keeps it, so that the next
 * page opens signed in (signInWithToken does it before the first page instead).
 */
export async function storeSession(page: Page, accessToken: string): Promise<void> {
  await openPage(page, "/");
  await page.evaluate((token) => localStorage.setItem("accessToken", token), accessToken);
}

const requestsInFlight = new WeakMap<Page, { pending: Set<Request>; idle: (() => void)[] }>();

/** Keeps count of the page's requests from now on, for `settled`. Call it before the page loads. */
export function watchRequests(page: Page): void {
  const watch = { pending: new Set<Request>(), idle: [] as (() => void)[] };
  requestsInFlight.set(page, watch);
  const ended = (request: Request) => {
    watch.pending.delete(request);
    if (watch.pending.size > 0) return;
    for (const resolve of watch.idle.splice(0)) resolve();
  };
  page.on("request", (request) => watch.pending.add(request));
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/**
 * For a test that no script of its input ever runs: watches the page's requests (for `settled`)
 * and dismisses every alert, confirm or prompt dialog, counting them. Returns the count so far.
 */
export function watchForDialogs(page: Page): () => number {
  watchRequests(page);
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  return () => dialogs;
}

/**
 * Waits until every request the page started (since `watchRequests`) has ended, then for two
 * animation frames and a task: by then an image's error handler, a frame's load or a handler of
 * the events just sent has run. "Nothing ran" checks wait for this instead of sleeping.
 */
export async function settled(page: Page): Promise<void> {
  const watch = requestsInFlight.get(page);
  if (!watch) throw new Error("settled(page) needs watchRequests(page) before the page loads");
  if (watch.pending.size > 0) await new Promise<void>((resolve) => watch.idle.push(resolve));
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}
