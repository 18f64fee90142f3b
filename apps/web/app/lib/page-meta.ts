import { company, type PageCopy } from "@site/content/site";
import type { MetaDescriptor } from "react-router";

/** The document title and description of a page. */
export function pageMeta(page: PageCopy): MetaDescriptor[] {
  return [{ title: `${page.title} | ${company.name}` }, { name: "description", content: page.description }];
}
