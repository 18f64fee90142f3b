import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { docsSectionPaths } from "./app/features/docs/doc-routes";
import { prerenderedPaths } from "./app/lib/paths";
import { routePatterns } from "./app/lib/route-patterns";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // No runtime server rendering: the API serves build/client. Marketing and documentation
  // pages are rendered to HTML at build time; every other URL gets the SPA fallback
  // (build/client/__spa-fallback.html) and renders in the browser.
  ssr: false,
  prerender: [...prerenderedPaths, ...docsSectionPaths],
  // The route patterns, so the server can answer 404 for a path that is no page
  // (docs/decisions/039-real-404.md).
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (!buildManifest) throw new Error("React Router gave no build manifest: cannot list the routes");
    const file = path.join(reactRouterConfig.buildDirectory, "client", "route-patterns.json");
    await fs.writeFile(file, `${JSON.stringify(routePatterns(buildManifest.routes), null, 2)}\n`);
  },
} satisfies Config;
