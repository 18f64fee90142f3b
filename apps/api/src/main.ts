import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { seedDemoData } from "./db/seed/seed-demo-data.ts";
import { startInfo, startMessage } from "./http/start-message.ts";
import { ensureAdmin } from "./modules/accounts/public.ts";
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
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      pgliteInWorker: config.pgliteThread,
      pgliteThreadNiceSteps: config.pgliteThreadNice,
      onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
    });
    database = opened;
    const db = opened.db;
    // Several instances may start at once on an empty database: each step runs under one lock,
    // so only the first migrates, seeds and creates the admin, and the others find it done.
    await opened.duringStartUp(async () => {
      await opened.migrate();
      if (config.seedDemoData) await seedDemoData(db);
      await sweepOrphanFiles(db, await createConfiguredStorage(config, db));
      if (config.admin) {
        const outcome = await ensureAdmin(db, config.admin.email, config.admin.password, new Date());
        console.log(
          outcome === "created"
            ? `admin account ${config.admin.email} created`
            : `admin account ${config.admin.email} already exists: left unchanged`,
        );
      }
    });
  } catch (error) {
    console.error(describeStartupError(error, config));
    await database?.close().catch(() => {});
    process.exit(1);
  }

  const app = await buildApp({ config, database });
  // On SIGTERM: readiness turns 503 at once and the server keeps serving for SHUTDOWN_DRAIN_MS,
  // so the load balancer stops sending before the listener closes (a connection it opened to a
  // closed listener would be reset); then in-flight requests get up to 10 s to finish.
  closeWithGrace({ delay: config.shutdownDrainMs + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an unexpected error");
    else {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down: draining (not ready)");
      app.startDraining();
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      app.log.info("shutting down: finishing in-flight requests");
    }
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
