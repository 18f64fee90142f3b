import path from "node:path";
import type { Config } from "#api/config.ts";
import type { Db } from "../database.ts";
import { createMailer, type Mailer } from "./mailer.ts";
import { devMailboxTransport, smtpTransport } from "./transports.ts";

export function devMailboxDir(config: Config): string {
  return path.join(config.dataDir, "mailbox");
}

/** SMTP when SMTP_URL is set; otherwise the development mailbox under DATA_DIR. */
export function createConfiguredMailer(
  config: Config,
  db: Db,
  log: (line: string) => void,
  onFailure: () => void = () => {},
): Mailer {
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : devMailboxTransport(devMailboxDir(config), log);
  return createMailer({
    db,
    transport,
    from: config.mailFrom,
    onError: (error, id) => {
      onFailure();
      log(`mail ${id} not delivered yet: ${(error as Error)?.message ?? error}`);
    },
  });
}
