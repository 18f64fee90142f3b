/**
 * Turns the typed catalogues into the Markdown of the reference sections, so the API
 * overview, the tool entries and the actions reference are never written by hand. A Markdown
 * source asks for a part with a marker such as `<!-- generated: shell-commands -->`.
 */
import { infraActions } from "./docs/infra-actions.ts";
import { type ShellCommandDoc, shellCommandCategories, shellCommands } from "./docs/shell-commands.ts";
import { findShellTool, type ToolArg, type ToolMethod } from "./docs/shell-tools.ts";

const markerPattern = /^<!-- generated: ([a-z-]+)(?: ([A-Za-z]+))? -->$/gm;

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function argumentTable(
  args: readonly { name: string; type: string; optional?: boolean; description: string }[],
) {
  if (args.length === 0) return "This operation takes no arguments.";
  const rows = args.map(
    (a) =>
      `| \`${a.name}\` | \`${cell(a.type)}\`${a.optional ? ", optional" : ""} | ${cell(a.description)} |`,
  );
  return ["| Argument | Type | Description |", "| --- | --- | --- |", ...rows].join("\n");
}

function fence(lang: string, code: string): string {
  return `\`\`\`${lang}\n${code}\n\`\`\``;
}

export function commandMarkdown(command: ShellCommandDoc): string {
  return [
    `### \`${command.name}\``,
    command.description,
    argumentTable(command.args),
    `**Returns** \`${command.returnType}\`. Its data: ${command.returns}`,
    fence("ushell", command.example),
  ].join("\n\n");
}

export function shellCommandsMarkdown(): string {
  return shellCommandCategories
    .map((category) => {
      const commands = shellCommands.filter((command) => command.category === category.id);
      return [`## ${category.title}`, category.intro, ...commands.map(commandMarkdown)].join("\n\n");
    })
    .join("\n\n");
}

function methodMarkdown(method: ToolMethod): string {
  return [
    `### \`${method.name}\``,
    method.description,
    argumentTable(method.args),
    `**Returns** \`${method.returnType}\`: ${method.returns}`,
  ].join("\n\n");
}

function constructorMarkdown(name: string, args: readonly ToolArg[]): string {
  const call = `${name}(${args.map((a) => a.name).join(", ")})`;
  return [`Constructor: \`${call}\``, argumentTable(args)].join("\n\n");
}

export function toolMarkdown(name: string): string {
  const tool = findShellTool(name);
  if (!tool) throw new Error(`Unknown tool in a generated marker: ${name}`);
  const flags = tool.constructorArgs.map((a) => `--${a.name}`).join(", ");
  const parts = [
    `## ${tool.name}`,
    tool.description,
    `Import it with \`from ${tool.module} import ${tool.name}\`, or run it with ` +
      `\`python3 -m ${tool.commandLine.module}\` and the flags ${flags}: ${tool.commandLine.description}`,
    constructorMarkdown(tool.name, tool.constructorArgs),
    fence(tool.usage.lang, tool.usage.code),
  ];
  if (tool.extends) {
    parts.push(
      `${tool.name} has every method of ${tool.extends}: ${tool.methods.map((m) => `\`${m.name}\``).join(", ")}.`,
    );
  } else {
    parts.push(...tool.methods.map(methodMarkdown));
  }
  return parts.join("\n\n");
}

export function infraActionsMarkdown(): string {
  return infraActions
    .map((action) =>
      [
        `### \`${action.action}\``,
        action.description,
        argumentTable(action.fields).replace("| Argument |", "| Field |"),
      ].join("\n\n"),
    )
    .join("\n\n");
}

/** Replaces every generated-part marker of a Markdown source with its Markdown. */
export function expandGeneratedParts(markdown: string): string {
  return markdown.replace(markerPattern, (_marker, part: string, argument: string | undefined) => {
    switch (part) {
      case "shell-commands":
        return shellCommandsMarkdown();
      case "infra-actions":
        return infraActionsMarkdown();
      case "tool":
        return toolMarkdown(argument ?? "");
      default:
        throw new Error(`Unknown generated part: ${part}`);
    }
  });
}
