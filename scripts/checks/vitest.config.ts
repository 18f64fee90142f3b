import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";

// Checks of the repository as a whole (what it refers to, how its parts import each other). They
// read every tracked file: on a loaded machine that took longer than Vitest's default 5 s.
export default defineProject({
  test: { name: "repo", include: ["*.test.ts"], maxWorkers, testTimeout: 30_000 },
});
