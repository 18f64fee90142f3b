import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loggerOptions } from "../http/logger.ts";
import { dataUrl, samplePdf } from "../testing/sample-files.ts";
import { testConfig } from "../testing/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/test-database.ts";

const mailboxKey = "the-mailbox-key-of-this-log-test";
const email = "logged@example.com";
const password = "a first passphrase 1842";
const newPassword = "a second passphrase 1843";

// The production logger at level trace, writing into memory: everything a log pipeline would see.
describe.each(databaseKinds())("no code, token or link in any log line on %s", (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const lines: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = await testConfig({
      LOG_LEVEL: "trace",
      DEV_MAILBOX_KEY: mailboxKey,
      PUBLIC_BASE_URL: "https://jobs.example.com",
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const logger = { ...(loggerOptions("trace") as object), stream };
    app = await buildApp({ config, database }, { logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload });
  /** The newest mail to `email`, read through the keyed mailbox as a developer would. */
  const newestMail = async () => {
    await app.mailer.flush();
    const answer = await app.inject({
      method: "GET",
      url: `/dev/mailbox.json?key=${mailboxKey}&to=${email}`,
    });
    const [mail] = answer.json().mails as { text: string }[];
    const code = /code is (\d{6})/.exec(mail?.text ?? "")?.[1] ?? "";
    const link = /https:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    secrets.push(code, link, encodeURIComponent(link));
    return code;
  };

  it("runs register → resend → verify → log-in → upload → download → reset, logging at trace", async () => {
    secrets.push(mailboxKey, password, newPassword);
    const registered = await post("/api/auth/register", {
      first_name: "Log",
      last_name: "Reader",
      email,
      password,
      phone_no: "1",
      company: "Acme",
      title: "Engineer",
    });
    expect(registered.statusCode).toBe(200);
    await newestMail();
    const resent = await app.inject({ method: "POST", url: `/api/auth/resend-token?email=${email}` });
    expect(resent.statusCode).toBe(200);
    const code = await newestMail();
    expect((await post("/api/auth/verify", { inputEmail: email, token: "000000" })).statusCode).toBe(400);
    expect((await post("/api/auth/verify", { inputEmail: email, token: code })).statusCode).toBe(200);

    const loggedIn = await post("/api/auth/log-in", { inputEmail: email, password });
    const accessToken = loggedIn.json().accessToken as string;
    secrets.push(accessToken);
    const uploaded = await post("/api/upload_resume", {
      accessToken,
      fileName: "cv.pdf",
      resume_data: dataUrl(samplePdf(), "application/pdf"),
    });
    const url = uploaded.json().url as string;
    secrets.push(url.split("/")[3] ?? "missing download token");
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    expect((await post("/api/validate-token-does-not-exist", { accessToken })).statusCode).toBe(404);

    // The new password goes with both steps, so the flow works whichever step takes it.
    const reset = { inputEmail: email, password, newpassword: newPassword };
    expect((await post("/api/requestResetPassword", reset)).statusCode).toBe(200);
    const resetCode = await newestMail();
    const confirmed = await post("/api/verifyResetPassword", { ...reset, token: resetCode });
    expect(confirmed.statusCode).toBe(200);
    const again = await post("/api/auth/log-in", { inputEmail: email, password: newPassword });
    secrets.push(again.json().accessToken as string);
    expect((await post("/api/auth/log-out", { accessToken: again.json().accessToken })).statusCode).toBe(200);
  });

  it("wrote plenty of lines, and none holds a secret", () => {
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.some((line) => line.includes("stored in the development mailbox"))).toBe(true);
    expect(lines.some((line) => line.includes("/api/viewAttachment/[REDACTED]/"))).toBe(true);
    expect(secrets.filter((secret) => secret.length >= 6)).toHaveLength(secrets.length);
    for (const secret of secrets) {
      // Digits only where no other digit touches them: a code is not a piece of a timestamp.
      const pattern = /^\d+$/.test(secret)
        ? new RegExp(`(^|\\D)${secret}(\\D|$)`)
        : new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      const leaked = lines.filter((line) => pattern.test(line));
      expect(leaked, `"${secret}" in the log`).toEqual([]);
    }
  });
});
