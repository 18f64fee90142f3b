import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { seedDemoData } from "./db/seed/seed-demo-data.ts";
import { startInfo, startMessage } from "./http/start-message.ts";
import { ensureAdmin } from "./modules/admin/public.ts";
import { openDatabase } from "./platform/database.ts";
import { makePrivateDir } from "./platform/private-dir.ts";
import { describeStartupError } from "./platform/startup-errors.ts";
import { createConfiguredStorage } from "./platform/storage/create-storage.ts";
import { sweepOrphanFiles } from "./platform/storage/sweep-orphans.ts";

/** Starts the whole site: configuration, database and migrations, demo data, HTTP server. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    // Owner-only, also when an older version left it readable (uploads, mailbox, database).
    await makePrivateDir(config.dataDir);
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
    });
    await database.migrate();
    if (config.seedDemoData) await seedDemoData(database.db);
    await sweepOrphanFiles(database.db, await createConfiguredStorage(config));
    if (config.admin) {
      const outcome = await ensureAdmin(database.db, config.admin.email, config.admin.password, new Date());
      console.log(
        outcome === "created"
          ? `admin account ${config.admin.email} created`
          : `admin account ${config.admin.email} already exists: left unchanged`,
      );
    }
  } catch (error) {
    console.error(describeStartupError(error, config));
    await database?.close().catch(() => {});
    process.exit(1);
  }

  const app = await buildApp({ config, database });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an unexpected error");
    else app.log.info({ signal }, "shutting down: finishing in-flight requests");
    await app.close();
    await database?.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(describeStartupError(error, config));
    await database.close().catch(() => {});
    process.exit(1);
  }
  const info = startInfo(config);
  app.log.info(startMessage(info));
  if (config.devMailbox) {
    // The key is a secret: printed once on the console for the person who started the server,
    // never through the logger (docs/decisions/007-development-mailbox-behind-a-key.md).
    console.log(
      `mail is not sent (no SMTP_URL); read it at ${info.siteUrl}/dev/mailbox?key=${config.devMailbox.key}`,
    );
  }
}

await main();
