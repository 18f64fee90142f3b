import { describe, expect, it } from "vitest";
import { shellCommands } from "./docs/shell-commands.ts";
import { shellTools } from "./docs/shell-tools.ts";
import { docSets } from "./docs.ts";
import { type CodeBlock, extractCodeBlocks } from "./docs-code-blocks.ts";
import { checkDocExamples } from "./docs-examples.ts";
import { readAllDocSources } from "./docs-sources.ts";

const sourceBlocks = readAllDocSources().flatMap((source) =>
  extractCodeBlocks(`${source.setId}/${source.sectionId}`, source.markdown),
);

/** Well-formed credentials so that a single checked line can name real nodes and clusters. */
const credentials: CodeBlock = {
  source: "fixture",
  lang: "json",
  code: JSON.stringify({
    nodes: [{ host: "10.0.1.21", port: 8000, user: "deploy", priv_key_path: "~/.ushell/keys/ops" }],
    clusters: { web: ["deploy@10.0.1.21:8000"] },
  }),
};

function problemsOf(lang: string, code: string): string[] {
  return checkDocExamples([credentials, { source: "test", lang, code }]);
}

describe("documentation examples ↔ catalogue", () => {
  it("finds the examples of every section", () => {
    const sources = new Set(sourceBlocks.map((block) => block.source));
    for (const set of Object.values(docSets)) {
      for (const section of set.sections)
        expect(sources, `${set.id}/${section.id}`).toContain(`${set.id}/${section.id}`);
    }
    expect(sourceBlocks.filter((block) => block.lang === "ushell").length).toBeGreaterThan(10);
    expect(sourceBlocks.filter((block) => block.lang === "python").length).toBeGreaterThan(8);
  });

  it("every example calls only documented operations, classes and programs with documented arguments", () => {
    const catalogueExamples: CodeBlock[] = [
      ...shellCommands.map((command) => ({
        source: `catalogue ${command.name}`,
        lang: "ushell",
        code: command.example,
      })),
      ...shellTools.map((tool) => ({
        source: `catalogue ${tool.name}`,
        lang: tool.usage.lang,
        code: tool.usage.code,
      })),
    ];
    expect(checkDocExamples([...sourceBlocks, ...catalogueExamples])).toEqual([]);
  });

  it("uses the spec's parallel syntax, schedules, upkeep and example values", () => {
    const code = sourceBlocks.map((block) => block.code).join("\n");
    expect(code).toMatch(/\b\d+@web \w+/);
    expect(code).toContain('"period": 604800');
    expect(code).toContain('"type": "explicit"');
    expect(code).toContain('"type": "once"');
    expect(code).toContain("reboot timeout=1800");
    expect(code).toContain("--port 8000");
    expect(code).toContain("upkeep_service");
    expect(code).toMatch(/@i-[0-9a-f]+\.pub_ipv4:8000/);
    expect(code).toMatch(/@i-[0-9a-f]+\.priv_ipv4:8000/);
  });
});

describe("the example checker", () => {
  it("accepts a documented line", () => {
    expect(problemsOf("ushell", 'deploy@10.0.1.21:8000 run_cmd command="uptime" timeout=30')).toEqual([]);
  });

  it("rejects an undocumented operation", () => {
    expect(problemsOf("ushell", 'deploy@10.0.1.21:8000 run_command command="uptime"')).toEqual([
      'test (ushell): undocumented operation "run_command"',
    ]);
  });

  it("rejects unknown and missing arguments and a non-numeric timeout", () => {
    expect(problemsOf("ushell", "2@web reboot wait=1800")).toEqual([
      'test (ushell): reboot has no argument "wait"',
      'test (ushell): reboot misses "timeout"',
    ]);
    expect(problemsOf("ushell", "2@web reboot timeout=soon")).toEqual([
      'test (ushell): reboot timeout must be a whole number, not "soon"',
    ]);
  });

  it("rejects a cluster or node that no credentials example defines", () => {
    expect(problemsOf("ushell", "4@mail list_services")).toEqual([
      'test (ushell): cluster of "4@mail" is in no credentials example',
    ]);
    expect(problemsOf("ushell", "root@10.9.9.9:8000 list_services")).toEqual([
      'test (ushell): node "root@10.9.9.9:8000" is in no credentials example',
    ]);
  });

  it("checks operations inside Python workflows, methods and constructors", () => {
    const code = [
      "from universal_shell import ControlNode",
      'control = ControlNode(credentials_path="c.json", verbose=True)',
      "control.run_workflow(workflow=[\"2@web stop_service name='nginx'\"])",
      "control.deploy(target='web')",
      'control.print_schedule({"type": "once"})',
    ].join("\n");
    expect(problemsOf("python", code)).toEqual([
      'test (python): stop_service has no argument "name"',
      'test (python): stop_service misses "service_name"',
      'test (python): ControlNode has no argument "verbose"',
      'test (python): undocumented method "deploy"',
      "test (python): print_schedule: pass arguments by name",
      'test (python): print_schedule misses "schedule"',
    ]);
  });

  it("checks command-line flags and JSON files", () => {
    expect(problemsOf("bash", "python3 -m universal_shell.managed_node --host 0.0.0.0 --port 8000")).toEqual([
      "test (bash): universal_shell.managed_node misses --work_dir",
      "test (bash): universal_shell.managed_node misses --authorized_keys_dir",
    ]);
    expect(
      problemsOf("json", '{"actions": [{"action": "create_vpc", "name": "a", "cidr": "10.0.0.0/16"}]}'),
    ).toEqual(['test (json): create_vpc has no field "cidr"', 'test (json): create_vpc misses "cidr_block"']);
  });
});
