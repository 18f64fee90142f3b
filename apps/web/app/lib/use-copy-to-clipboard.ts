import { COPY_FEEDBACK_MS } from "@site/contract/constants";
import { useCallback, useEffect, useRef, useState } from "react";

/** Copies with the Clipboard API, or with a hidden text area where that API is missing. */
async function writeToClipboard(text: string): Promise<void> {
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

/** `copied` is true for COPY_FEEDBACK_MS (2000 ms, docs/product/requirements.md §9) after a successful copy. */
export function useCopyToClipboard(feedbackMs: number = COPY_FEEDBACK_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        await writeToClipboard(text);
      } catch {
        return false;
      }
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), feedbackMs);
      return true;
    },
    [feedbackMs],
  );

  return { copied, copy };
}
