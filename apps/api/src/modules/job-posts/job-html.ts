import {
  jobHtmlLinkAttributes,
  jobHtmlLinkSchemes,
  jobHtmlLinkTarget,
  jobHtmlTags,
} from "@site/contract/job-html";
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: jobHtmlTags,
  // rel and target are set by the transform below, never taken from the input.
  allowedAttributes: { a: [...jobHtmlLinkAttributes, "rel", "target"] },
  allowedSchemes: jobHtmlLinkSchemes,
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: sanitizeHtml.simpleTransform("a", jobHtmlLinkTarget) },
};

/** Job description HTML reduced to the allow-list of @site/contract/job-html. */
export function sanitizeJobHtml(html: string): string {
  return sanitizeHtml(html, options);
}
