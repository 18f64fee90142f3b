import { openPage } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { adminOnConsole, consoleSection, uniqueWord } from "../support/console";
import { expect, test } from "../support/test";
import { ask, chatLog, openChat } from "./chat-support";

test("a visitor's thumbs down on an answer shows in the admin's AI Agent screen", async ({ browser }) => {
  // Two people's stories (the visitor's question, the admin's log-in and console): more than the
  // default 30 s on a loaded 2-core machine, like the other multi-step specs.
  test.setTimeout(60_000);
  // The visitor, in a context of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const word = uniqueWord();
  const question = `How do I restart a service called ${word}?`;
  await openPage(visitor, "/universal-shell");
  await openChat(visitor);
  await ask(visitor, question);
  const answer = chatLog(visitor).locator("li[data-type=bot]").last();
  const feedback = answer.getByRole("group", { name: "Was this answer helpful?" });
  await feedback.getByRole("button", { name: "Not helpful" }).click();
  await expect(feedback.getByText("Thanks for your feedback.")).toBeVisible();
  await expect(feedback.getByRole("button", { name: "Not helpful" })).toHaveAttribute("aria-pressed", "true");
  await visitorContext.close();

  // The admin.
  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await adminOnConsole(page);
  await consoleSection(page, "AI Agent");
  await page.getByRole("button", { name: "Thumbs down", pressed: false }).click();
  await expect(page.getByRole("button", { name: "Thumbs down" })).toHaveAttribute("aria-pressed", "true");
  // The list of questions (an ordered list), not the top questions beside it (decision 076).
  const row = page.locator("ol").getByRole("listitem").filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Thumbs down");

  expect(await severeAxeViolations(page)).toEqual([]);
  await adminContext.close();
});
