// `npm start` itself (scripts/start.mjs), run as a process on a copy of the launcher in a folder
// of its own: an `npm` that records its arguments stands in for the web build, and a one-line
// API for the server. After a source changed it builds before the server starts; on a fresh
// build it does not build at all (decision 069; this test: decision 081).
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root: string, relative: string, text: string, at?: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (at !== undefined) utimesSync(full, at, at);
}

/** A site with a web build made at t=2000 s and a source last changed at `sourceAt`. */
function site(sourceAt: number): string {
  const root = mkdtempSync(path.join(tmpdir(), "npm-start-"));
  roots.push(root);
  for (const file of ["scripts/start.mjs", "scripts/web-build-freshness.ts", "apps/api/node-flags.ts"]) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(root, file));
  }
  write(root, "apps/api/node-flags.json", JSON.stringify({ flags: [] }));
  write(root, "apps/api/src/main.ts", 'console.log("the API started");\n');
  write(root, "apps/web/build/client/index.html", "<p>old</p>", 2000);
  write(root, "apps/web/app/routes/home.tsx", "export default 1;\n", sourceAt);
  // The stand-in for npm: records its arguments and writes a new build.
  write(
    root,
    "bin/npm",
    '#!/bin/sh\necho "$@" >> npm-calls.log\necho "<p>new</p>" > apps/web/build/client/index.html\n',
  );
  chmodSync(path.join(root, "bin/npm"), 0o755);
  return root;
}

function npmStart(root: string, env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { PATH: `${path.join(root, "bin")}:${process.env.PATH ?? ""}`, ...env },
    encoding: "utf8",
  });
}

describe("npm start", () => {
  it("rebuilds the web app after a source changed, naming it, then starts the server", () => {
    const root = site(3000);
    const output = npmStart(root);
    expect(output).toBe(
      "Rebuilding the web app: apps/web/app/routes/home.tsx changed since the last build...\nthe API started\n",
    );
    expect(readFileSync(path.join(root, "npm-calls.log"), "utf8")).toBe("run build -w apps/web\n");
    expect(readFileSync(path.join(root, "apps/web/build/client/index.html"), "utf8")).toBe("<p>new</p>\n");
  });

  it("starts the server on a build newer than every source without building", () => {
    const root = site(1000);
    expect(npmStart(root)).toBe("the API started\n");
    expect(existsSync(path.join(root, "npm-calls.log"))).toBe(false);
  });

  it("runs the API with the common Node.js flags and its database's own (decision 132)", () => {
    const root = site(1000);
    write(
      root,
      "apps/api/node-flags.json",
      JSON.stringify({
        flags: ["--max-old-space-size=100"],
        embedded: ["--max-semi-space-size=4"],
        postgres: ["--max-semi-space-size=16"],
      }),
    );
    write(root, "apps/api/src/main.ts", 'console.log(process.execArgv.join(" "));\n');
    expect(npmStart(root)).toBe("--max-old-space-size=100 --max-semi-space-size=4\n");
    expect(npmStart(root, { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/site" })).toBe(
      "--max-old-space-size=100 --max-semi-space-size=16\n",
    );
  });
});
