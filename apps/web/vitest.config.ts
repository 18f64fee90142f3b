import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";

export default defineProject({
  test: {
    name: "web",
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}"],
    setupFiles: ["./app/test/setup.ts"],
    maxWorkers,
  },
});
