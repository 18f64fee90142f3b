import { readFile } from "node:fs/promises";
import { openPage } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { adminOnConsole, consoleSection, uniqueWord } from "../support/console";
import { expect, type Page, test } from "../support/test";
import { ask, chatLog, chatPanel, openChat } from "./chat-support";

/** axe's serious and critical findings in the light theme and then the dark one. */
async function inBothThemes(page: Page, include?: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(
      ...(await severeAxeViolations(page, include ? { include } : {})).map((v) => `${colorScheme} ${v}`),
    );
  }
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

test("a visitor asks a starter question, then hands the conversation to a person; the inquiry carries it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openPage(visitor, "/universal-shell");
  await openChat(visitor);
  const starters = chatPanel(visitor).getByRole("list", { name: "Suggested questions" });
  await expect(starters.getByRole("button")).toHaveText([
    "How do I install the Universal Shell?",
    "How do I restart a service?",
    "How do I run a command on many servers at once?",
  ]);
  await starters.getByRole("button", { name: "How do I restart a service?" }).click();
  const messages = chatLog(visitor).locator("li[data-type]");
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(1)).toContainText("How do I restart a service?");
  await expect(messages.last()).toContainText("restart_service");
  // The suggestions are for an empty conversation only.
  await expect(starters).toHaveCount(0);

  await chatPanel(visitor).getByRole("button", { name: "Talk to a person" }).click();
  const form = chatPanel(visitor).getByRole("form", { name: "Talk to a person" });
  const word = uniqueWord();
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill(word);
  await form.getByLabel("E-mail").fill(`handover-${word}@example.com`);
  await form.getByLabel("Anything to add? (optional)").fill("Please call me back <b>soon</b>");
  expect(await inBothThemes(visitor, "[role=dialog]")).toEqual([]);
  await form.getByRole("button", { name: "Send to our team" }).click();
  await expect(chatPanel(visitor).getByRole("status").filter({ hasText: "Thank you." })).toHaveText(
    "Thank you. A person from our team will answer you by e-mail.",
  );
  await expect(form).toHaveCount(0);
  await visitorContext.close();

  // The site's inbox: the inquiry in the console, with the conversation as its message.
  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await adminOnConsole(page);
  await consoleSection(page, "Inquiries");
  const inquiry = page.getByRole("listitem").filter({ hasText: `Grace ${word}` });
  await expect(inquiry).toContainText("The visitor asked the AI Agent to talk to a person.");
  await expect(inquiry).toContainText("Page: /universal-shell");
  await expect(inquiry).toContainText("Note: Please call me back <b>soon</b>");
  await expect(inquiry).toContainText("Visitor: How do I restart a service?");
  await expect(inquiry).toContainText("AI Agent: Use `restart_service`");
  await adminContext.close();
});

test("the docs team's console: counts, top questions, a period, and a CSV export", async ({ browser }) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const word = uniqueWord();
  // A question the agent declines, starting with a formula sign: the export must neutralise it.
  const question = `=HYPERLINK("x") weather of ${word}`;
  await openPage(visitor, "/universal-shell");
  await openChat(visitor);
  await ask(visitor, question);
  const answer = chatLog(visitor).locator("li[data-type=bot]").last();
  await answer.getByRole("button", { name: "Not helpful" }).click();
  await expect(answer.getByText("Thanks for your feedback.")).toBeVisible();
  await visitorContext.close();

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const page = await adminContext.newPage();
  await adminOnConsole(page);
  await consoleSection(page, "AI Agent");
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Last 7 days" });
  const summary = page.getByRole("region", { name: "Summary of the period" });
  await expect(summary).toBeVisible();
  for (const name of ["Questions", "Low-confidence answers", "Not answered", "Thumbs down"])
    await expect(summary.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Top questions" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pages cited most" })).toBeVisible();

  await page.getByRole("button", { name: "Thumbs down", pressed: false }).click();
  // The list of questions (an ordered list), not the top questions beside it.
  const row = page.locator("ol").getByRole("listitem").filter({ hasText: question });
  await expect(row).toContainText("Not answered");
  await expect(row).toContainText("Confidence 0.00");
  await row.getByText("Answer", { exact: true }).click();
  await expect(row).toContainText("I could not find an answer to that in our documentation or pages.");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ai-agent-questions-down-7d-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("asked_at,question,answer,declined,confidence,confidence_basis,vote,sources");
  const line = lines.find((l) => l.includes(word)) ?? "";
  expect(line).toContain(`,"'=HYPERLINK(""x"") weather of ${word}",`);
  expect(line).toContain(",yes,0.00,declined,down,");
  await expect(page.getByRole("status").filter({ hasText: /^Exported \d+ question\(s\)\.$/ })).toBeVisible();

  expect(await inBothThemes(page)).toEqual([]);
  await adminContext.close();
});
