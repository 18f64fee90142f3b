// A test file's app that sends real mail: an SMTP sink of its own and a test app mailing to it.
import { afterAll, beforeAll } from "vitest";
import type { AppDeps } from "../app.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import type { DatabaseKind } from "./test-database.ts";

/**
 * Call in a test file's describe: before its tests an SMTP sink starts and a test app on `kind`
 * mails to it (with `env` and `deps` besides); after them both stop. Read them as `.t` and `.smtp` once the
 * tests run (a beforeAll of the file's own, registered after this call, runs after it).
 */
export function withMailingTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, "config" | "database">> = {},
): { t: TestApp; smtp: SmtpSink } {
  const made = {} as { t: TestApp; smtp: SmtpSink };
  beforeAll(async () => {
    made.smtp = await startSmtpSink();
    made.t = await createTestApp(kind, { SMTP_URL: made.smtp.url, ...env }, undefined, deps);
  });
  afterAll(async () => {
    await made.t?.close();
    await made.smtp?.stop();
  });
  return made;
}
