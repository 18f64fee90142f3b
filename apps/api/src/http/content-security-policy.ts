import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The sha256 sources of every inline script the built pages contain (React Router's hydration data). */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  const script = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, "utf8");
    for (const match of html.matchAll(script)) {
      const attributes = match[1] ?? "";
      const body = match[2] ?? "";
      // JSON-LD and other data blocks are not executed, so they need no hash.
      if (/type=["']?application\/(ld\+)?json/i.test(attributes) || body.length === 0) continue;
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The policy of the web pages: scripts only from our origin or the exact inline scripts of the
 * build (no 'unsafe-inline'), no framing, no plugins.
 */
export function webPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** JSON answers never need to run or embed anything. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
