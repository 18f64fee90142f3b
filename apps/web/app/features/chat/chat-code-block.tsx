import { docsCopy } from "@site/content/docs";
import { useCopyToClipboard } from "../../lib/use-copy-to-clipboard";

/** The docs' names of the code languages an answer may show. */
const languageNames: Record<string, string> = {
  ushell: "Universal Shell",
  python: "Python",
  bash: "Shell",
  json: "JSON",
  ini: "systemd unit",
  text: "Text",
};

/** A code block of an answer, with the docs' Copy button ("Copied!" for 2 seconds). */
export function ChatCodeBlock({ code, lang }: { code: string; lang: string }) {
  const { copied, copy } = useCopyToClipboard();
  const label = languageNames[lang] ?? (lang || "Code");
  return (
    <div className="my-2 overflow-hidden rounded-lg bg-slate-900" data-lang={lang}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-700 bg-slate-800 px-3 py-1">
        <span className="text-xs font-medium text-slate-300">{label}</span>
        <button
          type="button"
          onClick={() => void copy(code)}
          className="rounded px-2 py-0.5 text-xs font-semibold text-slate-100 hover:bg-slate-700"
        >
          {copied ? docsCopy.copied : docsCopy.copy}
        </button>
        <span role="status" className="sr-only">
          {copied ? docsCopy.copiedAnnouncement : ""}
        </span>
      </div>
      {/* Focusable so that keyboard users can scroll long lines. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0} className="overflow-x-auto p-3 text-xs leading-5 whitespace-pre text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}
