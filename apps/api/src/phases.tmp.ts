const t0 = performance.now();
const mark = (what: string) =>
  console.log(
    `${what}: ${Math.round(performance.now() - t0)} ms (since process start ${Math.round(performance.now())} ms)`,
  );
mark("script start");
const { buildApp } = await import("./app.ts");
mark("import app.ts");
const { loadConfig } = await import("./config.ts");
const { seedDemoData } = await import("./db/seed/seed-demo-data.ts");
const { openDatabase } = await import("./platform/database.ts");
const { makePrivateDir } = await import("./platform/private-dir.ts");
const { createConfiguredStorage } = await import("./platform/storage/create-storage.ts");
const { sweepOrphanFiles } = await import("./platform/storage/sweep-orphans.ts");
mark("imports rest");
const config = loadConfig();
await makePrivateDir(config.dataDir);
const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
mark("openDatabase");
await opened.migrate();
mark("migrate");
await seedDemoData(opened.db);
mark("seed");
await sweepOrphanFiles(opened.db, await createConfiguredStorage(config, opened.db));
mark("sweep");
const app = await buildApp({ config, database: opened });
mark("buildApp");
await app.listen({ port: config.port, host: "127.0.0.1" });
mark("listen");
const r = await app.inject("/api/ready");
mark(`ready ${r.statusCode}`);
await app.close();
await opened.close();
