// `npm run typecheck`: every workspace's own `typecheck` script, one per core at a time instead of
// one after the other (docs/decisions/025-ci-stays-fast.md). Each workspace's output is printed
// whole when it finishes; the exit code is non-zero when any of them failed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const withTypecheck = workspaces.filter((workspace) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, workspace, "package.json"), "utf8"));
  return Boolean(manifest.scripts?.typecheck);
});

function typecheck(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "typecheck", "--silent", "-w", workspace], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString("utf8").trim();
      const ok = code === 0;
      console.log(`${ok ? "ok    " : "FAILED"} ${workspace} (${seconds} s)${text ? `\n${text}\n` : ""}`);
      resolve(ok && signal === null);
    });
  });
}

// Longest first, so the last one to start is a short one.
const queue = [...withTypecheck].sort((a, b) => weight(b) - weight(a));
function weight(workspace) {
  return workspace.startsWith("apps/") ? 2 : workspace === "bench" ? 1 : 0;
}
let failed = false;
async function lane() {
  for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
    if (!(await typecheck(workspace))) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, lane));
process.exit(failed ? 1 : 0);
