import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, packageOf, top, trackedSources } from "./source-imports.ts";

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const manifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(path.join(top, folder, "package.json"), "utf8"));

/** The packages a manifest declares, itself included (a package may import its own exports). */
const declared = (m: Manifest) =>
  new Set([
    m.name,
    ...Object.keys({
      ...m.dependencies,
      ...m.devDependencies,
      ...m.peerDependencies,
      ...m.optionalDependencies,
    }),
  ]);

/** `file`'s imports of packages that `declares` does not list; Node's own modules need no entry. */
function undeclaredImports(file: string, declares: Set<string>, text?: string): string[] {
  return importsOf(file, text).flatMap((specifier) => {
    const name = packageOf(specifier);
    if (!name || builtinModules.includes(name) || declares.has(name)) return [];
    return [name];
  });
}

describe("workspace dependencies", () => {
  it("every workspace, and the root for its own scripts, declares each package it imports", () => {
    const workspaces = manifest("").workspaces ?? [];
    // A tracked package that is no workspace (bench/web/starlight, installed on demand by its
    // benchmark) owns its files too, with its own manifest.
    const standalone = execFileSync("git", ["ls-files", "-z", "*/package.json"], {
      cwd: top,
      encoding: "utf8",
    })
      .split("\0")
      .filter(Boolean)
      .map((file) => path.dirname(file))
      .filter((folder) => !workspaces.includes(folder));
    const owners = ["", ...workspaces, ...standalone].map((folder) => ({
      folder,
      declares: declared(manifest(folder)),
    }));
    const ownerOf = (file: string) =>
      owners
        .filter(({ folder }) => folder === "" || file.startsWith(`${folder}/`))
        .reduce((best, owner) => (owner.folder.length > best.folder.length ? owner : best));
    const missing = new Set(
      trackedSources().flatMap((file) => {
        const owner = ownerOf(file);
        return undeclaredImports(file, owner.declares).map(
          (name) => `${owner.folder || "(root)"}/package.json lacks ${name} (imported by ${file})`,
        );
      }),
    );
    expect([...missing]).toEqual([]);
  });

  it("notices an undeclared package, whatever the import form", () => {
    const declares = new Set(["react", "@site/contract"]);
    const text = [
      'import { z } from "zod";',
      'import type { X } from "@site/content/site";',
      'export { y } from "@tanstack/react-query";',
      'const lazy = () => import("three");',
      'import { useState } from "react";',
      'import { messages } from "@site/contract/messages";',
      'import fs from "node:fs";',
      'import path from "path";',
      'import { local } from "./local.ts";',
    ].join("\n");
    expect(undeclaredImports("apps/web/app/x.ts", declares, text)).toEqual([
      "zod",
      "@site/content",
      "@tanstack/react-query",
      "three",
    ]);
  });
});
