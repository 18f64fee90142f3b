import { COPY_FEEDBACK_MS } from "@site/contract/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { writeToClipboard } from "./clipboard";

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
