// Serves a folder of built static pages (another site's build measured beside ours, e.g. the
// Astro spike or a Starlight build) on a free port, gzip-compressed like our production server.
import { createReadStream, existsSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { createGzip } from "node:zlib";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".mp4": "video/mp4",
};
const compressible = /^(text\/|image\/svg|application\/(json|xml))/;

export async function startStaticServer(
  root: string,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) file = root;
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!existsSync(file)) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const type = types[path.extname(file)] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      "content-type": type,
      "cache-control":
        file.includes(`${path.sep}assets${path.sep}`) || file.includes("_astro")
          ? "public, max-age=31536000, immutable"
          : "no-cache",
    };
    const gzip = compressible.test(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (gzip) headers["content-encoding"] = "gzip";
    response.writeHead(200, headers);
    const stream = createReadStream(file);
    if (gzip) stream.pipe(createGzip()).pipe(response);
    else stream.pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
