import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

describe("precompressing the client build", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "precompress-"));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("writes .br and .gz beside each text file that gains from it, in every folder", async () => {
    const page = `<!DOCTYPE html><html><body>${"<p>Universal Shell</p>".repeat(300)}</body></html>`;
    const script = `console.log(${JSON.stringify("x".repeat(3000))});`;
    await fs.mkdir(path.join(dir, "docs/setup"), { recursive: true });
    await fs.mkdir(path.join(dir, "assets"));
    await fs.writeFile(path.join(dir, "docs/setup/index.html"), page);
    await fs.writeFile(path.join(dir, "assets/app-abc.js"), script);
    // Too small, not text (a font is compressed already), and a file compression cannot shrink
    // (random bytes): left alone.
    await fs.writeFile(path.join(dir, "assets/tiny-abc.css"), "a{color:red}".repeat(60));
    await fs.writeFile(path.join(dir, "assets/font-abc.woff2"), randomBytes(4000));
    await fs.writeFile(path.join(dir, "assets/random-abc.txt"), randomBytes(4000));

    expect(await precompressDirectory(dir)).toEqual({ files: 2 });

    const html = path.join(dir, "docs/setup/index.html");
    expect(brotliDecompressSync(await fs.readFile(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(await fs.readFile(`${html}.gz`)).toString()).toBe(page);
    expect((await fs.stat(`${html}.br`)).size).toBeLessThan(page.length / 10);
    const js = path.join(dir, "assets/app-abc.js");
    expect(brotliDecompressSync(await fs.readFile(`${js}.br`)).toString()).toBe(script);
    expect((await fs.readdir(path.join(dir, "assets"))).sort()).toEqual([
      "app-abc.js",
      "app-abc.js.br",
      "app-abc.js.gz",
      "font-abc.woff2",
      "random-abc.txt",
      "tiny-abc.css",
    ]);
  });
});
