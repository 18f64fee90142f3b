import { type AnswerInput, questionMessages, yesNoAnswers } from "@site/contract/api/applications";
import { eq } from "drizzle-orm";
import { applicationAnswers, applicationStageChanges, applications } from "#api/db/schema.ts";
import { BadRequest } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import type { JobQuestion } from "./job-questions.ts";

export interface CheckedAnswer {
  questionId: string;
  position: number;
  label: string;
  answer: string;
  knockedOut: boolean;
}

/**
 * Checks the answers against the job's questions and returns them in the job's order: every
 * required question answered, a yes/no with yes or no, a choice with one of its choices, no answer
 * to a question the job does not ask. Throws 400 with the first problem, in words the applicant reads.
 */
export function checkAnswers(
  questions: readonly JobQuestion[],
  answers: readonly AnswerInput[],
): CheckedAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<string, string>();
  for (const { questionId, answer } of answers) {
    if (!byId.has(questionId)) throw new BadRequest(questionMessages.unknownQuestion);
    if (given.has(questionId)) throw new BadRequest(questionMessages.answeredTwice);
    given.set(questionId, answer);
  }
  const checked: CheckedAnswer[] = [];
  for (const q of questions) {
    const raw = given.get(q.id) ?? "";
    const answer = q.kind === "yes_no" ? raw.toLowerCase() : raw;
    if (answer === "") {
      if (q.required) throw new BadRequest(questionMessages.answerRequired(q.label));
      continue;
    }
    if (q.kind === "yes_no" && !(yesNoAnswers as readonly string[]).includes(answer))
      throw new BadRequest(questionMessages.yesOrNo(q.label));
    if (q.kind === "choice" && !q.choices.includes(answer))
      throw new BadRequest(questionMessages.notAChoice(q.label));
    checked.push({
      questionId: q.id,
      position: q.position,
      label: q.label,
      answer,
      knockedOut: q.disqualifyingAnswer !== null && q.disqualifyingAnswer === answer,
    });
  }
  return checked;
}

/** The first knock-out among the answers, if any. */
export const knockOutOf = (answers: readonly CheckedAnswer[]): CheckedAnswer | undefined =>
  answers.find((a) => a.knockedOut);

/** Stores an application's answers; call it in the transaction that inserts the application. */
export async function recordAnswers(
  tx: Db,
  applicationId: string,
  answers: readonly CheckedAnswer[],
): Promise<void> {
  if (answers.length === 0) return;
  await tx.insert(applicationAnswers).values(answers.map((a) => ({ applicationId, ...a })));
}

/**
 * Moves a just-made application to Rejected because of its knock-out answer: no person moved it
 * (the history's mover is empty), and the reason, kept for the team, names the question.
 */
export async function rejectForKnockOut(
  tx: Db,
  applicationId: string,
  knockOut: CheckedAnswer,
  now: Date,
  mailed: boolean,
): Promise<void> {
  const reason = questionMessages.knockedOut(knockOut.label);
  await tx
    .update(applications)
    .set({ stage: "rejected", rejectionReason: reason, stageChangedAt: now })
    .where(eq(applications.id, applicationId));
  await tx.insert(applicationStageChanges).values({
    applicationId,
    fromStage: "applied",
    toStage: "rejected",
    reason,
    movedByUserId: null,
    movedByEmail: "",
    mailed,
    createdAt: now,
  });
}
