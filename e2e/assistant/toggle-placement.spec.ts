import { openPage } from "../support/app-shell";
import { expect, type Page, test } from "../support/test";
import { chatPanel, chatToggle, openChat } from "./chat-support";

/**
 * What the chat toggle covers, as "text or element: what" lines, at the page's current scroll
 * position: every visible line of text (each text node's line boxes) and every image, video and
 * canvas (the hero image, the 3D background) whose box intersects the toggle's box.
 */
async function coveredByToggle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLElement>('button[aria-label="Chat with the AI Agent"]');
    if (!toggle) return ["no chat toggle"];
    const box = toggle.getBoundingClientRect();
    const hits = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.right &&
      rect.right > box.left &&
      rect.top < box.bottom &&
      rect.bottom > box.top;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || toggle.contains(parent) || parent.closest("[hidden], script, style")) continue;
      if (getComputedStyle(parent).visibility === "hidden") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(hits)) covered.push(`text: ${text.slice(0, 60)}`);
    }
    for (const media of Array.from(document.querySelectorAll("img, video, canvas"))) {
      if (hits(media.getBoundingClientRect()))
        covered.push(`${media.tagName.toLowerCase()}: ${media.outerHTML.slice(0, 80)}`);
    }
    return covered;
  });
}

const pages = ["/", "/systems-controller", "/search-jobs", "/universal-shell/introduction"];

for (const path of pages) {
  test(`@mobile at 375 px the chat toggle covers no text or image on ${path}, at any scroll position`, async ({
    page,
  }) => {
    await openPage(page, path);
    if (path === "/search-jobs")
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: /Apply|Posted/ })
          .first(),
      ).toBeVisible();
    await expect(chatToggle(page)).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * fraction));
      expect(await coveredByToggle(page), `${path} scrolled to ${fraction * 100}%`).toEqual([]);
    }
  });
}

test("@mobile the chat toggle sits in the header row and still opens the panel from the keyboard", async ({
  page,
}) => {
  await openPage(page, "/");
  const toggleBox = await chatToggle(page).boundingBox();
  const headerBox = await page.getByRole("banner").boundingBox();
  expect(toggleBox && headerBox).toBeTruthy();
  if (toggleBox && headerBox) {
    expect(toggleBox.y).toBeGreaterThanOrEqual(headerBox.y);
    expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
  }

  await chatToggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(chatPanel(page)).toBeVisible();
  await expect(chatPanel(page).getByRole("textbox", { name: "Your message" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chatPanel(page)).toBeHidden();
  await expect(chatToggle(page)).toBeFocused();

  await openChat(page);
  const panelBox = await chatPanel(page).boundingBox();
  expect(panelBox?.width).toBe(375);
});
