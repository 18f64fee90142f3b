import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#api/db/schema.ts";
import { startSmtpSink } from "#api/testing/smtp-sink.ts";
import { createTestDatabase, databaseKinds } from "#api/testing/test-database.ts";
import { deliverDueMail, enqueueMail, type MailTransport } from "./outbox.ts";
import { devMailboxTransport, readDevMailbox, smtpTransport } from "./transports.ts";

const ics =
  "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nSUMMARY:Interview: Ops\\, Berlin\r\nEND:VCALENDAR\r\n";
const attachment = {
  filename: "interview.ics",
  contentType: "text/calendar; charset=utf-8; method=REQUEST",
  content: ics,
};

// Attachments travel in the outbox row with their message (docs/decisions/082-interview-scheduling.md).
describe.each(databaseKinds())("mail attachments through the outbox on %s", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps the file through a failed send and a restart, and delivers it once over SMTP", async () => {
    const sink = await startSmtpSink();
    const database = await createTestDatabase(kind);
    cleanups.push(
      () => sink.stop(),
      () => database.dispose(),
    );
    const start = new Date();
    await enqueueMail(
      database.db,
      {
        to: "ada@example.com",
        subject: "Interview booked",
        text: "See the invitation.",
        html: "<p>See</p>",
        attachments: [attachment],
      },
      start,
    );
    // The first instance cannot reach its SMTP server, then stops.
    const down: MailTransport = {
      kind: "smtp",
      send: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    };
    expect(await deliverDueMail(database.db, down, "site@example.com", start)).toEqual({
      sent: 0,
      failed: 1,
    });
    const [stored] = await database.db.select().from(mailOutbox);
    expect(stored?.attachments).toEqual([attachment]);

    // Another process, later: the file is read back from the row and sent once.
    const transport = smtpTransport(sink.url);
    const later = new Date(start.getTime() + 60_000);
    expect(await deliverDueMail(database.db, transport, "site@example.com", later)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(
      await deliverDueMail(database.db, transport, "site@example.com", new Date(later.getTime() + 3_600_000)),
    ).toEqual({ sent: 0, failed: 0 });
    await transport.close?.();
    const mail = await sink.waitForMail("ada@example.com");
    expect(mail.attachments).toEqual([
      { filename: "interview.ics", contentType: "text/calendar", content: ics },
    ]);
    expect(sink.mails).toHaveLength(0);
  }, 120_000);

  it("stores the file with the message in the development mailbox", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mailbox-"));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const transport = devMailboxTransport(dir, () => {});
    await transport.send({
      id: "5b0e7c9e-3f1a-4c2e-9d7b-2a1f0c3e4d5a",
      from: "site@example.com",
      to: "ada@example.com",
      subject: "Interview booked",
      text: "See the invitation.",
      html: "<p>See</p>",
      attachments: [attachment],
    });
    const [mail] = await readDevMailbox(dir);
    expect(mail?.attachments).toEqual([attachment]);
  });
});
