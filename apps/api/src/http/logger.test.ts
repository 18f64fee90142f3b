// Logging through the real app: request lines only at debug (LOG_LEVEL), tokens masked there;
// readable lines only at a terminal; the start line names site, database and mail, no secrets.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { testConfig } from "../testing/test-app.ts";
import type { TestDatabase } from "../testing/test-database.ts";
import { withTestDatabase } from "../testing/with-test-database.ts";
import { loggerOptions, usePrettyLogs } from "./logger.ts";
import { startInfo, startMessage } from "./start-message.ts";

interface Line {
  level: number;
  msg: string;
  req?: { url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

async function linesAt(level: "info" | "debug", database: TestDatabase): Promise<Line[]> {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  const logger = Object.assign({}, loggerOptions(level, "json", false), { stream });
  const app = await buildApp({ config: await testConfig(), database }, { logger });
  await app.ready();
  await app.inject({ method: "GET", url: "/api/health" });
  await app.inject({ method: "POST", url: "/api/search_jobs", payload: { accessToken: null } });
  await app.inject({ method: "POST", url: "/api/search_jobs", payload: { page: "many" } });
  await app.inject({ method: "GET", url: "/api/no-such-route" });
  await app.inject({ method: "GET", url: "/api/viewAttachment/signed-link-token-42/resume.pdf" });
  await app.close();
  return lines;
}

describe("request lines", () => {
  const own = withTestDatabase("pglite");

  it("are not logged at the default level, info", async () => {
    const lines = await linesAt("info", own.database);
    // The capture works: the app's own warning about the missing web build is there.
    expect(lines.map((line) => line.msg)).toContain(
      "web build not found: only the API is served (run `npm run build`)",
    );
    const perRequest = lines.filter((line) =>
      /incoming request|request completed|request refused|not found$/.test(line.msg),
    );
    expect(perRequest).toEqual([]);
  });

  it("are logged at debug, one pair per request, with status, time and the token masked", async () => {
    const lines = await linesAt("debug", own.database);
    const completed = lines.filter((line) => line.msg === "request completed");
    expect(completed.map((line) => line.res?.statusCode)).toEqual([200, 200, 400, 404, 403]);
    for (const line of completed) {
      expect(line.level).toBe(20);
      expect(line.responseTime).toBeGreaterThan(0);
    }
    const urls = lines.filter((line) => line.msg === "incoming request").map((line) => line.req?.url);
    expect(urls).toEqual([
      "/api/health",
      "/api/search_jobs",
      "/api/search_jobs",
      "/api/no-such-route",
      "/api/viewAttachment/[REDACTED]/resume.pdf",
    ]);
    expect(JSON.stringify(lines)).not.toContain("signed-link-token-42");
  });
});

describe("log format", () => {
  it("is readable at a terminal and JSON elsewhere, unless LOG_FORMAT says", () => {
    expect(usePrettyLogs("auto", true)).toBe(true);
    expect(usePrettyLogs("auto", false)).toBe(false);
    expect(usePrettyLogs("json", true)).toBe(false);
    expect(usePrettyLogs("pretty", false)).toBe(true);
    expect(loggerOptions("info", "auto", true)).toHaveProperty("stream");
    expect(loggerOptions("info", "auto", false)).not.toHaveProperty("stream");
  });

  it("refuses an unknown LOG_FORMAT with a readable message", () => {
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(
      'Invalid configuration: LOG_FORMAT must be auto, json or pretty (got "xml")',
    );
  });
});

describe("the start line", () => {
  it("names the address, the embedded database's folder and the mailbox page", () => {
    const config = loadConfig({ NODE_ENV: "development", DATA_DIR: "/srv/site", PORT: "3000" });
    const line = startMessage(startInfo(config));
    expect(line).toBe(
      "site ready at http://localhost:3000 · database: embedded PGlite in /srv/site/pglite · " +
        "mail: not sent; read it at http://localhost:3000/dev/mailbox with the key printed below · " +
        "files: in /srv/site/uploads",
    );
    // The mailbox key is printed apart, never through the logger.
    expect(line).not.toContain(config.devMailbox?.key ?? "no key");
  });

  it("names PostgreSQL's database and host and the SMTP host, never a user name or password", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "8080",
      DATABASE_URL: "postgres://site:db-pass-9f3@db.internal:5432/site_prod",
      SMTP_URL: "smtp://mailer:smtp-pass-7d1@mail.internal:587",
    });
    const line = startMessage(startInfo(config));
    expect(line).toBe(
      "site ready at http://127.0.0.1:8080 · database: PostgreSQL database site_prod on db.internal:5432 · " +
        "mail: sent over SMTP through mail.internal:587 · " +
        "files: in the PostgreSQL database (shared by every instance)",
    );
    expect(line).not.toMatch(/db-pass|smtp-pass|mailer|site:/);
  });

  it("says mail is not delivered when there is neither SMTP nor the mailbox page", () => {
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: "/srv/site" });
    expect(startMessage(startInfo(config))).toBe(
      "site ready at http://localhost:3000 · database: embedded PGlite in /srv/site/pglite · " +
        "mail: not delivered (set SMTP_URL to send it) · files: in /srv/site/uploads",
    );
  });

  it("names the S3 bucket when files are kept in S3", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://site@db.internal/site_prod",
      S3_BUCKET: "site-resumes",
    });
    expect(startMessage(startInfo(config))).toMatch(/ · files: S3 bucket site-resumes$/);
  });
});
