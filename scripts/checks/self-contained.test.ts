import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A newcomer's clone holds nothing beside it: every document and comment must point inside the repo.
// Built from pieces so that this file does not match itself.
const outside = new RegExp(
  ["(\\.\\./)+shared/", "product" + "-spec", "\\bdecisions\\.md", "\\bconventions\\.md"].join("|"),
);

const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

function trackedTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: top, encoding: "utf8" }).split("\0");
  return listed.filter(
    (file) => /\.(ts|tsx|mjs|js|md|json|css|html|yml|yaml)$/.test(file) || file === ".ci/run",
  );
}

describe("the repository explains itself", () => {
  it("has its requirements, product choices and engineering conventions under docs/", () => {
    const requirements = readFileSync(join(top, "docs/product/requirements.md"), "utf8");
    expect(requirements).toContain('"Invalid email or password": any login failure.');
    expect(readFileSync(join(top, "docs/product/product-choices.md"), "utf8")).toContain(
      "## The spec is the floor",
    );
    expect(readFileSync(join(top, "docs/engineering/how-we-write-code.md"), "utf8")).toContain(
      "# How we write code here",
    );
  });

  it("refers to no file outside the repository", () => {
    const offenders = trackedTextFiles().flatMap((file) =>
      readFileSync(join(top, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
