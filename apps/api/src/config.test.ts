import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Config, ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults: port 3000, ./data, embedded database, demo data on", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.requireLoginForJobs).toBe(false);
    expect(config.publicBaseUrl).toBe("http://localhost:3000");
  });

  it("reads every variable it documents", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      SEED_DEMO_DATA: "false",
      REQUIRE_LOGIN_FOR_JOBS: "true",
      PUBLIC_BASE_URL: "https://jobs.example.com/",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "a long admin password",
      S3_BUCKET: "resumes",
      S3_REGION: "eu-west-1",
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/site");
    expect(config.seedDemoData).toBe(false);
    expect(config.requireLoginForJobs).toBe(true);
    expect(config.publicBaseUrl).toBe("https://jobs.example.com");
    expect(config.admin?.email).toBe("admin@example.com");
    expect(config.s3).toEqual({ bucket: "resumes", region: "eu-west-1", endpoint: undefined });
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be between 1 and 65535/],
    [
      { DATABASE_URL: "mysql://db/site" },
      /^Invalid configuration: DATABASE_URL must be a URL like postgres:\/\//,
    ],
    [{ SMTP_URL: "not a url" }, /^Invalid configuration: SMTP_URL must be a URL like smtp:\/\//],
    [{ SEED_DEMO_DATA: "maybe" }, /^Invalid configuration: SEED_DEMO_DATA must be true or false/],
    [{ ADMIN_EMAIL: "admin@example.com" }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
  ])("refuses %o with one line naming the variable", (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it("has no language model by default, and reads LLM_* with the documented time limits", () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_MODEL: "llama3.2" }).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3.2" }).llm).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3.2",
      apiKey: undefined,
      firstTokenTimeoutMs: 4000,
      timeoutMs: 20000,
    });
    const full = loadConfig({
      LLM_BASE_URL: "https://api.openai.com/v1",
      LLM_MODEL: "gpt-4o-mini",
      LLM_API_KEY: "sk-secret",
      LLM_FIRST_TOKEN_TIMEOUT_MS: "2500",
      LLM_TIMEOUT_MS: "15000",
    }).llm;
    expect(full).toMatchObject({ apiKey: "sk-secret", firstTokenTimeoutMs: 2500, timeoutMs: 15000 });
  });

  it.each([
    [
      { LLM_BASE_URL: "http://127.0.0.1:11434/v1" },
      "Invalid configuration: LLM_MODEL must name the model when LLM_BASE_URL is set",
    ],
    [
      { LLM_BASE_URL: "ollama:11434", LLM_MODEL: "m" },
      "Invalid configuration: LLM_BASE_URL must be a URL like http://127.0.0.1:11434/v1",
    ],
    [
      { LLM_TIMEOUT_MS: "soon" },
      'Invalid configuration: LLM_TIMEOUT_MS must be a number of milliseconds (got "soon")',
    ],
    [
      { LLM_FIRST_TOKEN_TIMEOUT_MS: "10" },
      "Invalid configuration: LLM_FIRST_TOKEN_TIMEOUT_MS must be between 100 and 600000 milliseconds",
    ],
  ])("refuses the language model settings %o in words", (env, expected) => {
    expect(() => loadConfig(env)).toThrow(expected);
  });

  // A number the site reads from one variable: its default, values it takes, and values it refuses in words.
  it.each<{
    title: string;
    variable: string;
    key: keyof Config;
    byDefault: number;
    reads: [string, number][];
    refuses: [string, string][];
  }>([
    {
      title: "drains for 5 s on SIGTERM by default, for SHUTDOWN_DRAIN_MS when set, and refuses a bad value",
      variable: "SHUTDOWN_DRAIN_MS",
      key: "shutdownDrainMs",
      byDefault: 5000,
      reads: [
        ["0", 0],
        ["15000", 15000],
      ],
      refuses: [
        ["soon", 'Invalid configuration: SHUTDOWN_DRAIN_MS must be a number of milliseconds (got "soon")'],
        [
          "120001",
          'Invalid configuration: SHUTDOWN_DRAIN_MS must be between 0 and 120000 milliseconds (got "120001")',
        ],
        [
          "-1",
          'Invalid configuration: SHUTDOWN_DRAIN_MS must be between 0 and 120000 milliseconds (got "-1")',
        ],
      ],
    },
    {
      title: "keeps the AI Agent's questions 90 days by default, CHAT_QUESTION_RETENTION_DAYS otherwise",
      variable: "CHAT_QUESTION_RETENTION_DAYS",
      key: "chatQuestionRetentionDays",
      byDefault: 90,
      reads: [["30", 30]],
      refuses: [
        [
          "0",
          'Invalid configuration: CHAT_QUESTION_RETENTION_DAYS must be between 1 and 3650 days (got "0")',
        ],
        [
          "forever",
          'Invalid configuration: CHAT_QUESTION_RETENTION_DAYS must be a number of days (got "forever")',
        ],
      ],
    },
    {
      title:
        "holds a knock-out answer's rejection mail 48 hours by default, KNOCK_OUT_MAIL_DELAY_HOURS otherwise",
      variable: "KNOCK_OUT_MAIL_DELAY_HOURS",
      key: "knockOutMailDelayHours",
      byDefault: 48,
      reads: [["0", 0]],
      refuses: [
        [
          "721",
          'Invalid configuration: KNOCK_OUT_MAIL_DELAY_HOURS must be between 0 and 720 hours (got "721")',
        ],
        ["soon", 'Invalid configuration: KNOCK_OUT_MAIL_DELAY_HOURS must be a number of hours (got "soon")'],
      ],
    },
    {
      title: "looks for due scheduled jobs every 30 s by default, JOB_PUBLICATION_INTERVAL_MS otherwise",
      variable: "JOB_PUBLICATION_INTERVAL_MS",
      key: "jobPublicationIntervalMs",
      byDefault: 30_000,
      reads: [["1000", 1000]],
      refuses: [
        [
          "50",
          'Invalid configuration: JOB_PUBLICATION_INTERVAL_MS must be between 100 and 600000 milliseconds (got "50")',
        ],
      ],
    },
    {
      title:
        "runs PGlite's thread at the request thread's priority by default, PGLITE_THREAD_NICE steps nicer otherwise",
      variable: "PGLITE_THREAD_NICE",
      key: "pgliteThreadNice",
      byDefault: 0,
      reads: [
        ["10", 10],
        ["19", 19],
      ],
      refuses: [
        ["20", 'Invalid configuration: PGLITE_THREAD_NICE must be between 0 and 19 (got "20")'],
        ["-1", 'Invalid configuration: PGLITE_THREAD_NICE must be between 0 and 19 (got "-1")'],
        ["low", 'Invalid configuration: PGLITE_THREAD_NICE must be a number of steps (got "low")'],
      ],
    },
    {
      title: "opens at most 10 PostgreSQL connections by default, DATABASE_POOL_SIZE otherwise",
      variable: "DATABASE_POOL_SIZE",
      key: "databasePoolSize",
      byDefault: 10,
      reads: [
        ["25", 25],
        ["1", 1],
      ],
      refuses: [
        ["0", 'Invalid configuration: DATABASE_POOL_SIZE must be between 1 and 100 connections (got "0")'],
        [
          "101",
          'Invalid configuration: DATABASE_POOL_SIZE must be between 1 and 100 connections (got "101")',
        ],
        [
          "2.5",
          'Invalid configuration: DATABASE_POOL_SIZE must be a whole number of connections (got "2.5")',
        ],
        ["many", 'Invalid configuration: DATABASE_POOL_SIZE must be a number of connections (got "many")'],
      ],
    },
    {
      title: "keeps visitor answers 1 s by default, ANSWER_CACHE_MS otherwise, 0 for none",
      variable: "ANSWER_CACHE_MS",
      key: "answerCacheMs",
      byDefault: 1000,
      reads: [["0", 0]],
      refuses: [
        [
          "6000",
          'Invalid configuration: ANSWER_CACHE_MS must be between 0 and 5000 milliseconds (got "6000")',
        ],
      ],
    },
  ])("$title", ({ variable, key, byDefault, reads, refuses }) => {
    expect(loadConfig({})[key]).toBe(byDefault);
    for (const [value, read] of reads) expect(loadConfig({ [variable]: value })[key]).toBe(read);
    for (const [value, message] of refuses) expect(() => loadConfig({ [variable]: value })).toThrow(message);
  });

  it("trusts no proxy by default, and exactly the proxies TRUST_PROXY names", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    for (const bad of ["proxy.local", "10.0.0.0/33", "127.0.0.1,nope", "::1/129", "1.2.3.4/8/1"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /^Invalid configuration: TRUST_PROXY must be true, false or comma-separated proxy addresses/,
      );
    }
  });

  it("refuses the development mailbox under production, with one line naming DEV_MAILBOX", () => {
    for (const on of ["true", "1", "yes"]) {
      expect(() => loadConfig({ NODE_ENV: "production", DEV_MAILBOX: on })).toThrow(
        "Invalid configuration: DEV_MAILBOX cannot be on when NODE_ENV=production (anyone could read every code): set SMTP_URL, or run with NODE_ENV=development on your own machine",
      );
    }
    // An unset NODE_ENV is production: the same refusal.
    expect(() => loadConfig({ DEV_MAILBOX: "true" })).toThrow(ConfigError);
  });

  it("serves the mailbox only outside production, without SMTP_URL, and always with a key", () => {
    expect(loadConfig({}).devMailbox).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "production" }).devMailbox).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "production", DEV_MAILBOX: "false" }).devMailbox).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "development", DEV_MAILBOX: "false" }).devMailbox).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "development", SMTP_URL: "smtp://mail:25" }).devMailbox).toBeUndefined();
    const first = loadConfig({ NODE_ENV: "development" }).devMailbox?.key;
    const second = loadConfig({ NODE_ENV: "development" }).devMailbox?.key;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    const fixed = "a-fixed-key-for-the-e2e-suite-0001";
    expect(loadConfig({ NODE_ENV: "test", DEV_MAILBOX_KEY: fixed }).devMailbox).toEqual({ key: fixed });
    expect(() => loadConfig({ NODE_ENV: "development", DEV_MAILBOX_KEY: "short" })).toThrow(
      "Invalid configuration: DEV_MAILBOX_KEY must be 24 to 128 letters, digits, - or _",
    );
  });

  it("never echoes a database URL, which may hold a password", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://user:secret@db/site" })).not.toThrow(/secret/);
  });
});
