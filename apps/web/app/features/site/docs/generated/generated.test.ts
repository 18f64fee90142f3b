import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateDocs } from "../../../../../../../scripts/build-docs";

// The build regenerates these files; this catches a source edited without rebuilding.
describe("generated documentation", () => {
  it("is up to date with packages/content/src/site/docs", () => {
    const { files } = generateDocs();
    for (const [name, contents] of files) {
      expect(
        readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), name), "utf8"),
        `${name}: run npm run docs:build -w apps/web`,
      ).toBe(contents);
    }
  });
});
