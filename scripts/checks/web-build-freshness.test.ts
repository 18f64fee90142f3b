import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { webBuildState } from "../web-build-freshness.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A file at `relative` under `root` whose modification time is `at` (seconds since 1970). */
function file(root: string, relative: string, at: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  utimesSync(full, at, at);
}

function site(): string {
  const root = mkdtempSync(path.join(tmpdir(), "web-build-"));
  roots.push(root);
  file(root, "apps/web/app/routes/home.tsx", 1000);
  file(root, "packages/content/src/site.ts", 1000);
  return root;
}

describe("npm start's view of the web build", () => {
  it("builds when there is no build", () => {
    expect(webBuildState(site())).toEqual({ state: "missing" });
  });

  it("serves a build made after every source", () => {
    const root = site();
    file(root, "apps/web/build/client/index.html", 2000);
    file(root, "apps/web/build/client/assets/app.js", 2001);
    expect(webBuildState(root)).toEqual({ state: "fresh" });
  });

  it("rebuilds after a source changed, naming it", () => {
    const root = site();
    file(root, "apps/web/build/client/index.html", 2000);
    file(root, "packages/content/src/site.ts", 3000);
    expect(webBuildState(root)).toEqual({ state: "stale", changed: "packages/content/src/site.ts" });
  });

  it("counts a change made while the build ran (its oldest output is the build's start)", () => {
    const root = site();
    file(root, "apps/web/build/client/index.html", 2000);
    file(root, "apps/web/build/client/assets/app.js", 2600);
    file(root, "apps/web/app/routes/home.tsx", 2300);
    expect(webBuildState(root).state).toBe("stale");
  });

  it("ignores what the build writes into its inputs and node_modules", () => {
    const root = site();
    file(root, "apps/web/build/client/index.html", 2000);
    file(root, "apps/web/app/features/docs/generated/pages.ts", 2500);
    file(root, "apps/web/app/node_modules/x/index.js", 2500);
    expect(webBuildState(root)).toEqual({ state: "fresh" });
  });
});
