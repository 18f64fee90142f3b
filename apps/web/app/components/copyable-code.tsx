import { docsCopy } from "@site/content/site/docs";
import type { ReactNode } from "react";
import { useCopyToClipboard } from "../lib/use-copy-to-clipboard";

const sizes = {
  // The docs' code blocks.
  regular: {
    frame: "code-block my-5 shadow-sm",
    bar: "py-1.5",
    label: "tracking-wide",
    button: "py-1",
    pre: "p-4 text-sm leading-6",
  },
  // The AI Agent's answers, in the narrow chat panel.
  compact: {
    frame: "my-2",
    bar: "py-1",
    label: "",
    button: "py-0.5",
    pre: "p-3 text-xs leading-5 whitespace-pre",
  },
};

interface CopyableCodeProps {
  /** The text the Copy button copies. */
  code: string;
  lang: string;
  label: string;
  size: keyof typeof sizes;
  /** The `<code>` element shown. */
  children: ReactNode;
}

/** A code block with its language and a Copy button ("Copied!" for 2 seconds, announced). */
export function CopyableCode({ code, lang, label, size, children }: CopyableCodeProps) {
  const { copied, copy } = useCopyToClipboard();
  const classes = sizes[size];
  return (
    <div className={`${classes.frame} overflow-hidden rounded-lg bg-slate-900 scheme-light`} data-lang={lang}>
      <div
        className={`flex items-center justify-between gap-2 border-b border-slate-700 bg-slate-800 px-3 ${classes.bar}`}
      >
        <span className={`text-xs font-medium text-slate-300 ${classes.label}`}>{label}</span>
        <button
          type="button"
          data-copy-button=""
          data-copied-label={docsCopy.copied}
          data-copied-announcement={docsCopy.copiedAnnouncement}
          onClick={() => void copy(code)}
          className={`rounded px-2 text-xs font-semibold text-slate-100 hover:bg-slate-700 ${classes.button}`}
        >
          {copied ? docsCopy.copied : docsCopy.copy}
        </button>
        <span role="status" className="sr-only">
          {copied ? docsCopy.copiedAnnouncement : ""}
        </span>
      </div>
      {/* Focusable so that keyboard users can scroll long lines. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0} className={`overflow-x-auto text-slate-100 ${classes.pre}`}>
        {children}
      </pre>
    </div>
  );
}
