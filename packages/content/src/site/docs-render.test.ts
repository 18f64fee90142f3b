import { describe, expect, it } from "vitest";
import { shellCommands } from "./docs/shell-commands.ts";
import { type DocSetId, docSets, resolveDocSection } from "./docs.ts";
import { renderDocSection, slugify } from "./docs-render.ts";
import { readAllDocSources, readDocSource } from "./docs-sources.ts";

const resolveDocLink = (setId: DocSetId, sectionId: string) => `/${setId}/${sectionId}`;
const render = (setId: DocSetId, sectionId: string) =>
  renderDocSection(sectionId, readDocSource(setId, sectionId), { resolveDocLink });

describe("documentation sets", () => {
  it("have the spec's sections", () => {
    const ids = (setId: DocSetId) => docSets[setId].sections.map((section) => section.id);
    expect(ids("universal-shell")).toEqual([
      "introduction",
      "setup",
      "examples",
      "api-overview",
      "parallel-processing",
    ]);
    expect(ids("automation-controller")).toEqual([
      "introduction",
      "setup",
      "examples",
      "api-overview",
      "parallel-processing",
    ]);
    expect(ids("universal-shell-aws")).toEqual(["introduction", "examples"]);
    expect(ids("aws-infra-builder")).toEqual(["introduction", "examples"]);
  });

  it("give the Automation Controller its own pages about the Systems Controller, not the Universal Shell's text renamed", () => {
    const intro = readDocSource("automation-controller", "introduction");
    expect(intro.startsWith("The Systems Controller is one place to define, schedule, run and watch")).toBe(
      true,
    );
    expect(intro).not.toContain("The Universal Shell runs");
    for (const section of docSets["automation-controller"].sections) {
      const own = readDocSource("automation-controller", section.id);
      expect(own, section.id).not.toBe(readDocSource("universal-shell", section.id));
      expect(own, section.id).toContain("Systems Controller");
      const codeBlocks = (own.match(/^```/gm)?.length ?? 0) / 2;
      expect(codeBlocks, section.id).toBeGreaterThanOrEqual(section.id === "introduction" ? 1 : 4);
    }
    // The setup covers the spec's credentials node (host or instance_id, port, user, priv_key_path).
    const setup = readDocSource("automation-controller", "setup");
    for (const words of [
      "Install the control node",
      "inventory",
      '"priv_key_path"',
      '"instance_id"',
      "clusters",
    ])
      expect(setup).toContain(words);
  });

  it("link the white paper, the AWS Extended Shell and the AWS Infrastructure Builder, or back to the Universal Shell", () => {
    expect(docSets["universal-shell"].links.map((link) => link.label)).toEqual([
      "White paper (PDF)",
      "AWS Extended Shell",
      "AWS Infrastructure Builder",
    ]);
    expect(docSets["automation-controller"].links.map((link) => link.label)).toEqual([
      "White paper (PDF)",
      "AWS Extended Shell",
      "AWS Infrastructure Builder",
    ]);
    expect(docSets["universal-shell-aws"].links).toEqual([
      { kind: "page", label: "Universal Shell", target: "universalShell" },
    ]);
    expect(docSets["aws-infra-builder"].links).toEqual([
      { kind: "page", label: "Universal Shell", target: "universalShell" },
    ]);
  });

  it("fall back to the introduction for an unknown or missing section", () => {
    const set = docSets["universal-shell"];
    expect(resolveDocSection(set, "setup").id).toBe("setup");
    expect(resolveDocSection(set, "SETUP").id).toBe("setup");
    expect(resolveDocSection(set, "no-such-section").id).toBe("introduction");
    expect(resolveDocSection(set, undefined).id).toBe("introduction");
  });

  it("give every section its own description", () => {
    const descriptions = Object.values(docSets).flatMap((set) =>
      set.sections.map((section) => section.description),
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("rendering", () => {
  it("renders every section with unique, linkable headings and a table of contents", () => {
    for (const source of readAllDocSources()) {
      const section = renderDocSection(source.sectionId, source.markdown, { resolveDocLink });
      const html = section.blocks.map((block) => (block.kind === "html" ? block.html : "")).join("");
      const ids = [...html.matchAll(/<h[23] id="([^"]+)"><a class="heading-link" href="#\1">/g)].map(
        (m) => m[1],
      );
      expect(ids.length, source.sectionId).toBe(section.toc.length);
      expect(new Set(ids).size).toBe(ids.length);
      expect(section.toc.length).toBeGreaterThan(0);
    }
  });

  it("generates the API overview from the catalogue: one entry per command, linkable by its name", () => {
    const section = render("universal-shell", "api-overview");
    const level3 = section.toc.filter((entry) => entry.level === 3).map((entry) => entry.id);
    for (const command of shellCommands) expect(level3).toContain(command.name);
    expect(level3).toEqual(expect.arrayContaining(["run_workflow", "print_schedule", "gen_key_pair"]));
    expect(section.toc.map((entry) => entry.text)).toEqual(
      expect.arrayContaining(["ControlNode", "ManagedNode"]),
    );
    const runCmd = section.search.find((entry) => entry.anchor === "run_cmd");
    expect(runCmd?.text).toContain("timeout");
  });

  it("keeps each code block's source and highlights it at build time", () => {
    const section = render("universal-shell", "introduction");
    const first = section.blocks.find((block) => block.kind === "code");
    expect(first).toMatchObject({ lang: "ushell", label: "Universal Shell" });
    if (first?.kind !== "code") return;
    expect(first.code).toBe(
      'deploy@10.0.1.21:8000 run_cmd command="uptime"\n8@web upkeep_service service_name="nginx"',
    );
    expect(first.html).toContain('<span class="hljs-keyword">run_cmd</span>');
  });

  it("resolves documentation links and escapes raw HTML", () => {
    const section = renderDocSection(
      "x",
      "See [Setup](doc:universal-shell/setup). <script>alert(1)</script>",
      {
        resolveDocLink,
      },
    );
    const html = section.blocks[0]?.kind === "html" ? section.blocks[0].html : "";
    expect(html).toContain('href="/universal-shell/setup"');
    expect(html).toContain("&lt;script&gt;");
  });

  it("rejects a link to a missing section and an unknown code language", () => {
    const strict = (setId: DocSetId, sectionId: string) => {
      if (!docSets[setId]?.sections.some((section) => section.id === sectionId)) throw new Error("unknown");
      return "/";
    };
    expect(() =>
      renderDocSection("x", "[a](doc:universal-shell/nope)", { resolveDocLink: strict }),
    ).toThrow();
    expect(() => renderDocSection("x", "```cobol\nDISPLAY 'HI'.\n```", { resolveDocLink })).toThrow(/cobol/);
  });

  it("slugifies headings, keeping underscores", () => {
    expect(slugify("run_cmd")).toBe("run_cmd");
    expect(slugify("Two programs: ControlNode and ManagedNode")).toBe(
      "two-programs-controlnode-and-managednode",
    );
  });
});
