// `npm run test:mutation [-- part ...]`: StrykerJS over the API's modules and platform and the contract
// (stryker.config.mjs), then the summary in bench/results/mutation.md. A part is a module name
// (`files`, `auth`, …), `platform` or `contract`; without parts, all of them in one run. Each choice
// of parts keeps its own incremental file, so a later run retests only what changed. Not part of CI
// (docs/decisions/034-mutation-testing.md).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const modulesDir = path.join(root, "apps/api/src/modules");
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const partGlobs = {
  ...Object.fromEntries(modules.map((name) => [name, `apps/api/src/modules/${name}/**/*.ts`])),
  platform: "apps/api/src/platform/**/*.ts",
  contract: "packages/contract/src/**/*.ts",
};

// Parts first, then any Stryker options (`files --ignoreStatic false --testFiles …`).
// `--unit-static` runs stryker.unit-static.config.mjs instead (its own files, unit tests only).
const unitStatic = process.argv.includes("--unit-static");
const args = process.argv.slice(2).filter((arg) => arg !== "--unit-static");
const firstOption = args.findIndex((arg) => arg.startsWith("-"));
const parts = firstOption === -1 ? args : args.slice(0, firstOption);
const passOn = firstOption === -1 ? [] : args.slice(firstOption);
// Given test files, Stryker activates static mutants too late (after the module loaded): the
// static run chooses its tests in its Vitest config instead (stryker.unit-static.config.mjs).
if (unitStatic && passOn.some((arg) => arg === "--testFiles" || arg.startsWith("--testFiles="))) {
  console.error(
    "--unit-static takes no --testFiles: its tests are listed in scripts/mutation/unit-static-files.mjs.",
  );
  process.exit(2);
}
const unknown = parts.filter((part) => !(part in partGlobs));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(", ")}; choose from ${Object.keys(partGlobs).join(", ")}.`);
  process.exit(2);
}
const chosen = [...new Set(parts)].sort();
// A run with options of its own keeps its own incremental file and its own rows in the summary;
// options that change only the speed, the noise or the sandbox folder do not count (give two
// runs at once a --tempDirName each: a finished run deletes its own).
const neutral = new Set(["--concurrency", "-c", "--logLevel", "--fileLogLevel", "--tempDirName"]);
const optionList = passOn.filter((arg, i) => !neutral.has(arg) && !neutral.has(passOn[i - 1] ?? ""));
const options = [...(unitStatic ? ["static mutants, unit tests only"] : []), ...optionList].join(" ");
const label = (chosen.length > 0 ? chosen.join("+") : "all") + (options ? ` ${options}` : "");
const fileLabel = createHash("sha1").update(label).digest("hex").slice(0, 8);
const incrementalFile = `reports/mutation/incremental-${chosen.join("+") || "all"}-${fileLabel}.json`;
const strykerArgs = [
  "run",
  ...(unitStatic ? ["stryker.unit-static.config.mjs"] : []),
  "--incrementalFile",
  incrementalFile,
  ...passOn,
];
// A part's glob only when the options do not name the files to mutate themselves: Stryker takes
// the last --mutate given, so appending the part's would undo a run's own choice of files.
const ownMutate = passOn.some((arg) => arg === "--mutate" || arg === "-m" || arg.startsWith("--mutate="));
if (chosen.length > 0 && !ownMutate) {
  const mutate = [...chosen.map((part) => partGlobs[part]), "!**/*.test.ts", "!**/public.ts"];
  strykerArgs.push("--mutate", mutate.join(","));
}

// The API tests run on embedded PGlite only while mutants are tested.
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
delete env.TEST_REDIS_URL;

const startedAt = new Date();
const loads = [os.loadavg()[0]];
const sampler = setInterval(() => loads.push(os.loadavg()[0]), 30_000);
const bin = path.join(root, "node_modules/.bin/stryker");
const exitCode = await new Promise((resolve) => {
  const child = spawn(bin, strykerArgs, { cwd: root, env, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
clearInterval(sampler);
loads.push(os.loadavg()[0]);
// Stopped (Ctrl-C, or the session's end): Stryker saves what it tested so far in the incremental
// file, and the summary shows it with the mutants not run yet.
const saved = path.join(root, incrementalFile);
const interrupted = exitCode !== 0 && existsSync(saved) && statSync(saved).mtimeMs > startedAt.getTime();
if (exitCode !== 0 && !interrupted) process.exit(exitCode);

const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
const reportFile = interrupted ? saved : path.join(root, "reports/mutation/mutation.json");
const report = JSON.parse(await readFile(reportFile, "utf8"));

/** The part a mutated file belongs to: modules/<name>, platform or contract. */
function partOf(file) {
  const relative = path.relative(root, path.resolve(root, file)).split(path.sep).join("/");
  const inModule = /^apps\/api\/src\/modules\/([^/]+)\//.exec(relative);
  if (inModule) return `modules/${inModule[1]}`;
  if (relative.startsWith("apps/api/src/platform/")) return "platform";
  if (relative.startsWith("packages/contract/")) return "contract";
  return "other";
}

const statuses = ["Killed", "Timeout", "Survived", "NoCoverage", "RuntimeError", "CompileError", "Ignored"];
const rows = {};
for (const [file, { mutants }] of Object.entries(report.files)) {
  const part = partOf(file);
  rows[part] ??= Object.fromEntries(statuses.map((status) => [status, 0]));
  for (const mutant of mutants) rows[part][mutant.status] = (rows[part][mutant.status] ?? 0) + 1;
}
const mean = loads.reduce((sum, load) => sum + load, 0) / loads.length;
const run = {
  date: startedAt.toISOString(),
  seconds,
  // An interrupted run's report holds only the mutants tested before the stop.
  parts: interrupted ? `${label}, stopped early (tested mutants only)` : label,
  loadAverage1m: { mean: Number(mean.toFixed(1)), max: Number(Math.max(...loads).toFixed(1)) },
  cores: os.availableParallelism(),
  node: process.version,
};

// Rows of parts not in this run keep their earlier figures (and the run that measured them).
const summaryFile = path.join(root, "bench/results/mutation-summary.json");
const summary = existsSync(summaryFile)
  ? JSON.parse(await readFile(summaryFile, "utf8"))
  : { description: "", modules: {} };
summary.description =
  "StrykerJS mutation score per part (npm run test:mutation; docs/decisions/034-mutation-testing.md). " +
  "score = (killed + timeout) / (killed + timeout + survived + no coverage).";
for (const [part, counts] of Object.entries(rows)) {
  summary.modules[options ? `${part} (${options})` : part] = { ...counts, run };
}
summary.modules = Object.fromEntries(Object.entries(summary.modules).sort(([a], [b]) => a.localeCompare(b)));
await mkdir(path.dirname(summaryFile), { recursive: true });
await writeFile(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);

const score = (c) => {
  const detected = c.Killed + c.Timeout;
  const valid = detected + c.Survived + c.NoCoverage;
  return valid === 0 ? "—" : `${((100 * detected) / valid).toFixed(1)} %`;
};
const minutes = (s) => `${Math.floor(s / 60)} min ${s % 60} s`;
const table = [
  "| Part | Score | Killed | Timeout | Survived | No coverage | Errors | Ignored (static) | Run (parts) | Run time | Date (UTC) | Load (1 min, mean / max) |",
  "| --- | --: | --: | --: | --: | --: | --: | --: | --- | --: | --- | --- |",
  ...Object.entries(summary.modules).map(
    ([part, c]) =>
      `| ${[
        part,
        score(c),
        c.Killed,
        c.Timeout,
        c.Survived,
        c.NoCoverage,
        c.RuntimeError + c.CompileError,
        c.Ignored,
        c.run.parts,
        minutes(c.run.seconds),
        c.run.date.slice(0, 16).replace("T", " "),
        `${c.run.loadAverage1m.mean} / ${c.run.loadAverage1m.max} on ${c.run.cores} cores`,
      ].join(" | ")} |`,
  ),
].join("\n");

// The table is rewritten between its markers; the text around it (survivors and their reasons) is kept.
const markdownFile = path.join(root, "bench/results/mutation.md");
const start = "<!-- table: written by npm run test:mutation -->";
const end = "<!-- /table -->";
const markdown = existsSync(markdownFile)
  ? await readFile(markdownFile, "utf8")
  : `# Mutation testing (StrykerJS)\n\n${start}\n${end}\n`;
const before = markdown.slice(0, markdown.indexOf(start) + start.length);
const after = markdown.slice(markdown.indexOf(end));
await writeFile(markdownFile, `${before}\n${table}\n${after}`);
console.log(
  `Summary written to bench/results/mutation.md (${minutes(seconds)}, load ${run.loadAverage1m.mean}).`,
);
