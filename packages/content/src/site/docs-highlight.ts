/**
 * Build-time syntax highlighting of documentation code blocks with highlight.js: the output
 * is static HTML with `hljs-*` classes, so the browser runs no highlighter.
 */

import type { LanguageFn } from "highlight.js";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import ini from "highlight.js/lib/languages/ini";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import { shellCommands } from "./docs/shell-commands.ts";

/** The Universal Shell's own line syntax: target, operation, name=value arguments. */
const ushell: LanguageFn = (api) => ({
  name: "Universal Shell",
  contains: [
    api.HASH_COMMENT_MODE,
    { scope: "title", match: /[\w.{}-]*@[\w.{}|()-]+(?::\d+)?/ },
    { scope: "keyword", match: new RegExp(`\\b(?:${shellCommands.map((c) => c.name).join("|")})\\b`) },
    { scope: "attr", match: /\b[a-z_]+(?==)/ },
    api.QUOTE_STRING_MODE,
    api.APOS_STRING_MODE,
    api.C_NUMBER_MODE,
  ],
});

hljs.registerLanguage("bash", bash);
hljs.registerLanguage("ini", ini);
hljs.registerLanguage("json", json);
hljs.registerLanguage("python", python);
hljs.registerLanguage("ushell", ushell);

const labels: Record<string, string> = {
  bash: "Shell",
  ini: "systemd unit",
  json: "JSON",
  python: "Python",
  ushell: "Universal Shell",
  text: "Text",
};

export function languageLabel(lang: string): string {
  return labels[lang] ?? "Text";
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Highlighted HTML for the inside of a <code> element. */
export function highlightCode(code: string, lang: string): string {
  if (lang !== "text" && hljs.getLanguage(lang)) {
    return hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
  }
  return escapeHtml(code);
}

export const knownLanguages = Object.keys(labels);
