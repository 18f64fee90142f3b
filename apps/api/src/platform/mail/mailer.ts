import type { Db } from "../database.ts";
import { deliverDueMail, type MailTransport } from "./outbox.ts";

export interface Mailer {
  transport: MailTransport;
  /** Delivers what is due now; resolves when this round is done. */
  flush(): Promise<void>;
  /** Asks for a delivery round soon (after a commit that queued mail). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

/** The outbox worker: a round every `intervalMs`, and one right after mail is queued. */
export function createMailer(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  intervalMs?: number;
  /** The lease of a claimed message (outbox.ts); tests shorten it. */
  leaseMs?: number;
  onError?: (error: unknown, id: string) => void;
}): Mailer {
  const { db, transport, from, intervalMs = 2000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const round = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDueMail(db, transport, from, new Date(), {
          ...(options.onError ? { onError: options.onError } : {}),
          ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
        }).catch((error) => options.onError?.(error, "outbox"));
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    transport,
    flush: round,
    kick() {
      if (!stopped) void round();
    },
    start() {
      stopped = false;
      timer ??= setInterval(() => void round(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      await transport.close?.();
    },
  };
}
