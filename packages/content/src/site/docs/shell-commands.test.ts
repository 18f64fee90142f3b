import { describe, expect, it } from "vitest";
import { parseShellLine } from "../docs-code-blocks.ts";
import { shellCommands } from "./shell-commands.ts";
import { findShellTool } from "./shell-tools.ts";

// docs/product/requirements.md §9, "Documented shell commands (name: args)", verbatim.
const specCommands =
  "run_cmd: command, optional timeout; run_script: script_path, optional timeout; reboot: timeout; " +
  "start_service, status_service, stop_service, restart_service, upkeep_service, delete_service: service_name; " +
  "create_service and create_onboot_service: service_name, command; list_services and list_processes: none; " +
  "search_processes: query; start_process: command; select_process and kill_process: process_id; " +
  "list_dir: dir_path; remote_copy_file, remote_copy_dir, local_copy_file, local_copy_dir: local_path, remote_path; " +
  "mk_file: file_path; mk_dir: dir_path; copy_file, copy_dir, mv_file, mv_dir: source_path, destination_path; " +
  "rm_file: file_path; rm_dir: dir_path";

/** name → { required, optional } argument names, as the spec lists them. */
function parseSpec(text: string): Map<string, { required: string[]; optional: string[] }> {
  const commands = new Map<string, { required: string[]; optional: string[] }>();
  for (const entry of text.split(";")) {
    const [names = "", args = ""] = entry.split(":").map((part) => part.trim());
    const argList = args === "none" ? [] : args.split(",").map((arg) => arg.trim());
    const signature = {
      required: argList.filter((arg) => !arg.startsWith("optional ")),
      optional: argList
        .filter((arg) => arg.startsWith("optional "))
        .map((arg) => arg.replace("optional ", "")),
    };
    for (const name of names
      .split(/,|\band\b/)
      .map((part) => part.trim())
      .filter(Boolean)) {
      commands.set(name, signature);
    }
  }
  return commands;
}

describe("the shell command catalogue", () => {
  const spec = parseSpec(specCommands);

  it("reads 30 commands from the spec", () => {
    expect(spec.size).toBe(30);
  });

  it("has exactly the spec's commands", () => {
    expect(shellCommands.map((command) => command.name).sort()).toEqual([...spec.keys()].sort());
  });

  for (const [name, signature] of parseSpec(specCommands)) {
    it(`documents ${name} with the spec's arguments`, () => {
      const command = shellCommands.find((candidate) => candidate.name === name);
      expect(command).toBeDefined();
      if (!command) return;
      expect(command.argNames).toEqual([...signature.required, ...signature.optional]);
      expect(command.optionalArgs).toEqual(signature.optional);
      expect(command.argTypes).toHaveLength(command.argNames.length);
      expect(command.returnType).toBe("dict");
      expect(command.description.length).toBeGreaterThan(10);
      expect(command.args.every((arg) => arg.description.length > 5)).toBe(true);
    });
  }

  it("gives every command an example that calls that command", () => {
    for (const command of shellCommands) {
      expect(parseShellLine(command.example)?.operation, command.name).toBe(command.name);
    }
  });

  it("documents the spec's example values: reboot waits 1800 s, ManagedNode listens on 8000", () => {
    expect(shellCommands.find((command) => command.name === "reboot")?.example).toContain("timeout=1800");
    expect(findShellTool("ManagedNode")?.usage.code).toContain("--port 8000");
  });
});

describe("the documented programs (docs/product/requirements.md §7)", () => {
  it("ControlNode has run_workflow, print_schedule and gen_key_pair", () => {
    expect(findShellTool("ControlNode")?.methods.map((method) => method.name)).toEqual([
      "run_workflow",
      "print_schedule",
      "gen_key_pair",
    ]);
  });

  it("ManagedNode takes host, port, work_dir and authorized_keys_dir", () => {
    expect(findShellTool("ManagedNode")?.constructorArgs.map((arg) => arg.name)).toEqual([
      "host",
      "port",
      "work_dir",
      "authorized_keys_dir",
    ]);
  });

  it("AwsControlNode extends ControlNode; AwsInfraBuilder takes a credentials path and an actions JSON path", () => {
    expect(findShellTool("AwsControlNode")?.extends).toBe("ControlNode");
    expect(findShellTool("AwsInfraBuilder")?.constructorArgs.map((arg) => arg.name)).toEqual([
      "credentials_path",
      "actions_path",
    ]);
  });

  it("every method returns a dictionary", () => {
    for (const name of ["ControlNode", "AwsControlNode", "AwsInfraBuilder"]) {
      for (const method of findShellTool(name)?.methods ?? []) expect(method.returnType).toBe("dict");
    }
  });
});
