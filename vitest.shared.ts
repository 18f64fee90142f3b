import os from "node:os";

/**
 * Workers for every Vitest project: one more than the cores. Vitest's default is one fewer than the
 * cores, a single worker on a 2-core CI machine, and a project config file does not inherit the
 * root's test options: each project has to say it, and projects with different counts would not
 * run side by side. The API tests spend much of their time waiting on PostgreSQL, Redis, SMTP and
 * servers starting, so a second worker fills the idle core (docs/decisions/015-fast-ci.md,
 * 025-ci-stays-fast.md) and a third the time both of them wait (144-a-third-test-worker.md).
 */
export const maxWorkers = os.availableParallelism() + 1;
