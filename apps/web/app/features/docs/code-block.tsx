import { docsCopy } from "@site/content/docs";
import { useCopyToClipboard } from "../../lib/use-copy-to-clipboard";

interface CodeBlockProps {
  code: string;
  /** Highlighted at build time: trusted HTML generated from our own Markdown. */
  html: string;
  lang: string;
  label: string;
}

export function CodeBlock({ code, html, lang, label }: CodeBlockProps) {
  const { copied, copy } = useCopyToClipboard();

  return (
    <div className="code-block my-5 overflow-hidden rounded-lg bg-slate-900 shadow-sm" data-lang={lang}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-700 bg-slate-800 px-3 py-1.5">
        <span className="text-xs font-medium tracking-wide text-slate-300">{label}</span>
        <button
          type="button"
          onClick={() => void copy(code)}
          className="rounded px-2 py-1 text-xs font-semibold text-slate-100 hover:bg-slate-700"
        >
          {copied ? docsCopy.copied : docsCopy.copy}
        </button>
        <span role="status" className="sr-only">
          {copied ? docsCopy.copiedAnnouncement : ""}
        </span>
      </div>
      {/* Focusable so that keyboard users can scroll long lines. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0} className="overflow-x-auto p-4 text-sm leading-6 text-slate-100">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: build-time highlighted HTML of our own sources */}
        <code className={`hljs language-${lang}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
