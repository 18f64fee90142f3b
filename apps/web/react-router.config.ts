import type { Config } from "@react-router/dev/config";
import { docsSectionPaths } from "./app/features/docs/doc-routes";
import { prerenderedPaths } from "./app/lib/paths";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // No runtime server rendering: the API serves build/client. Marketing and documentation
  // pages are rendered to HTML at build time; every other URL gets the SPA fallback
  // (build/client/__spa-fallback.html) and renders in the browser.
  ssr: false,
  prerender: [...prerenderedPaths, ...docsSectionPaths],
} satisfies Config;
