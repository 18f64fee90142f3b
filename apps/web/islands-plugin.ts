import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:islands-entry";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Builds the framework-free script of the public pages (app/islands/main.ts) as one more chunk
 * of the client build and tells the prerender its hashed URL through `virtual:islands-entry`
 * (docs/decisions/050-public-pages-without-the-app.md). React Router builds the client first and
 * the server (which prerenders) after it, so the name is known when the server asks. In the
 * browser bundle the value is never used (a public page does not run the app) and stays empty;
 * the dev server serves the source file itself.
 */
export function islandsEntry(appDirectory: string): Plugin {
  const entryFile = path.join(appDirectory, "islands", "main.ts");
  let command: "build" | "serve" = "build";
  let referenceId: string | undefined;
  let builtUrl = "";
  return {
    name: "site:islands-entry",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      referenceId = this.emitFile({ type: "chunk", id: entryFile, name: "islands" });
    },
    generateBundle() {
      if (this.environment.name !== "client" || !referenceId) return;
      builtUrl = `/${this.getFileName(referenceId)}`;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      let url = "";
      if (command === "serve") url = `/${path.relative(process.cwd(), entryFile).split(path.sep).join("/")}`;
      else if (this.environment.name !== "client") {
        if (!builtUrl) throw new Error("The islands script was not built before the pages were rendered");
        url = builtUrl;
      }
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
