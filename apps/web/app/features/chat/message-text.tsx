import { Link } from "react-router";
import { parseLinks } from "./parse-links";

const linkClass = "font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900";

/**
 * A bot answer as React elements: its Markdown links, bare URLs and e-mail addresses become
 * links, everything else stays text (React escapes it), so no answer is ever parsed as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {parseLinks(text).map((segment, index) => {
        // Segments never reorder, so their position is a stable key.
        const key = index;
        if (segment.kind === "internal") {
          return (
            <Link key={key} to={segment.to} className={linkClass}>
              {segment.text}
            </Link>
          );
        }
        if (segment.kind === "external") {
          const web = !segment.href.startsWith("mailto:");
          return (
            <a
              key={key}
              href={segment.href}
              className={linkClass}
              {...(web ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {segment.text}
            </a>
          );
        }
        return <span key={key}>{segment.text}</span>;
      })}
    </>
  );
}
