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

/** Import aliases of a workspace's package.json "imports" (and its tsconfig "paths"): prefix → folder. */
const aliases: Record<string, string> = { "#web/": "apps/web/app/" };

/** The repository path a relative or aliased import points at, or undefined for a package name. */
export function resolveRelative(file: string, specifier: string): string | undefined {
  for (const [alias, folder] of Object.entries(aliases))
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  if (!specifier.startsWith(".")) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/** The package a bare specifier loads ("@scope/name/deep" → "@scope/name"), or undefined for a path or a #alias. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./#]/.test(specifier) || /^[a-z]+:/.test(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
