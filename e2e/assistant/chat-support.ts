import { expect, type Page } from "@playwright/test";

export const greeting = "Hello! How can I assist you today?";
/** The spec's failure reply, with whatever contact address the build carries. */
export const fallbackReply = /^Please reach out to [^\s@]+@[^\s@]+\.[a-z]{2,} further inquiry\.$/i;

export const chatToggle = (page: Page) => page.getByRole("button", { name: "Chat with the AI Agent" });
export const chatPanel = (page: Page) => page.getByRole("dialog", { name: "AI Agent" });
export const chatInput = (page: Page) => chatPanel(page).getByRole("textbox", { name: "Your message" });
export const chatLog = (page: Page) =>
  chatPanel(page).getByRole("log", { name: "Conversation with the AI Agent" });

/** The text of every message, without the screen-reader speaker names. */
export async function messageTexts(page: Page): Promise<string[]> {
  const texts = await chatLog(page).locator("li[data-type]").allTextContents();
  return texts.map((text) => text.replace(/^(AI Agent|You): /, ""));
}

/** Opens the widget and waits until its input has focus. */
export async function openChat(page: Page): Promise<void> {
  await chatToggle(page).click();
  await expect(chatPanel(page)).toBeVisible();
  await expect(chatInput(page)).toBeFocused();
}

/** Types a message, sends it with Enter and waits for the bot's answer to it. */
export async function ask(page: Page, question: string): Promise<void> {
  const messages = chatLog(page).locator("li[data-type]");
  const before = await messages.count();
  await chatInput(page).fill(question);
  await chatInput(page).press("Enter");
  await expect(messages).toHaveCount(before + 2);
  await expect(messages.last()).toHaveAttribute("data-type", "bot");
}

/** Every chat call, plain or streamed, answers `status` with `message`, as a failing or limiting server would. */
export async function chatAnswers(page: Page, status: number, message: string): Promise<void> {
  await page.route("**/api/chat{,/stream}", (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ message }) }),
  );
}
