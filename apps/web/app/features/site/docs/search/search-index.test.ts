import { describe, expect, it } from "vitest";
import { loadSearchIndex, searchDocs } from "./search-index";
import { tokenize } from "./search-options";

describe("docs search", () => {
  it("keeps identifiers whole and also splits them", () => {
    expect(tokenize("Run run_cmd, then upkeep_service.")).toEqual([
      "run",
      "run_cmd",
      "run",
      "cmd",
      "then",
      "upkeep_service",
      "upkeep",
      "service",
    ]);
  });

  it("finds run_cmd's reference entry first", async () => {
    const index = await loadSearchIndex();
    const [first] = searchDocs(index, "run_cmd");
    expect(first).toMatchObject({
      set: "universal-shell",
      section: "api-overview",
      anchor: "run_cmd",
      title: "run_cmd",
    });
  });

  it("searches every documentation set, by words and prefixes", async () => {
    const index = await loadSearchIndex();
    expect(searchDocs(index, "AwsInfraBuilder").map((hit) => hit.set)).toContain("aws-infra-builder");
    expect(searchDocs(index, "pub_ipv4").map((hit) => hit.set)).toContain("universal-shell-aws");
    expect(searchDocs(index, "upkee")[0]?.anchor).toBe("upkeep_service");
    expect(searchDocs(index, "recurring 604800").length).toBeGreaterThan(0);
    expect(searchDocs(index, "   ")).toEqual([]);
    expect(searchDocs(index, "zzzzqqq")).toEqual([]);
  });
});
