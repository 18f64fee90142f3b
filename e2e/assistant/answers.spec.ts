import { collectBrowserErrors, openPage, settled, watchForDialogs } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";
import { ask, chatLog, chatPanel, openChat } from "./chat-support";

const lastAnswer = (page: import("../support/test").Page) =>
  chatLog(page).locator("li[data-type=bot]").last();

test("an answer shows the command in a code block with Copy, and a follow-up is understood", async ({
  page,
  context,
}) => {
  const errors = collectBrowserErrors(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPage(page, "/universal-shell");
  await openChat(page);

  await ask(page, "How do I restart a service?");
  const answer = lastAnswer(page);
  await expect(answer).toContainText("Use restart_service: it stops and starts the service.");
  await expect(answer.locator("pre code")).toHaveText(
    'deploy@10.0.1.21:8000 restart_service service_name="nginx"',
  );
  await expect(answer.getByText("---")).toHaveCount(0);

  await answer.getByRole("button", { name: "Copy" }).click();
  await expect(answer.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'deploy@10.0.1.21:8000 restart_service service_name="nginx"',
  );
  await expect(answer.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4_000 });

  // The source links to the doc section, inside the app.
  const source = answer.getByRole("link", { name: "Universal Shell: restart_service" });
  await expect(source).toHaveAttribute("href", "/universal-shell/api-overview#restart_service");

  await ask(page, "and how do I stop it?");
  await expect(lastAnswer(page)).toContainText("Use stop_service: it stops the service.");
  expect(errors).toEqual([]);
});

test("prices come as a table, jobs as a list linking to the job search", async ({ page }) => {
  await openPage(page, "/universal-shell");
  await openChat(page);

  await ask(page, "What are your prices?");
  const table = lastAnswer(page).getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").nth(2)).toHaveText(/Pro Plan\s*\$15\/month/);

  await ask(page, "Do you have jobs in Berlin?");
  const jobs = lastAnswer(page);
  await expect(jobs.getByRole("link", { name: "Kubernetes Platform Engineer" })).toHaveAttribute(
    "href",
    /^\/job\/\d+$/,
  );
  const all = jobs.getByRole("link", { name: "See all jobs matching “Berlin”" });
  await all.click();
  await expect(page).toHaveURL(/\/search-jobs\?q=Berlin$/);
  await expect(page.getByRole("heading", { name: /job\(s\) matched for query: "Berlin"/ })).toBeVisible();
  // The conversation stays open on the new page (its panel loads again with the app there).
  await expect(chatPanel(page)).toBeVisible();

  expect(await severeAxeViolations(page, { include: "[role=dialog]" })).toEqual([]);
});

test("markup, images and javascript: links in an answer never run or load", async ({ page }) => {
  const dialogs = watchForDialogs(page);
  const imageRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("evil.example")) imageRequests.push(request.url());
  });
  await page.route("**/api/chat{,/stream}", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        response: [
          "<img src=x onerror=window.__xss=1><script>window.__xss=1</script>",
          "[click](javascript:window.__xss=1) ![pixel](https://evil.example/p.png) [away](https://evil.example/)",
          "```html\n<script>window.__xss=1</script>\n```",
        ].join("\n\n"),
        links: [],
      }),
    }),
  );
  await openPage(page, "/");
  await openChat(page);
  await ask(page, "show me something");
  await expect(lastAnswer(page)).toContainText("<img src=x onerror=window.__xss=1>");
  await expect(chatPanel(page).locator("img, script, iframe")).toHaveCount(0);
  await expect(lastAnswer(page).getByRole("link")).toHaveCount(0);
  await settled(page);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs()).toBe(0);
  expect(imageRequests).toEqual([]);
});
