import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#api/db/schema.ts";
import { startSmtpSink } from "#api/testing/smtp-sink.ts";
import { createTestDatabase, databaseKinds } from "#api/testing/test-database.ts";
import { createMailer } from "./mailer.ts";
import { enqueueMail } from "./outbox.ts";
import { smtpTransport } from "./transports.ts";

describe.each(databaseKinds())("outbox on %s with a slow SMTP server and two workers", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("delivers each mail exactly once although every send outlasts the lease", async () => {
    // 4 s per message (as in issue 28) against a 3 s lease: a lease that is not renewed while the send runs,
    // or that counts from the start of the round, lets the other worker send the message again.
    const sink = await startSmtpSink({ delayMs: 4000 });
    const database = await createTestDatabase(kind);
    cleanups.push(
      () => sink.stop(),
      () => database.dispose(),
    );
    const mails = 6;
    for (let i = 0; i < mails; i += 1) {
      await enqueueMail(database.db, {
        to: `person-${i}@example.com`,
        subject: `Message ${i}`,
        text: `Body ${i}`,
        html: `<p>Body ${i}</p>`,
      });
    }
    const errors: unknown[] = [];
    const workers = [0, 1].map(() =>
      createMailer({
        db: database.db,
        transport: smtpTransport(sink.url),
        from: "site@example.com",
        leaseMs: 3000,
        onError: (error) => errors.push(error),
      }),
    );
    for (const worker of workers) cleanups.push(() => worker.stop());
    // Each instance works the queue on its own, round after round, until nothing is left; the
    // second starts a little later, as an instance's round does when its timer or a commit wakes it.
    const allSent = async () =>
      (await database.db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox)).every((row) => row.sentAt);
    await Promise.all(
      workers.map(async (worker, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 1000));
        for (let round = 0; round < 20 && !(await allSent()); round += 1) await worker.flush();
      }),
    );
    const delivered = sink.mails.map((mail) => mail.to).sort();
    expect(delivered).toHaveLength(6);
    expect(new Set(delivered).size).toBe(6);
    expect(errors).toEqual([]);
  }, 120_000);
});
