import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The repository's top folder; every path below is relative to it, with forward slashes. */
export const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

/** Tracked TypeScript and JavaScript sources. */
export function trackedSources(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: top, encoding: "utf8" })
    .split("\0")
    .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(file));
}

/** Every module a file names: static and dynamic imports, re-exports, require() — never strings in code. */
export function importsOf(file: string, text = readFileSync(path.join(top, file), "utf8")): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** Subpath imports (package.json "imports") of a workspace: its prefix, and the folder it names. */
const aliases = [
  { workspace: "apps/api/", prefix: "#api/", folder: "apps/api/src/" },
  { workspace: "apps/web/", prefix: "#web/", folder: "apps/web/app/" },
];

/**
 * The repository path a relative import or a workspace's subpath import (`#api/…`, `#web/…`)
 * points at, or undefined for a package name.
 */
export function resolveRelative(file: string, specifier: string): string | undefined {
  const alias = aliases.find((a) => specifier.startsWith(a.prefix) && file.startsWith(a.workspace));
  if (alias) return alias.folder + specifier.slice(alias.prefix.length);
  if (!specifier.startsWith(".")) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/**
 * The package a bare specifier loads ("@scope/name/deep" → "@scope/name"), or undefined if it is a
 * path or a subpath import ("#api/…", "#web/…").
 */
export function packageOf(specifier: string): string | undefined {
  if (/^[./#]/.test(specifier) || /^[a-z]+:/.test(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
