/**
 * Finds the code of the documentation's examples: fenced blocks of the Markdown sources, the
 * Universal Shell lines inside them (also inside Python strings), Python calls and
 * `python -m` command lines. Used by the consistency tests (docs-examples.test.ts).
 */

export interface CodeBlock {
  /** Where it comes from, for error messages: "universal-shell/examples". */
  source: string;
  lang: string;
  code: string;
}

export function extractCodeBlocks(source: string, markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const fence = /^```([\w-]*)[^\n]*\n([\s\S]*?)^```\s*$/gm;
  for (const match of markdown.matchAll(fence)) {
    blocks.push({ source, lang: match[1] || "text", code: match[2] ?? "" });
  }
  return blocks;
}

export interface ShellLine {
  target: string;
  operation: string;
  args: { name: string; value: string }[];
  /** Text that is not a name=value argument (an error in a documented example). */
  stray: string[];
}

/** Parses `target operation name=value …`; values may be quoted with " or '. */
export function parseShellLine(line: string): ShellLine | undefined {
  const tokens = [...line.trim().matchAll(/(\w+)=("[^"]*"|'[^']*'|\S+)|("[^"]*"|'[^']*'|\S+)/g)];
  const [target, operation, ...rest] = tokens;
  if (!target || target[3] === undefined || !target[3].includes("@")) return undefined;
  if (!operation || operation[3] === undefined) return undefined;
  const args: ShellLine["args"] = [];
  const stray: string[] = [];
  for (const token of rest) {
    if (token[1] !== undefined && token[2] !== undefined) {
      args.push({ name: token[1], value: token[2].replace(/^(["'])(.*)\1$/, "$2") });
    } else {
      stray.push(token[0]);
    }
  }
  return { target: target[3], operation: operation[3], args, stray };
}

/** The lines of a Universal Shell block, without comments and blank lines. */
export function shellBlockLines(code: string): string[] {
  return code
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The contents of the string literals of Python code (f-strings included). */
export function pythonStrings(code: string): string[] {
  return [...code.matchAll(/(?:\b[fr])?(["'])((?:\\.|(?!\1).)*)\1/g)].map((match) => match[2] ?? "");
}

export interface PythonCall {
  name: string;
  /** True for `.name(…)`, false for `name(…)`. */
  isMethod: boolean;
  keywordArgs: string[];
  positionalArgs: string[];
}

/** Splits at commas that are not inside brackets or strings. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === "\\") {
        current += char + (text[i + 1] ?? "");
        i++;
        continue;
      }
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) depth--;
    else if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  if (current.trim() !== "") parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The argument text of the call whose "(" is at `open`. */
function callArguments(code: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < code.length; i++) {
    const char = code[i] as string;
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return code.slice(open + 1, i);
  }
  throw new Error(`Unbalanced parenthesis in: ${code.slice(open, open + 60)}`);
}

/** Every call in Python code, outside string literals. */
export function pythonCalls(code: string): PythonCall[] {
  const withoutStrings = code.replace(/(?:\b[fr])?(["'])((?:\\.|(?!\1).)*)\1/g, (match) =>
    " ".repeat(match.length),
  );
  const calls: PythonCall[] = [];
  for (const match of withoutStrings.matchAll(/(\.)?\b([A-Za-z_]\w*)\s*\(/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const args = splitTopLevel(callArguments(code, open));
    calls.push({
      name: match[2] as string,
      isMethod: match[1] === ".",
      keywordArgs: args.flatMap((arg) => /^(\w+)\s*=(?!=)/.exec(arg)?.[1] ?? []),
      positionalArgs: args.filter((arg) => !/^(\w+)\s*=(?!=)/.test(arg)),
    });
  }
  return calls;
}

/** `from module import A, B` statements of Python code. */
export function pythonImports(code: string): { module: string; names: string[] }[] {
  return [...code.matchAll(/^from\s+([\w.]+)\s+import\s+(.+)$/gm)].map((match) => ({
    module: match[1] as string,
    names: (match[2] as string).split(",").map((name) => name.trim()),
  }));
}

export interface CommandLine {
  module: string;
  flags: { name: string; value: string | undefined }[];
}

/** `python -m module --flag value …` invocations in shell code or a systemd unit. */
export function pythonCommandLines(code: string): CommandLine[] {
  return [...code.matchAll(/python3?\s+-m\s+([\w.]+)([^\n&;|]*)/g)]
    .filter((match) => match[1] !== "pip")
    .map((match) => ({
      module: match[1] as string,
      flags: [...(match[2] ?? "").matchAll(/--(\w+)(?:\s+(?!--)(\S+))?/g)].map((flag) => ({
        name: flag[1] as string,
        value: flag[2],
      })),
    }));
}
