import { writeToClipboard } from "../lib/clipboard";

/** "Copied!" stays this long (docs/product/requirements.md §9). */
const COPY_FEEDBACK_MS = 2000;

/** A code block's copy button: says and announces "Copied!" for a while. */
export function wireCopyButton(button: HTMLButtonElement) {
  const label = button.textContent ?? "";
  const status = button.parentElement?.querySelector<HTMLElement>('[role="status"]');
  let timer: number | undefined;
  button.addEventListener("click", async () => {
    const code = button.closest("[data-lang]")?.querySelector("pre")?.textContent ?? "";
    try {
      await writeToClipboard(code);
    } catch {
      return;
    }
    button.textContent = button.dataset.copiedLabel ?? label;
    if (status) status.textContent = button.dataset.copiedAnnouncement ?? "";
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      button.textContent = label;
      if (status) status.textContent = "";
    }, COPY_FEEDBACK_MS);
  });
}
