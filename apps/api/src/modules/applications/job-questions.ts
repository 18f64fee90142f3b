import type { EmployerQuestion, PublicQuestion, QuestionInput } from "@site/contract/api/applications";
import { jobMessages } from "@site/contract/api/job-posts";
import { asc, eq } from "drizzle-orm";
import { jobQuestions } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import { findJob } from "#api/modules/job-posts/public.ts";
import type { Db } from "#api/platform/database.ts";

export type JobQuestion = typeof jobQuestions.$inferSelect;

/** A job's questions in the order the employer set. */
export const questionsOf = (db: Db, jobId: number): Promise<JobQuestion[]> =>
  db.select().from(jobQuestions).where(eq(jobQuestions.jobId, jobId)).orderBy(asc(jobQuestions.position));

const toPublic = (q: JobQuestion): PublicQuestion => ({
  questionId: q.id,
  kind: q.kind,
  label: q.label,
  required: q.required,
  choices: q.choices,
});
const toEmployer = (q: JobQuestion): EmployerQuestion => ({
  ...toPublic(q),
  disqualifyingAnswer: q.disqualifyingAnswer,
});

/** What an applicant is asked: an open job's questions, never which answer knocks out. */
export async function applicationQuestions(db: Db, jobId: number): Promise<{ data: PublicQuestion[] }> {
  const job = await findJob(db, jobId);
  if (job.status !== "open") throw new NotFound(jobMessages.jobNotFound);
  return { data: (await questionsOf(db, jobId)).map(toPublic) };
}

export async function employerQuestions(db: Db, jobId: number): Promise<{ data: EmployerQuestion[] }> {
  return { data: (await questionsOf(db, jobId)).map(toEmployer) };
}

/**
 * Replaces a job's questions with `questions`, in one transaction. Answers already given keep
 * their own copy of the wording (their question link is cleared by the foreign key).
 */
export async function saveQuestions(
  db: Db,
  jobId: number,
  questions: readonly QuestionInput[],
): Promise<{ data: EmployerQuestion[] }> {
  const saved = await db.transaction(async (tx) => {
    await tx.delete(jobQuestions).where(eq(jobQuestions.jobId, jobId));
    if (questions.length === 0) return [];
    return tx
      .insert(jobQuestions)
      .values(
        questions.map((q, position) => ({
          jobId,
          position,
          kind: q.kind,
          label: q.label,
          required: q.required,
          choices: q.kind === "choice" ? q.choices : [],
          disqualifyingAnswer: q.kind === "short_text" ? null : q.disqualifyingAnswer,
        })),
      )
      .returning();
  });
  return { data: saved.sort((a, b) => a.position - b.position).map(toEmployer) };
}
