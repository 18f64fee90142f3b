// Framework-free: used by the React hook (use-copy-to-clipboard.ts) and by the public pages'
// script (islands/main.ts), which must not pull React in.

/** Copies with the Clipboard API, or with a hidden text area where that API is missing. */
export async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: try the older way below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand?.("copy") ?? false;
  area.remove();
  if (!copied) throw new Error("The clipboard is not available");
}
