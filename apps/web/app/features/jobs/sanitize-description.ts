import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

/**
 * The tags and attributes a job description may use. The server sanitized it already when it
 * was posted; the browser does it again (decisions.md), with the same allow-list.
 */
const config = {
  ALLOWED_TAGS: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "a",
    "blockquote",
    "code",
    "pre",
    "hr",
  ],
  ALLOWED_ATTR: ["href", "title"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

let purifier: Purifier | null = null;

/** A private DOMPurify instance (created on first use, in the browser) whose links open safely. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node instanceof Element) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow");
    }
  });
  purifier = instance;
  return instance;
}

/** Job description HTML that is safe to render: no scripts, handlers or non-http(s) links. */
export function sanitizeDescription(html: string): string {
  return getPurifier().sanitize(html, config);
}
