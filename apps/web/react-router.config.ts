import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { docsSectionPaths } from "./app/features/site/docs/doc-routes";
import { deferAppBoot } from "./app/lib/deferred-boot";
import { portalShells, prerenderedPaths } from "./app/lib/paths";
import { routePatterns } from "./app/lib/route-patterns";
import { precompressDirectory } from "./precompress";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // No runtime server rendering: the API serves build/client. Marketing and documentation
  // pages are rendered to HTML at build time; every other URL gets the SPA fallback
  // (build/client/__spa-fallback.html) and renders in the browser.
  ssr: false,
  prerender: [...prerenderedPaths, ...docsSectionPaths, ...portalShells.map((shell) => shell.path)],
  // The route patterns, so the server can answer 404 for a path that is no page
  // (docs/decisions/039-real-404.md).
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (!buildManifest) throw new Error("React Router gave no build manifest: cannot list the routes");
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    const file = path.join(client, "route-patterns.json");
    await fs.writeFile(file, `${JSON.stringify(routePatterns(buildManifest.routes), null, 2)}\n`);
    // Each portal shell once, under a name of its own; the server answers it for every path of
    // its pattern (apps/api/src/http/page-shells.ts, docs/decisions/049-search-page-speed.md).
    const shells: { pattern: string; file: string }[] = [];
    for (const shell of portalShells) {
      const prerendered = path.join(client, shell.path, "index.html");
      const name = `__shell-${shell.pattern.replace(/[^a-z0-9]+/gi, "-").replace(/-+$/, "")}.html`;
      // The app starts after the shell's first paint (app/lib/deferred-boot.ts).
      await fs.writeFile(path.join(client, name), deferAppBoot(await fs.readFile(prerendered, "utf8")));
      await fs.rm(prerendered);
      // Its folders go too (job/1/, then job/ when empty): no other page lives there.
      for (let dir = path.dirname(prerendered); dir !== client; dir = path.dirname(dir)) {
        if ((await fs.readdir(dir)).some((entry) => entry !== "index.html")) break;
        await fs.rm(dir, { recursive: true, force: true });
      }
      shells.push({ pattern: shell.pattern, file: name });
    }
    await fs.writeFile(path.join(client, "page-shells.json"), `${JSON.stringify(shells, null, 2)}\n`);
    // Last, once every file of the client build is written: its .br and .gz variants.
    await precompressDirectory(client);
  },
} satisfies Config;
