import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { mailOutbox } from "#api/db/schema.ts";
import type { Db } from "../database.ts";

/** What a service that writes mail into the outbox needs from outside. */
export interface MailingDeps {
  db: Db;
  now: () => Date;
  /** The site's address, for the links in the mails. */
  publicBaseUrl: string;
  /** Asks the mail worker to deliver queued mail now (after the transaction committed). */
  mailQueued: () => void;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. a job alert's List-Unsubscribe (docs/decisions/041-job-alerts.md). */
  headers?: Record<string, string>;
  /** Files sent with the message (an interview's .ics invitation, docs/decisions/082-interview-scheduling.md). */
  attachments?: MailAttachment[];
}

/** A text file attached to a mail; kept in the outbox row with its message. */
export interface MailAttachment {
  filename: string;
  /** The MIME type with its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

/** A way to hand a message to the world: SMTP, or the development mailbox. */
export interface MailTransport {
  kind: "smtp" | "dev-mailbox";
  send(message: MailMessage & { from: string; id: string }): Promise<void>;
  close?(): Promise<void>;
}

/**
 * Queues a message; call it with the transaction of the change that causes the mail. With `sendAt`
 * in the future the message waits in the table until then (a row, so it outlives restarts), and a
 * `cancelKey` lets `cancelWaitingMail` take it back while it waits.
 */
export async function enqueueMail(
  db: Db,
  message: MailMessage,
  now: Date = new Date(),
  { sendAt = now, cancelKey }: { sendAt?: Date; cancelKey?: string } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({
    cancelKey: cancelKey ?? null,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: message.headers ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
    nextAttemptAt: sendAt,
    createdAt: now,
  });
}

/**
 * Takes back the messages of `cancelKeys` that wait and that no worker is sending (a claimed one
 * may be on its way to the SMTP server: it goes). Call it with the transaction of the change that
 * makes them wrong; answers how many were taken back.
 */
export async function cancelWaitingMail(db: Db, cancelKeys: readonly string[], now: Date): Promise<number> {
  if (cancelKeys.length === 0) return 0;
  const taken = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.cancelKey, [...cancelKeys]),
        isNull(mailOutbox.sentAt),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return taken.length;
}

const MAX_BACKOFF_MS = 10 * 60 * 1000;
/**
 * How long a claim holds a message before another worker may take it. It counts from the claim
 * itself and is renewed while the send runs, so a slow SMTP server never lets a second worker
 * send the same message (issue 28: 90 mails became 92 deliveries at 4 s a message).
 */
export const MAIL_LEASE_MS = 60 * 1000;
export const MAX_MAIL_ATTEMPTS = 20;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 20));
}

export interface DeliveryOptions {
  onError?: (error: unknown, id: string) => void;
  /** The lease of a claim; renewed every third of it while the message is being sent. */
  leaseMs?: number;
}

/**
 * Delivers every due message once. Each message is claimed with a lease first, so several
 * workers (instances) never send the same message twice: the lease counts from the moment of the
 * claim (not from the start of the round) and is renewed while the send is under way. Failures
 * are retried with backoff.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  from: string,
  now: Date = new Date(),
  { onError = () => {}, leaseMs = MAIL_LEASE_MS }: DeliveryOptions = {},
): Promise<{ sent: number; failed: number }> {
  // `now` may be a test's clock ahead of the wall; time spent in this round is added to it.
  const started = performance.now();
  const clock = () => new Date(now.getTime() + (performance.now() - started));
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, now),
        sql`${mailOutbox.attempts} < ${MAX_MAIL_ATTEMPTS}`,
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(50);
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const claimedAt = clock();
    const [claimed] = await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(claimedAt.getTime() + leaseMs) })
      .where(
        and(
          eq(mailOutbox.id, id),
          isNull(mailOutbox.sentAt),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, claimedAt)),
        ),
      )
      .returning();
    if (!claimed) continue;
    const renewal = setInterval(() => {
      db.update(mailOutbox)
        .set({ lockedUntil: new Date(clock().getTime() + leaseMs) })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
        .catch((error: unknown) => onError(error, id));
    }, leaseMs / 3);
    try {
      await transport.send({
        id,
        from,
        to: claimed.toAddress,
        subject: claimed.subject,
        text: claimed.textBody,
        html: claimed.htmlBody,
        ...(claimed.headers ? { headers: claimed.headers } : {}),
        ...(claimed.attachments?.length ? { attachments: claimed.attachments } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), lockedUntil: null, attempts: claimed.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, id));
      sent += 1;
    } catch (error) {
      failed += 1;
      onError(error, id);
      const attempts = claimed.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lockedUntil: null,
          nextAttemptAt: new Date(clock().getTime() + backoffMs(attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : "delivery failed",
        })
        .where(eq(mailOutbox.id, id));
    } finally {
      // Only once the outcome is written: until then the claim must not lapse.
      clearInterval(renewal);
    }
  }
  return { sent, failed };
}
