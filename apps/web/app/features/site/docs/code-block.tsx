import { CopyableCode } from "#web/components/copyable-code";

interface CodeBlockProps {
  code: string;
  /** Highlighted at build time: trusted HTML generated from our own Markdown. */
  html: string;
  lang: string;
  label: string;
}

export function CodeBlock({ code, html, lang, label }: CodeBlockProps) {
  return (
    <CopyableCode code={code} lang={lang} label={label} size="regular">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: build-time highlighted HTML of our own sources */}
      <code className={`hljs language-${lang}`} dangerouslySetInnerHTML={{ __html: html }} />
    </CopyableCode>
  );
}
