// A Starlight site of our own docs content: the reference that bench:web:side-by-side measures
// our pages against. The content under src/content/docs is written by ../starlight-site.ts at
// bench time from packages/content/src/site/docs (git-ignored, never edited by hand). Starlight's
// defaults are kept on purpose (search, dark mode, "On this page", prev/next, copy buttons):
// the point is to measure what a stock Starlight site costs.
import starlight from "@astrojs/starlight";
import { defineConfig } from "astro/config";
import sidebar from "./sidebar.json" with { type: "json" };

export default defineConfig({
  site: "https://automation-controller.example",
  integrations: [
    starlight({
      title: "Automation Controller docs",
      sidebar,
    }),
  ],
});
