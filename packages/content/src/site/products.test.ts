import { describe, expect, it } from "vitest";
import { extractCodeBlocks } from "./docs-code-blocks.ts";
import { checkDocExamples } from "./docs-examples.ts";
import { readAllDocSources } from "./docs-sources.ts";
import {
  dataWarehousingCopy,
  infrastructureManagerCopy,
  type LandingPageCopy,
  llmIntegrationsCopy,
} from "./products.ts";
import { systemsControllerCopy } from "./systems-controller.ts";

const pages: [string, LandingPageCopy, string][] = [
  ["Infrastructure Manager for AWS", infrastructureManagerCopy, "json"],
  ["LLM Integrations", llmIntegrationsCopy, "ushell"],
  ["Data Warehousing Integration", dataWarehousingCopy, "python"],
];

/** The clusters the examples name, as a reader's own inventory would define them. */
const inventory = {
  source: "inventory",
  lang: "json",
  code: JSON.stringify({
    nodes: [
      { host: "10.0.3.31", port: 8000, user: "deploy", priv_key_path: "~/.ushell/keys/ops" },
      { host: "10.0.4.41", port: 8000, user: "etl", priv_key_path: "~/.ushell/keys/ops" },
    ],
    clusters: {
      staging: ["deploy@10.0.3.31:8000"],
      extract: ["etl@10.0.4.41:8000"],
      warehouse: ["etl@10.0.4.41:8000"],
    },
  }),
};

describe("the product pages' copy", () => {
  it("gives each page its own steps, connections, example and diagram", () => {
    const titles = (copy: LandingPageCopy) => copy.howItWorks.steps.map((step) => step.title).join("|");
    expect(new Set(pages.map(([, copy]) => titles(copy))).size).toBe(3);
    expect(new Set(pages.map(([, copy]) => copy.example.code)).size).toBe(3);
    expect(new Set(pages.map(([, copy]) => copy.visual.title)).size).toBe(3);
    for (const [name, copy] of pages) {
      expect(copy.howItWorks.steps.length, name).toBeGreaterThanOrEqual(3);
      expect(copy.connects.items.length, name).toBeGreaterThanOrEqual(3);
      expect(Object.keys(copy.visual.labels).length, name).toBeGreaterThanOrEqual(5);
    }
    expect(infrastructureManagerCopy.connects.items.map((item) => item.name)).toEqual([
      "Amazon VPC",
      "Amazon EC2",
      "AWS IAM",
      "AWS Extended Shell",
      "Systems Controller",
    ]);
  });

  it("shows examples that call only documented operations, actions and arguments", () => {
    for (const [name, copy, lang] of pages) {
      const example = { source: name, lang, code: copy.example.code };
      expect(checkDocExamples([inventory, example]), name).toEqual([]);
    }
  });

  it("shows a Systems Controller example on the documentation's own clusters", () => {
    const docs = readAllDocSources().flatMap((source) =>
      extractCodeBlocks(source.sectionId, source.markdown),
    );
    const example = {
      source: "systems-controller",
      lang: "ushell",
      code: systemsControllerCopy.example.code,
    };
    expect(checkDocExamples([...docs, example])).toEqual([]);
    expect(systemsControllerCopy.visual.title).toBe("How the Systems Controller works");
  });

  it("the checker would catch a wrong field in an example", () => {
    const broken = infrastructureManagerCopy.example.code.replace(
      '"cidr_block": "10.20.0.0/16"',
      '"cidr": "x"',
    );
    expect(checkDocExamples([{ source: "x", lang: "json", code: broken }])).toEqual([
      'x (json): create_vpc has no field "cidr"',
      'x (json): create_vpc misses "cidr_block"',
    ]);
  });
});
