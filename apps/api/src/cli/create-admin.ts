// `npm run admin:create -- --email admin@example.com` creates the first admin account.
// The password comes from ADMIN_PASSWORD or is asked for on the terminal (never an argument,
// which would end up in the shell history).
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { ensureAdmin } from "../modules/accounts/public.ts";
import { openDatabase } from "../platform/database.ts";

const { values } = parseArgs({ options: { email: { type: "string" } } });
const email = values.email ?? process.env.ADMIN_EMAIL;
if (!email) {
  console.error(
    "Usage: npm run admin:create -- --email admin@example.com (password from ADMIN_PASSWORD or asked)",
  );
  process.exit(1);
}
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  password = await prompt.question("Password for the new admin (at least 8 characters): ");
  prompt.close();
}

const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const outcome = await ensureAdmin(database.db, email, password, new Date());
  console.log(
    outcome === "created" ? `Admin ${email} created.` : `An account ${email} already exists: left unchanged.`,
  );
} catch (error) {
  console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
