import type { Config } from "../config.ts";
import { isDatabaseUnavailable } from "./database.ts";

function where(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return "the configured address";
  }
}

/** One clear line for a failure during start, never a stack trace. */
export function describeStartupError(error: unknown, config: Config): string {
  const e = error as { code?: string; message?: string };
  if (e?.code === "EADDRINUSE")
    return `Cannot start: port ${config.port} is already in use (set PORT to another port)`;
  if (e?.code === "EACCES") return `Cannot start: no permission to listen on port ${config.port}`;
  if (config.databaseUrl) {
    if (isDatabaseUnavailable(error)) {
      return `Cannot reach the database at ${where(config.databaseUrl)} (${e?.code ?? e?.message}): check DATABASE_URL and that PostgreSQL is running`;
    }
    if (e?.code === "3D000")
      return `Cannot start: the database in DATABASE_URL does not exist (${where(config.databaseUrl)})`;
    if (e?.code === "28P01" || e?.code === "28000")
      return "Cannot start: PostgreSQL refused the credentials in DATABASE_URL";
  }
  return `Cannot start: ${e?.message ?? String(error)}`;
}
