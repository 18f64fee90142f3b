// `npm start`: builds the web app if it has not been built, then runs the whole site
// (API + web, migrations, demo data) as one process on one port.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const webBuild = path.join(root, "apps/web/build/client");

if (!existsSync(webBuild)) {
  console.log("Building the web app (first start)...");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The web app failed to build; see the output above.");
    process.exit(build.status ?? 1);
  }
}

// The API's Node.js flags live in one file, shared with bench/api (docs/decisions/027-pglite-under-load.md).
const { flags } = JSON.parse(readFileSync(path.join(root, "apps/api/node-flags.json"), "utf8"));
const server = spawn(process.execPath, [...flags, "--import", "tsx", "apps/api/src/main.ts"], {
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
