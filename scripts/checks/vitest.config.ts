import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";

// Checks of the repository as a whole (what it refers to, how its parts import each other).
export default defineProject({ test: { name: "repo", include: ["*.test.ts"], maxWorkers } });
