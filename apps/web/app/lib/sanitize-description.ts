import {
  jobHtmlLinkAttributes,
  jobHtmlLinkSchemes,
  jobHtmlLinkTarget,
  jobHtmlTags,
} from "@site/contract/job-html";
import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

/**
 * The server sanitized the description already when it was posted; the browser does it again
 * (docs/product/product-choices.md), with the same allow-list.
 */
const config = {
  ALLOWED_TAGS: jobHtmlTags,
  ALLOWED_ATTR: jobHtmlLinkAttributes,
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${jobHtmlLinkSchemes.join("|")}):`, "i"),
};

let purifier: Purifier | null = null;

/** A private DOMPurify instance (created on first use, in the browser) whose links open safely. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node instanceof Element) {
      node.setAttribute("target", jobHtmlLinkTarget.target);
      node.setAttribute("rel", jobHtmlLinkTarget.rel);
    }
  });
  purifier = instance;
  return instance;
}

/** Job description HTML that is safe to render: no scripts, handlers or non-http(s) links. */
export function sanitizeDescription(html: string): string {
  return getPurifier().sanitize(html, config);
}
