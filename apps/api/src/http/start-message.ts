// The line a person reads after `npm start`: where the site is, which database it uses, and where
// the e-mail goes and where uploaded files are kept. Never a password: database and SMTP addresses are shown as host, port and name.
import path from "node:path";
import type { Config } from "../config.ts";
import { describeStorage } from "../platform/storage/create-storage.ts";

export type DatabaseWhere = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };

export type MailWhere =
  /** SMTP_URL is set. */
  | { kind: "smtp"; url: string }
  /** The development mailbox page is on; its link with the key is printed apart, never logged. */
  | { kind: "mailbox-page"; url: string }
  /** No SMTP and no page (production): mail is kept in DATA_DIR, never shown over HTTP. */
  | { kind: "undelivered" };

export interface StartInfo {
  siteUrl: string;
  database: DatabaseWhere;
  mail: MailWhere;
  /** Where uploaded files are kept. */
  files: string;
}

/** host:port of a URL, without user name or password. */
function hostOf(url: string): string {
  const parsed = new URL(url);
  return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
}

function describeDatabase(database: DatabaseWhere): string {
  if (database.kind === "pglite") return `embedded PGlite in ${database.dir}`;
  const name = decodeURIComponent(new URL(database.url).pathname.replace(/^\//, "")) || "(default)";
  return `PostgreSQL database ${name} on ${hostOf(database.url)}`;
}

function describeMail(mail: MailWhere): string {
  switch (mail.kind) {
    case "smtp":
      return `sent over SMTP through ${hostOf(mail.url)}`;
    case "mailbox-page":
      return `not sent; read it at ${mail.url} with the key printed below`;
    case "undelivered":
      return "not delivered (set SMTP_URL to send it)";
  }
}

export function startMessage(info: StartInfo): string {
  return `site ready at ${info.siteUrl} · database: ${describeDatabase(info.database)} · mail: ${describeMail(info.mail)} · files: ${info.files}`;
}

/** The pieces of the start line from the configuration. */
export function startInfo(config: Config): StartInfo {
  const host = ["0.0.0.0", "::"].includes(config.host) ? "localhost" : config.host;
  const siteUrl = `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
  const database: DatabaseWhere = config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dir: path.join(config.dataDir, "pglite") };
  const mail: MailWhere = config.smtpUrl
    ? { kind: "smtp", url: config.smtpUrl }
    : config.devMailbox
      ? { kind: "mailbox-page", url: `${siteUrl}/dev/mailbox` }
      : { kind: "undelivered" };
  return { siteUrl, database, mail, files: describeStorage(config) };
}
