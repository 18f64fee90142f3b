import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { DEFAULT_CONTACT_EMAIL } from "@site/contract/constants";
import { z } from "zod";

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

const url = (protocols: string[], example: string) =>
  z
    .string()
    .optional()
    .refine(
      (value) => {
        if (value === undefined || value === "") return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL like ${example}` },
    )
    .transform((value) => (value ? value : undefined));

/** An IPv4/IPv6 address, optionally with a /prefix (CIDR). */
function isAddressOrCidr(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be between 100 and 600000 milliseconds")
    .max(600_000, "must be between 100 and 600000 milliseconds")
    .default(fallback);

// "true" trusts every hop (only behind a proxy that always overwrites X-Forwarded-For);
// a list trusts just those proxies, so a client cannot pick its own address.
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    const trimmed = value?.trim().toLowerCase() ?? "";
    if (["", "false", "0", "no"].includes(trimmed)) return false;
    if (["true", "1", "yes"].includes(trimmed)) return true;
    const entries = trimmed
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => !isAddressOrCidr(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: "must be true, false or comma-separated proxy addresses/CIDRs like 10.0.0.1,192.168.0.0/16",
      });
      return z.NEVER;
    }
    return entries;
  });

/** DATABASE_POOL_SIZE when unset: PostgreSQL connections per instance. */
export const DATABASE_POOL_SIZE_DEFAULT = 10;

/** PGLITE_THREAD_NICE when unset (decision 127). */
export const PGLITE_THREAD_NICE_DEFAULT = 0;

const envSchema = z.object({
  // Unset means production: only a deliberate NODE_ENV=development or test turns on the
  // development mailbox (docs/decisions/007-development-mailbox-behind-a-key.md).
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"], "postgres://user:password@host:5432/database"),
  SMTP_URL: url(["smtp:", "smtps:"], "smtp://host:587"),
  MAIL_FROM: z.string().min(3).default("Automation Controller <no-reply@automation-controller.local>"),
  CONTACT_EMAIL: z.email({ error: "must be an e-mail address" }).default(DEFAULT_CONTACT_EMAIL),
  PUBLIC_BASE_URL: url(["http:", "https:"], "https://www.example.com"),
  REDIS_URL: url(["redis:", "rediss:"], "redis://127.0.0.1:6379"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: url(["http:", "https:"], "https://s3.eu-west-1.amazonaws.com"),
  S3_REGION: z.string().optional(),
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  REQUIRE_LOGIN_FOR_JOBS: booleanFlag(false),
  SEED_DEMO_DATA: booleanFlag(true),
  PGLITE_THREAD: booleanFlag(true),
  // How many steps nicer than the request thread PGlite's thread runs (decision 127; Linux).
  PGLITE_THREAD_NICE: z.coerce
    .number({ error: "must be a number of steps" })
    .int("must be a whole number of steps")
    .min(0, "must be between 0 and 19")
    .max(19, "must be between 0 and 19")
    .default(PGLITE_THREAD_NICE_DEFAULT),
  // Connections of this instance's PostgreSQL pool (decision 137; ignored on PGlite).
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: "must be a number of connections" })
    .int("must be a whole number of connections")
    .min(1, "must be between 1 and 100 connections")
    .max(100, "must be between 1 and 100 connections")
    .default(DATABASE_POOL_SIZE_DEFAULT),
  DEV_MAILBOX: z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .optional(),
  DEV_MAILBOX_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, "must be 24 to 128 letters, digits, - or _")
    .optional(),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["auto", "json", "pretty"], { error: "must be auto, json or pretty" }).default("auto"),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters (a random secret)")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
    .optional(),
  WEB_BUILD_DIR: z.string().optional(),
  // The optional language model (docs/decisions/046-optional-grounded-llm.md).
  LLM_BASE_URL: url(["http:", "https:"], "http://127.0.0.1:11434/v1"),
  LLM_MODEL: z.string().trim().min(1, "must name a model").optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_FIRST_TOKEN_TIMEOUT_MS: milliseconds(4000),
  LLM_TIMEOUT_MS: milliseconds(20000),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(0, "must be between 0 and 120000 milliseconds")
    .max(120_000, "must be between 0 and 120000 milliseconds")
    .default(5000),
  // How long the AI Agent's (masked) questions are kept (docs/decisions/054-chat-answers-safe-and-questions-masked.md).
  CHAT_QUESTION_RETENTION_DAYS: z.coerce
    .number({ error: "must be a number of days" })
    .int("must be a whole number of days")
    .min(1, "must be between 1 and 3650 days")
    .max(3650, "must be between 1 and 3650 days")
    .default(90),
  // How long a knock-out answer's rejection mail waits (docs/decisions/073-application-questions-and-knock-outs.md).
  KNOCK_OUT_MAIL_DELAY_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .min(0, "must be between 0 and 720 hours")
    .max(720, "must be between 0 and 720 hours")
    .default(48),
  // How often the scheduled-publication worker looks for due drafts (decision 074): a scheduled
  // post goes public at most this long after its time. The e2e server sets 1 s (decision 090).
  JOB_PUBLICATION_INTERVAL_MS: milliseconds(30_000),
  // How long a visitor's job search or job post answer is kept and shared (decision 121); 0 keeps none.
  ANSWER_CACHE_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(0, "must be between 0 and 5000 milliseconds")
    .max(5000, "must be between 0 and 5000 milliseconds")
    .default(1000),
});

export type Env = z.input<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** The validated configuration; nothing else in the server reads process.env. */
export type Config = ReturnType<typeof toConfig>;

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as they do in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const raw = cleaned[name];
    const shown = raw === undefined || /PASSWORD|URL|KEY|TOKEN/.test(name) ? "" : ` (got "${raw}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
  }
  const e = parsed.data;
  const mailboxWanted = e.DEV_MAILBOX !== undefined && ["true", "1", "yes"].includes(e.DEV_MAILBOX);
  if (e.NODE_ENV === "production" && mailboxWanted) {
    throw new ConfigError(
      "Invalid configuration: DEV_MAILBOX cannot be on when NODE_ENV=production (anyone could read every code): set SMTP_URL, or run with NODE_ENV=development on your own machine",
    );
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError("Invalid configuration: LLM_MODEL must name the model when LLM_BASE_URL is set");
  }
  return toConfig(e);
}

/** The validated configuration, as the server reads it; its type is derived from here. */
function toConfig(e: z.output<typeof envSchema>) {
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** The site's inbox: inquiries are forwarded here. */
    contactEmail: e.CONTACT_EMAIL,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION } : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    requireLoginForJobs: e.REQUIRE_LOGIN_FOR_JOBS,
    seedDemoData: e.SEED_DEMO_DATA,
    /** PGLITE_THREAD: the embedded database on a worker thread of its own (decision 106). */
    pgliteThread: e.PGLITE_THREAD,
    /**
     * PGLITE_THREAD_NICE: how many steps nicer (lower priority) than the main thread PGlite's thread
     * runs on Linux (decision 127). 0 by default: on the shared 2-core machine it cost answers and
     * did not shorten the refusals' p99.
     */
    pgliteThreadNice: e.PGLITE_THREAD_NICE,
    /** DATABASE_POOL_SIZE: how many PostgreSQL connections this instance opens at most. */
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    /** LOG_FORMAT: "auto" prints readable lines when stdout is a terminal and JSON otherwise. */
    logFormat: e.LOG_FORMAT,
    /** METRICS_TOKEN: /metrics answers only with this bearer token; off (404) when unset. */
    metricsToken: e.METRICS_TOKEN,
    /**
     * TRUST_PROXY: which proxies may set X-Forwarded-For (Fastify's `trustProxy`); request.ip, and so
     * every per-IP rate limit, then comes from that header. Off by default.
     */
    trustProxy: e.TRUST_PROXY,
    /**
     * SHUTDOWN_DRAIN_MS: on SIGTERM, /api/ready answers 503 at once while the server keeps serving
     * for this long, so a load balancer's health checks take the instance out before it stops
     * accepting; then in-flight requests finish and the process exits.
     */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** KNOCK_OUT_MAIL_DELAY_HOURS: a knock-out answer rejects at once; its mail waits this long (2 days). */
    knockOutMailDelayHours: e.KNOCK_OUT_MAIL_DELAY_HOURS,
    /** JOB_PUBLICATION_INTERVAL_MS: a scheduled job goes public at most this long after its time (30 s). */
    jobPublicationIntervalMs: e.JOB_PUBLICATION_INTERVAL_MS,
    /**
     * ANSWER_CACHE_MS: a visitor's search or job post answer is kept this long and shared with other
     * visitors (1 s); this instance's job writes clear it at once, other instances' show within it.
     */
    answerCacheMs: e.ANSWER_CACHE_MS,
    /**
     * The development mailbox (/dev/mailbox): outside production only, unless DEV_MAILBOX=false or
     * SMTP_URL is set, and readable only with `key` (DEV_MAILBOX_KEY, or random at every start).
     */
    devMailbox: devMailbox(e),
    /** Folder of the built web app (index.html, assets); served when it exists. */
    /**
     * LLM_*: an OpenAI-compatible endpoint that words the answers from the retrieved passages;
     * absent, the AI Agent answers extractively and offline. The key is never logged.
     */
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY,
            firstTokenTimeoutMs: e.LLM_FIRST_TOKEN_TIMEOUT_MS,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
    /** CHAT_QUESTION_RETENTION_DAYS: questions typed into the AI Agent older than this are deleted. */
    chatQuestionRetentionDays: e.CHAT_QUESTION_RETENTION_DAYS,
    webBuildDir: path.resolve(e.WEB_BUILD_DIR ?? path.join(repoRoot, "apps/web/build/client")),
  };
}

function devMailbox(e: z.output<typeof envSchema>): { key: string } | undefined {
  if (e.NODE_ENV === "production" || e.SMTP_URL) return undefined;
  if (e.DEV_MAILBOX !== undefined && !["true", "1", "yes"].includes(e.DEV_MAILBOX)) return undefined;
  return { key: e.DEV_MAILBOX_KEY ?? randomBytes(24).toString("base64url") };
}
