/**
 * The allow-list for job descriptions: structure and emphasis, links over http(s) and mailto
 * only. The server sanitizes with it when a job is posted and the browser again before showing
 * it (docs/product/product-choices.md), so both read it from here.
 */
export const jobHtmlTags = [
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
];

/** The only attributes kept, all on links. */
export const jobHtmlLinkAttributes = ["href", "title"];

/** The URL schemes a link may use. */
export const jobHtmlLinkSchemes = ["http", "https", "mailto"];

/** What every kept link gets, so it opens in a new tab without access to this page. */
export const jobHtmlLinkTarget = { rel: "noopener noreferrer nofollow", target: "_blank" };
