import { collectBrowserErrors, openPage, settled, watchRequests } from "../support/app-shell";
import { signedInCandidate } from "../support/jobs";
import { expect, test } from "../support/test";

// The profile's forms load at their first use (docs/decisions/116-forms-load-on-first-use.md):
// the page shows the same fields without behaviour until then, and nothing typed or pressed
// while the form's code arrives is lost.

test("the delete-account form loads at its first use and keeps what was typed and pressed meanwhile", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  await signedInCandidate(page);
  // The form's chunk is held until the test lets it go: a slow network.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const formChunks: string[] = [];
  await page.route(/\/assets\/delete-account-form-[^/]*\.js$/, async (route) => {
    formChunks.push(route.request().url());
    await held;
    await route.continue();
  });
  const deletions: unknown[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/delete_account") deletions.push(request.postDataJSON());
  });

  watchRequests(page);
  await openPage(page, "/view-profile");
  await settled(page);
  // Nothing of the form's code before the page is used.
  expect(formChunks).toEqual([]);

  const remove = page.getByRole("region", { name: "Delete account" });
  await remove.getByLabel("Current password").fill("not my password");
  await remove.getByLabel("Type DELETE to confirm").pressSequentially("DELE");
  await expect.poll(() => formChunks.length).toBe(1);
  await remove.getByLabel("Type DELETE to confirm").pressSequentially("TE");
  await remove.getByRole("button", { name: "Delete my account" }).click();
  expect(deletions).toEqual([]);

  release();
  // The held press is made on the working form, with what was typed: the server refuses the password.
  await expect(remove.getByText("The password is not correct.")).toBeVisible();
  expect(deletions).toEqual([
    expect.objectContaining({ password: "not my password", confirmation: "DELETE" }),
  ]);
  await expect(remove.getByLabel("Current password")).toBeFocused();
  expect(errors).toEqual([
    "console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});
