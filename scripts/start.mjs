// `npm start`: builds the web app when it has not been built or its sources changed since (after a
// `git pull` or an edit), then runs the whole site (API + web, migrations, demo data) as one process
// on one port.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { apiNodeFlags } from "../apps/api/node-flags.ts";
import { webBuildState } from "./web-build-freshness.ts";

const root = path.resolve(import.meta.dirname, "..");
const build = webBuildState(root);

if (build.state !== "fresh") {
  console.log(
    build.state === "missing"
      ? "Building the web app (first start)..."
      : `Rebuilding the web app: ${build.changed} changed since the last build...`,
  );
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The web app failed to build; see the output above.");
    process.exit(result.status ?? 1);
  }
}

// The API's Node.js flags, by database, live in one file shared with bench/ (apps/api/node-flags.json).
const flags = apiNodeFlags(root, process.env.DATABASE_URL);
const server = spawn(process.execPath, [...flags, "apps/api/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  // The local profile unless NODE_ENV says otherwise: mail that no SMTP_URL delivers can be read in
  // the development mailbox behind the key printed at start. Deployments set NODE_ENV=production
  // (docs/decisions/007-development-mailbox-behind-a-key.md).
  env: { NODE_ENV: "development", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
