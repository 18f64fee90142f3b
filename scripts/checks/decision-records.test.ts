import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Decision records stay a shelf a newcomer can read: one index line per record, one page per
// record, and a superseded record points at the record that replaced it. Benchmark diaries
// (logs of runs, tables of measurements) belong in bench/results/, linked from the record.
const decisions = join(import.meta.dirname, "../../docs/decisions");
const recordName = /^\d{3}-[a-z0-9-]+\.md$/;
const maxWords = 900;

function recordFiles(): string[] {
  return readdirSync(decisions)
    .filter((file) => recordName.test(file))
    .sort();
}

function read(file: string): string {
  return readFileSync(join(decisions, file), "utf8");
}

function indexText(): string {
  const index = join(decisions, "README.md");
  return existsSync(index) ? readFileSync(index, "utf8") : "";
}

// An index line is a table row: `| 055 | [Title](055-….md) | gist | status |`; its last cell is
// `accepted…` or `superseded by [NNN](NNN-….md)`.
type IndexLine = { number: string; file: string; successor: string | undefined };
function indexLines(): IndexLine[] {
  return indexText()
    .split("\n")
    .flatMap((line) => {
      const opening = /^\|\s*(\d{3})\s*\|\s*\[[^\]]*\]\(([^)]+)\)/.exec(line);
      if (!opening?.[1] || !opening[2]) return [];
      const cells = line.split("|").map((cell) => cell.trim());
      const status = cells[cells.length - 2] ?? "";
      const successor = /^superseded by \[\d{3}\]\(([^)]+)\)/.exec(status)?.[1];
      return [{ number: opening[1], file: opening[2], successor }];
    });
}

// The status line sits in the record's first lines: `Status: superseded by [055](055-….md)`.
function successorOf(file: string): string | undefined {
  const head = read(file).split("\n").slice(0, 6).join("\n");
  return /^Status: superseded by \[\d{3}\]\(([^)]+)\)/im.exec(head)?.[1];
}

function words(text: string): number {
  return text.split(/\s+/).filter((word) => word !== "").length;
}

describe("decision records", () => {
  it("are each listed in docs/decisions/README.md exactly once", () => {
    const listed = indexLines().map((line) => line.file);
    const problems = recordFiles().flatMap((file) => {
      const times = listed.filter((entry) => entry === file).length;
      return times === 1 ? [] : [`${file} is listed ${times} times`];
    });
    expect(problems).toEqual([]);
  });

  it("has an index whose every line points to an existing record", () => {
    const lines = indexLines();
    expect(lines.length).toBeGreaterThan(0);
    const missing = lines.map((line) => line.file).filter((file) => !existsSync(join(decisions, file)));
    expect(missing).toEqual([]);
    const misnumbered = lines.filter((line) => !line.file.startsWith(`${line.number}-`));
    expect(misnumbered).toEqual([]);
  });

  it("mark a superseded record with an existing successor, the same one the index names", () => {
    const problems: string[] = [];
    const byFile = new Map(indexLines().map((line) => [line.file, line.successor]));
    for (const file of recordFiles()) {
      const successor = successorOf(file);
      if (successor !== undefined) {
        if (successor === file) problems.push(`${file} supersedes itself`);
        if (!recordName.test(successor) || !existsSync(join(decisions, successor))) {
          problems.push(`${file} is superseded by ${successor}, which does not exist`);
        }
      }
      if (byFile.has(file) && byFile.get(file) !== successor) {
        problems.push(
          `${file}: the record says ${successor ?? "accepted"}, the index ${byFile.get(file) ?? "accepted"}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it(`are one page each: no record over ${maxWords} words (diaries go to bench/results/)`, () => {
    const long = recordFiles()
      .map((file) => ({ file, words: words(read(file)) }))
      .filter((record) => record.words > maxWords)
      .map((record) => `${record.file}: ${record.words} words`);
    expect(long).toEqual([]);
  });
});
