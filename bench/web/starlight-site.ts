// The Starlight reference of bench:web:side-by-side: writes our docs content (the same Markdown
// the site renders, from packages/content/src/site/docs) into a stock Starlight site under
// ./starlight, installs it from its own lock on demand (it is not a workspace, so the root
// `npm ci` and CI never install Astro), builds it, and serves the build statically with the
// same compression as our server (brotli or gzip over 1 KB, hashed assets cached for a year).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { docSets } from "@site/content/site/docs";
import { readDocSource } from "@site/content/site/docs-sources";

export const starlightDir = path.join(import.meta.dirname, "starlight");

/** The docs products, as our URLs name them, and the doc set each one shows. */
export const docProducts = [
  { path: "universal-shell", label: "Universal Shell", set: "universal-shell" },
  { path: "automation-controller", label: "Automation Controller", set: "automation-controller" },
  { path: "universal-shell-aws", label: "AWS Extended Shell", set: "universal-shell-aws" },
  { path: "aws-infra-builder", label: "AWS Infrastructure Builder", set: "aws-infra-builder" },
] as const;

type AnySet = { id: string; sections: readonly { id: string; title: string; description: string }[] };

/** /automation-controller shows the Universal Shell's set until it has its own (as the site does). */
function setFor(id: string): AnySet {
  const sets = docSets as unknown as Record<string, AnySet | undefined>;
  const set = sets[id] ?? sets["universal-shell"];
  if (!set) throw new Error(`No doc set ${id}`);
  return set;
}

const yamlString = (text: string) => JSON.stringify(text);

/** Writes src/content/docs (one page per section, and a splash landing page) and sidebar.json. */
export async function writeStarlightContent(): Promise<{ pages: string[] }> {
  const docsDir = path.join(starlightDir, "src/content/docs");
  await rm(docsDir, { recursive: true, force: true });
  const pages: string[] = ["/"];
  const sidebar: { label: string; items: { label: string; link: string }[] }[] = [];
  for (const product of docProducts) {
    const set = setFor(product.set);
    await mkdir(path.join(docsDir, product.path), { recursive: true });
    const items: { label: string; link: string }[] = [];
    for (const section of set.sections) {
      const markdown = readDocSource(set.id as Parameters<typeof readDocSource>[0], section.id);
      const front = `---\ntitle: ${yamlString(section.title)}\ndescription: ${yamlString(section.description)}\n---\n\n`;
      await writeFile(path.join(docsDir, product.path, `${section.id}.md`), front + markdown);
      const link = `/${product.path}/${section.id}/`;
      items.push({ label: section.title, link });
      pages.push(link);
    }
    sidebar.push({ label: product.label, items });
  }
  const actions = docProducts
    .map(
      (product, index) =>
        `    - text: ${yamlString(product.label)}\n      link: /${product.path}/introduction/\n      variant: ${index === 0 ? "primary" : "minimal"}`,
    )
    .join("\n");
  await writeFile(
    path.join(docsDir, "index.md"),
    `---\ntitle: Automation Controller documentation\ndescription: Documentation of the Universal Shell, the Automation Controller, the AWS Extended Shell and the AWS Infrastructure Builder.\ntemplate: splash\nhero:\n  tagline: One line per operation, on every machine.\n  actions:\n${actions}\n---\n\nRun everyday operations on any number of machines from one place: commands, scripts, services, processes and files, one line each.\n`,
  );
  await writeFile(path.join(starlightDir, "sidebar.json"), `${JSON.stringify(sidebar, null, 2)}\n`);
  return { pages };
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/**
 * `npm ci` from the site's own lock when its node_modules is missing or older than the lock. The
 * lock lists every platform's optional binaries (Astro's compiler bindings, Pagefind's, Rollup's,
 * esbuild's, sharp's), so `npm ci` installs on any developer's machine and CI alike. Astro is
 * held at 7.3.4 and Pagefind at 1.5.2: the next versions' bindings for other platforms are not
 * in this machine's registry mirror, and a lock written without them makes `npm ci` refuse it.
 */
async function installIfNeeded(): Promise<void> {
  const marker = path.join(starlightDir, "node_modules/.package-lock.json");
  const lock = path.join(starlightDir, "package-lock.json");
  if (existsSync(marker) && (await stat(marker)).mtimeMs >= (await stat(lock)).mtimeMs) return;
  console.log("Installing the Starlight reference site (npm ci --prefix bench/web/starlight)…");
  await run("npm", ["ci", "--no-audit", "--no-fund", "--prefix", starlightDir], starlightDir);
}

/** Writes the content, installs Starlight if needed and builds the site into ./starlight/dist. */
export async function buildStarlightSite(): Promise<{ pages: string[]; version: string }> {
  const { pages } = await writeStarlightContent();
  await installIfNeeded();
  console.log("Building the Starlight reference site…");
  await run(
    process.execPath,
    [path.join(starlightDir, "node_modules/astro/bin/astro.mjs"), "build"],
    starlightDir,
  );
  const manifest = JSON.parse(
    await readFile(path.join(starlightDir, "node_modules/@astrojs/starlight/package.json"), "utf8"),
  ) as { version: string };
  const astro = JSON.parse(
    await readFile(path.join(starlightDir, "node_modules/astro/package.json"), "utf8"),
  ) as { version: string };
  return { pages, version: `Starlight ${manifest.version} on Astro ${astro.version}` };
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
};

/** A static server over ./starlight/dist on a free port, compressing as our server does. */
export async function serveStarlightSite(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const root = path.join(starlightDir, "dist");
  const cache = new Map<string, Buffer>();
  const server = http.createServer(async (request, response) => {
    try {
      const urlPath = decodeURIComponent((request.url ?? "/").split("?")[0] ?? "/");
      let file = path.join(root, path.posix.normalize(urlPath));
      if (!file.startsWith(root)) throw new Error("outside");
      if (existsSync(file) && (await stat(file)).isDirectory()) file = path.join(file, "index.html");
      const found = existsSync(file);
      if (!found) file = path.join(root, "404.html");
      const body = await readFile(file);
      const accepts = String(request.headers["accept-encoding"] ?? "");
      const type = types[path.extname(file)] ?? "application/octet-stream";
      const compressible = body.length >= 1024 && /text|javascript|json|svg|xml/.test(type);
      const encoding = compressible
        ? accepts.includes("br")
          ? "br"
          : accepts.includes("gzip")
            ? "gzip"
            : ""
        : "";
      let payload: Buffer = body;
      if (encoding) {
        const key = `${encoding}:${file}`;
        let compressed = cache.get(key);
        if (!compressed) {
          compressed =
            encoding === "br"
              ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
              : gzipSync(body);
          cache.set(key, compressed);
        }
        payload = compressed;
        response.setHeader("content-encoding", encoding);
      }
      response.writeHead(found ? 200 : 404, {
        "content-type": type,
        "cache-control": urlPath.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "no-cache",
        vary: "accept-encoding",
      });
      response.end(payload);
    } catch {
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
