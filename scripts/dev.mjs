// `npm run dev`: the API with reload on port 3001 and the web dev server (hot reload) on
// port 3000, which proxies /api and /chat to the API.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npm", ["run", "dev", "-w", "apps/api"], {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env, PORT: apiPort, HOST: "127.0.0.1" },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
