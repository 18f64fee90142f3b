import { CopyableCode } from "#web/components/copyable-code";

/** The docs' names of the code languages an answer may show. */
const languageNames: Record<string, string> = {
  ushell: "Universal Shell",
  python: "Python",
  bash: "Shell",
  json: "JSON",
  ini: "systemd unit",
  text: "Text",
};

/** A code block of an answer, with the docs' Copy button. */
export function ChatCodeBlock({ code, lang }: { code: string; lang: string }) {
  return (
    <CopyableCode code={code} lang={lang} label={languageNames[lang] ?? (lang || "Code")} size="compact">
      <code>{code}</code>
    </CopyableCode>
  );
}
