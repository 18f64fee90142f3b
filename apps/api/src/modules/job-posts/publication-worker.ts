import { type PeriodicRound, periodicRound } from "#api/platform/periodic.ts";
import type { JobsService } from "./jobs-service.ts";

/** Publishes the due drafts; `runOnce` resolves with the ids it published (tests use a fake clock). */
export type PublicationWorker = PeriodicRound<number[]>;

/**
 * The scheduled-publication worker of one instance: a round every `intervalMs` (30 s by default,
 * so a post goes public at most that long after its time). Several instances may run it on one
 * database; each due post is published by exactly one round (publication.ts, publishDueJobs).
 */
export function createPublicationWorker(deps: {
  jobs: JobsService;
  now: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): PublicationWorker {
  return periodicRound(() => deps.jobs.publishDue(deps.now()), {
    intervalMs: deps.intervalMs ?? 30_000,
    onError: (error) => deps.onError?.(error),
  });
}
