import { KEYWORD_MAX } from "@site/contract/api/jobs";
import { PAGE_MAX } from "@site/contract/fields";

/** A search as it lives in the URL (?q=&page=), so it can be shared and survives a reload. */
export interface SearchState {
  term: string;
  page: number;
}

/** The keyword as the API gets it: trimmed, at most KEYWORD_MAX characters. */
export function normalizeTerm(value: string): string {
  return value.trim().slice(0, KEYWORD_MAX);
}

/** Reads ?q= and ?page=; anything that is not a page number from 1 means page 1. */
export function readSearchState(params: URLSearchParams): SearchState {
  const term = normalizeTerm(params.get("q") ?? "");
  const raw = params.get("page");
  const page = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 1;
  return { term, page: page >= 1 ? Math.min(page, PAGE_MAX) : 1 };
}

/** The query string of a search; an empty term and page 1 are left out. */
export function searchParamsOf({ term, page }: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (term !== "") params.set("q", term);
  if (page > 1) params.set("page", String(page));
  return params;
}
