import { collectBrowserErrors, openPage } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";
import {
  ask,
  chatAnswers,
  chatInput,
  chatLog,
  chatPanel,
  chatToggle,
  fallbackReply,
  greeting,
  messageTexts,
  openChat,
} from "./chat-support";

test("the panel's code is fetched only when the widget is opened", async ({ page }) => {
  const panelChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/chat-panel-[^/]*\.js$/.test(request.url())) panelChunks.push(request.url());
  });
  await openPage(page, "/products");
  await expect(chatToggle(page)).toHaveAttribute("aria-expanded", "false");
  await page.waitForLoadState("networkidle");
  expect(panelChunks).toEqual([]);

  await openChat(page);
  expect(panelChunks).toHaveLength(1);
});

test("open the widget, ask a docs question and follow the answer's link", async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await openPage(page, "/");
  await openChat(page);
  await expect(chatToggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(chatToggle(page)).toHaveAttribute(
    "aria-controls",
    (await chatPanel(page).getAttribute("id")) ?? "",
  );
  await expect(chatPanel(page).getByRole("heading", { name: "AI Agent" })).toBeVisible();
  await expect(chatLog(page)).toHaveAttribute("aria-live", "polite");
  expect(await messageTexts(page)).toEqual([greeting]);

  await ask(page, "How do I install the Universal Shell?");
  const messages = chatLog(page).locator("li[data-type]");
  await expect(messages.nth(1)).toHaveAttribute("data-type", "user");
  await expect(messages.nth(1)).toHaveText("You: How do I install the Universal Shell?");
  await expect(chatInput(page)).toHaveValue("");

  const link = messages.nth(2).getByRole("link").first();
  await expect(link).toHaveAttribute("href", /^\/universal-shell\/setup/);
  await link.click();
  await expect(page).toHaveURL(/\/universal-shell\/setup(#.*)?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Universal Shell" })).toBeVisible();
  // In-app navigation keeps the panel and the conversation.
  await expect(chatPanel(page)).toBeVisible();
  await expect(messages).toHaveCount(3);
  expect(errors).toEqual([]);
});

test("blank input is ignored, Escape closes and focus goes back to the toggle", async ({ page }) => {
  let chatCalls = 0;
  page.on("request", (request) => {
    if (["/api/chat", "/api/chat/stream"].includes(new URL(request.url()).pathname)) chatCalls += 1;
  });
  await openPage(page, "/universal-shell");
  await openChat(page);
  await chatInput(page).fill("    ");
  await chatInput(page).press("Enter");
  await chatPanel(page).getByRole("button", { name: "Send" }).click();
  expect(await messageTexts(page)).toEqual([greeting]);
  expect(chatCalls).toBe(0);

  await page.keyboard.press("Escape");
  await expect(chatPanel(page)).toBeHidden();
  await expect(chatToggle(page)).toBeFocused();
  await expect(chatToggle(page)).toHaveAttribute("aria-expanded", "false");

  // Reopening keeps the conversation and puts focus back into the panel.
  await chatToggle(page).press("Enter");
  await expect(chatInput(page)).toBeFocused();
});

test("a failing chat endpoint makes the bot answer with the contact address", async ({ page }) => {
  await chatAnswers(page, 500, "Internal Server Error");
  await openPage(page, "/");
  await openChat(page);
  await ask(page, "What does the Universal Shell do?");
  const reply = chatLog(page).locator("li[data-type]").last();
  expect((await messageTexts(page)).at(-1)).toMatch(fallbackReply);
  await expect(reply.getByRole("link")).toHaveAttribute("href", /^mailto:[^\s@]+@[^\s@]+$/);

  // A network failure reads the same.
  await page.unroute("**/api/chat{,/stream}");
  await page.route("**/api/chat{,/stream}", (route) => route.abort("connectionrefused"));
  await ask(page, "Are you there?");
  expect((await messageTexts(page)).at(-1)).toMatch(fallbackReply);
});

test("a rate-limited answer shows the server's message", async ({ page }) => {
  await chatAnswers(page, 429, "Too many requests, please try again later");
  await openPage(page, "/");
  await openChat(page);
  await ask(page, "pricing");
  expect((await messageTexts(page)).at(-1)).toBe("Too many requests, please try again later");
});

test("axe finds no serious or critical violation with the panel open", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, "/products");
  await openChat(page);
  await ask(page, "How do I install the Universal Shell?");
  expect(await severeAxeViolations(page)).toEqual([]);
});

test("@mobile the panel spans the screen and the toggle never hides the footer's last line", async ({
  page,
}) => {
  await openPage(page, "/");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.getByRole("contentinfo").getByText(/© \d{4} Automation Controller Systems/);
  await expect(copyright).toBeInViewport();
  const toggleBox = await chatToggle(page).boundingBox();
  const textBox = await copyright.boundingBox();
  expect(toggleBox && textBox).toBeTruthy();
  // The toggle stays in the header row at this width (e2e/assistant/toggle-placement.spec.ts), far above.
  if (toggleBox && textBox) expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(textBox.y);

  await openChat(page);
  const panelBox = await chatPanel(page).boundingBox();
  expect(panelBox?.x).toBe(0);
  expect(panelBox?.width).toBe(375);
  await chatPanel(page).getByRole("button", { name: "Close the AI Agent chat" }).click();
  await expect(chatPanel(page)).toBeHidden();
  await expect(chatToggle(page)).toBeFocused();
});
