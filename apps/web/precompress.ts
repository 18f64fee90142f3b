import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const compressible = /\.(html|css|js|mjs|svg|txt|xml|json)$/i;
/** Below this, headers outweigh what compression saves. */
const minimumBytes = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip -9) beside every text file of the
 * client build, once at build time; the server sends them as they are (@fastify/static's
 * preCompressed) instead of compressing each response on the fly at a lower level. A page and its
 * stylesheet come out about a fifth smaller than the server's on-the-fly brotli (quality 4), and no
 * request spends CPU on compressing (docs/decisions/052-one-stylesheet-one-window.md). A variant
 * that would save less than a tenth is not written.
 */
export async function precompressDirectory(directory: string): Promise<{ files: number }> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  const candidates = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // All at once: zlib compresses on libuv's thread pool, so the files share the machine's cores.
  const written = await Promise.all(candidates.map(precompressFile));
  return { files: written.filter(Boolean).length };
}

/** Writes the file's variants that save at least a tenth; whether it wrote any. */
async function precompressFile(file: string): Promise<boolean> {
  const body = await fs.readFile(file);
  if (body.length < minimumBytes) return false;
  const variants: [string, Buffer][] = [
    [
      ".br",
      await brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ],
    [".gz", await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  let written = false;
  for (const [suffix, compressed] of variants) {
    if (compressed.length > body.length * 0.9) continue;
    await fs.writeFile(`${file}${suffix}`, compressed);
    written = true;
  }
  return written;
}
