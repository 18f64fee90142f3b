import { openPage, settled, watchForDialogs } from "../support/app-shell";
import { expect, test } from "../support/test";
import { ask, chatLog, messageTexts, openChat } from "./chat-support";

const payloads = [`<img src=x onerror=window.__xss=1>`, `<script>window.__xss=1</script>`];

test("markup typed into the chat is shown literally and never runs", async ({ page }) => {
  const dialogs = watchForDialogs(page);
  await openPage(page, "/");
  await openChat(page);
  for (const payload of payloads) {
    await ask(page, payload);
    expect(await messageTexts(page)).toContain(payload);
  }
  await expect(chatLog(page).locator("img, script")).toHaveCount(0);
  await expect(chatLog(page).locator('a[href^="javascript:" i]')).toHaveCount(0);
  await settled(page);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs()).toBe(0);
});
