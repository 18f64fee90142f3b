import {
  type CandidateReason,
  candidateCategoryOf,
  candidateStageOf,
  hiringMessages,
  isFixedStage,
  stageLabels,
  stageMessages,
} from "@site/contract/api/applications";
import { and, eq, inArray } from "drizzle-orm";
import { applicationStageChanges, applications, jobStages } from "#api/db/schema.ts";
import { FieldError } from "#api/http/errors.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { MailingDeps } from "#api/platform/mail/outbox.ts";
import { cancelWaitingMail, enqueueMail } from "#api/platform/mail/outbox.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import { applicationsOf, type HandledApplication } from "./access.ts";
import { applicationStageChangedMail } from "./mail/application-stage-changed.ts";
import { decisionMailKey, isMailingStage, type StageMail, stageMailFor } from "./stage-mail.ts";
import { mayMailUnverified } from "./third-party-mail.ts";

export interface MoveDeps extends MailingDeps {
  limits: RateLimits;
}

export interface MoveInput {
  applicationIds: readonly string[];
  /** A stage key: Applied, Hired, Rejected or one of the job's own (docs/decisions/083-custom-pipeline-stages.md). */
  stage: string;
  /** Why, for Rejected (the contract requires it there); ignored for other stages. */
  reason: string;
  /** Mail the candidates; by default only a rejection is mailed. */
  sendMail?: boolean;
  /** Rejected: the reason the candidate reads, from the fixed list. */
  candidateReason?: CandidateReason | undefined;
  /** Hours a Hired or Rejected mail waits in the outbox (docs/decisions/073-application-questions-and-knock-outs.md). */
  mailDelayHours?: number | undefined;
}

/**
 * The one mail a move sends its candidate, if any (docs/decisions/043-candidate-application-tracker.md).
 * Hired and Rejected send their own templated mail when the employer mails (Rejected by default),
 * and nothing when the employer chose not to: that mail is the candidate's news of the change, so
 * no second one follows. Every other stage tells a candidate who applied with an account of the
 * new status in the words of "My applications"; a resume-only applicant follows the status link.
 */
function mailOfMove(
  deps: MoveDeps,
  row: HandledApplication,
  stage: string,
  mailing: boolean,
  candidateReason: CandidateReason | undefined,
  shownName: string | undefined,
): StageMail | undefined {
  if (isMailingStage(stage)) return mailing ? stageMailFor(row, stage, candidateReason) : undefined;
  if (!row.userId || !row.accountEmail) return undefined;
  return {
    to: row.accountEmail,
    verified: true,
    mail: applicationStageChangedMail({
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      stage: candidateStageOf[candidateCategoryOf(stage)],
      stageName: shownName,
      link: `${deps.publicBaseUrl}/view-profile`,
    }),
  };
}

/**
 * Moves every given application to `stage` in one transaction, or none: an application the actor
 * may not handle refuses the whole batch. Applications already there are left as they are. Each
 * move is written to the history, and the candidate may be mailed (mailOfMove) through the outbox
 * in the same transaction (an unverified address at most a few times a day).
 */
export async function moveApplications(deps: MoveDeps, actor: SessionUser, input: MoveInput) {
  const now = deps.now();
  const { stage } = input;
  const reason = stage === "rejected" ? input.reason : "";
  const mailing = isMailingStage(stage) && (input.sendMail ?? stage === "rejected");
  const candidateReason = stage === "rejected" ? input.candidateReason : undefined;
  // Only the decision mails of Hired and Rejected wait; a status mail goes at once.
  const sendAt = new Date(
    now.getTime() + (isMailingStage(stage) ? (input.mailDelayHours ?? 0) : 0) * 3600_000,
  );
  const result = await deps.db.transaction(async (tx) => {
    const rows = await applicationsOf(tx, actor, input.applicationIds, { lock: true });
    // A stage of the job's own must be a live stage of every job in the batch.
    let name: string = isFixedStage(stage) ? stageLabels[stage] : "";
    let shownName: string | undefined;
    if (!isFixedStage(stage)) {
      const jobIds = [...new Set(rows.map((row) => row.jobId))];
      const found = await tx
        .select({ jobId: jobStages.jobId, name: jobStages.name, shown: jobStages.shownToCandidates })
        .from(jobStages)
        .where(and(inArray(jobStages.jobId, jobIds), eq(jobStages.key, stage), eq(jobStages.removed, false)));
      if (found.length !== jobIds.length) throw new FieldError(400, "stage", stageMessages.stageGone);
      name = found[0]?.name ?? stage;
      shownName = found.length === 1 && found[0]?.shown ? found[0].name : undefined;
    }
    const moving = rows.filter((row) => row.stage !== stage);
    if (moving.length === 0) return { moved: 0, mailed: 0, name };
    // A decision mail that still waits for its send time is wrong once the application moves on.
    await cancelWaitingMail(
      tx,
      moving.map((row) => decisionMailKey(row.id)),
      now,
    );
    const mailedIds = new Set<string>();
    for (const row of moving) {
      const mail = mailOfMove(deps, row, stage, mailing, candidateReason, shownName);
      if (!mail) continue;
      if (!mail.verified && !(await mayMailUnverified(deps.limits, mail.to))) continue;
      await enqueueMail(tx, { to: mail.to, ...mail.mail }, now, {
        sendAt,
        ...(isMailingStage(stage) ? { cancelKey: decisionMailKey(row.id) } : {}),
      });
      mailedIds.add(row.id);
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
    return { moved: moving.length, mailed: mailedIds.size, name };
  });
  if (result.mailed > 0) deps.mailQueued();
  return {
    message: hiringMessages.moved(result.moved, result.name),
    moved: result.moved,
    mailed: result.mailed,
  };
}
