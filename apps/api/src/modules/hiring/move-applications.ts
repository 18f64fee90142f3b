import { type ApplicationStage, hiringMessages } from "@site/contract/api/hiring";
import { inArray } from "drizzle-orm";
import { applicationStageChanges, applications } from "../../db/schema.ts";
import type { Db } from "../../platform/database.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { SessionUser } from "../auth/public.ts";
import { mayMailUnverified } from "../jobs/public.ts";
import { applicationsOf } from "./access.ts";
import { isMailingStage, stageMailFor } from "./stage-mail.ts";

export interface MoveDeps {
  db: Db;
  now: () => Date;
  limits: RateLimits;
  mailQueued: () => void;
}

export interface MoveInput {
  applicationIds: readonly string[];
  stage: ApplicationStage;
  /** Why, for Rejected (the contract requires it there); ignored for other stages. */
  reason: string;
  /** Mail the candidates; by default only a rejection is mailed. */
  sendMail?: boolean;
}

/**
 * Moves every given application to `stage` in one transaction, or none: an application the actor
 * may not handle refuses the whole batch. Applications already there are left as they are. Each
 * move is written to the history, and for Hired and Rejected the candidate may be mailed through
 * the outbox in the same transaction (an unverified address at most a few times a day).
 */
export async function moveApplications(deps: MoveDeps, actor: SessionUser, input: MoveInput) {
  const now = deps.now();
  const { stage } = input;
  const reason = stage === "rejected" ? input.reason : "";
  const mailing = isMailingStage(stage) && (input.sendMail ?? stage === "rejected");
  const result = await deps.db.transaction(async (tx) => {
    const rows = await applicationsOf(tx, actor, input.applicationIds, { lock: true });
    const moving = rows.filter((row) => row.stage !== stage);
    if (moving.length === 0) return { moved: 0, mailed: 0 };
    const mailedIds = new Set<string>();
    if (mailing && isMailingStage(stage)) {
      for (const row of moving) {
        const mail = stageMailFor(row, stage);
        if (!mail) continue;
        if (!mail.verified && !(await mayMailUnverified(deps.limits, mail.to))) continue;
        await enqueueMail(tx, { to: mail.to, ...mail.mail }, now);
        mailedIds.add(row.id);
      }
    }
    await tx
      .update(applications)
      .set({ stage, rejectionReason: reason, stageChangedAt: now })
      .where(
        inArray(
          applications.id,
          moving.map((row) => row.id),
        ),
      );
    await tx.insert(applicationStageChanges).values(
      moving.map((row) => ({
        applicationId: row.id,
        fromStage: row.stage,
        toStage: stage,
        reason,
        movedByUserId: actor.userId,
        movedByEmail: actor.email,
        mailed: mailedIds.has(row.id),
        createdAt: now,
      })),
    );
    return { moved: moving.length, mailed: mailedIds.size };
  });
  if (result.mailed > 0) deps.mailQueued();
  return { message: hiringMessages.moved(result.moved, stage), ...result };
}
