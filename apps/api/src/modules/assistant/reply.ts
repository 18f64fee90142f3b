import { sources } from "./markdown.ts";

/** An answer in Markdown, with the pages it comes from. */
export interface Reply {
  markdown: string;
  links: { title: string; url: string }[];
  /** A job search's answer that matched only some of the question's words (the search relaxed them). */
  loose?: boolean;
  /** More than the answer shows, for a language model's context only (a job search's first page). */
  context?: string;
}

export function reply(parts: readonly string[], links: Reply["links"]): Reply {
  return { markdown: [...parts, sources(links)].filter(Boolean).join("\n\n"), links: links.slice(0, 3) };
}

/** The contact form, cited by every answer that sends the visitor to a person. */
export const contactSource = { title: "Contact Us", url: "/contact-us" };
