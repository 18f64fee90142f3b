import { KEYWORD_MAX } from "@site/contract/api/jobs";
import { PAGE_MAX } from "@site/contract/fields";
import { describe, expect, it } from "vitest";
import { readSearchState, searchParamsOf } from "./search-params";

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe("search state in the URL", () => {
  it("reads the term and the page", () => {
    expect(read("q=kube&page=3")).toEqual({ term: "kube", page: 3 });
    expect(read("")).toEqual({ term: "", page: 1 });
  });

  it("trims the term and keeps it within the API's limit", () => {
    expect(read("q=%20%20devops%20")).toEqual({ term: "devops", page: 1 });
    expect(read(`q=${"a".repeat(KEYWORD_MAX + 50)}`).term).toHaveLength(KEYWORD_MAX);
  });

  it.each(["0", "-1", "abc", "1e3", "2.5", ""])("reads page=%j as page 1", (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });

  it("caps the page at the API's maximum", () => {
    expect(read(`page=${PAGE_MAX * 10}`).page).toBe(PAGE_MAX);
  });

  it("writes only what differs from the default", () => {
    expect(searchParamsOf({ term: "", page: 1 }).toString()).toBe("");
    expect(searchParamsOf({ term: '"site reliability"', page: 2 }).toString()).toBe(
      "q=%22site+reliability%22&page=2",
    );
  });
});
