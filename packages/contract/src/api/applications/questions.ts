// Application questions a job asks (custom and knock-out), and the answers applicants give
// (docs/decisions/073-application-questions-and-knock-outs.md).
import { z } from "zod";
import { consoleBody } from "../../console-call.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { jobIdField } from "../../fields.ts";
import { hiringCall, onJob } from "./hiring-call.ts";

export const questionKinds = ["short_text", "yes_no", "choice"] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionKindLabels: Record<QuestionKind, string> = {
  short_text: "Short text",
  yes_no: "Yes / no",
  choice: "One choice",
};

export const QUESTIONS_MAX = 20;
export const QUESTION_LABEL_MAX = 200;
export const CHOICES_MAX = 10;
export const CHOICE_MAX = 100;
export const ANSWER_MAX = 1000;
/** The answers of a yes/no question, as sent and stored. */
export const yesNoAnswers = ["yes", "no"] as const;

export const questionMessages = {
  saved: "Application questions saved.",
  kindInvalid: "Choose the kind of question: short text, yes / no or one choice.",
  labelRequired: "Write the question.",
  labelTooLong: `A question must be at most ${QUESTION_LABEL_MAX} characters.`,
  tooMany: `A job can ask at most ${QUESTIONS_MAX} questions.`,
  choicesNeeded: "A one-choice question needs at least two choices.",
  tooManyChoices: `A one-choice question can offer at most ${CHOICES_MAX} choices.`,
  choiceRequired: "A choice cannot be empty.",
  choiceTooLong: `A choice must be at most ${CHOICE_MAX} characters.`,
  choicesRepeated: "Each choice must be different.",
  choicesOnlyForChoice: "Only a one-choice question has choices.",
  knockOutInvalid: "The disqualifying answer must be one of the question's answers.",
  knockOutOnText: "A short text question cannot have a disqualifying answer.",
  answersInvalid: "Answers must be a list of question numbers and answers.",
  answerTooLong: `An answer must be at most ${ANSWER_MAX} characters.`,
  unknownQuestion: "One of the answers is to a question this job does not ask.",
  answeredTwice: "A question was answered twice.",
  answerRequired: (label: string) => `Please answer “${label}”.`,
  yesOrNo: (label: string) => `Answer “${label}” with yes or no.`,
  notAChoice: (label: string) => `Choose one of the offered answers to “${label}”.`,
  /** Kept with the application as the reason of an automatic rejection (never mailed). */
  knockedOut: (label: string) => `Knock-out question: “${label}”.`,
} as const;

const trimmedText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** One question as the employer writes it. */
export const questionInput = z
  .object({
    kind: z.enum(questionKinds, { error: questionMessages.kindInvalid }),
    label: trimmedText(questionMessages.labelRequired, questionMessages.labelTooLong, QUESTION_LABEL_MAX),
    required: z.boolean({ error: "Required must be true or false." }).optional().default(false),
    choices: z
      .array(trimmedText(questionMessages.choiceRequired, questionMessages.choiceTooLong, CHOICE_MAX), {
        error: questionMessages.choicesNeeded,
      })
      .max(CHOICES_MAX, questionMessages.tooManyChoices)
      .optional()
      .default([]),
    /** The answer that rejects the application; null or absent for none. */
    disqualifyingAnswer: z
      .string({ error: questionMessages.knockOutInvalid })
      .trim()
      .nullable()
      .optional()
      .transform((answer) => answer || null),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (q.kind === "choice") {
      if (q.choices.length < 2) issue("choices", questionMessages.choicesNeeded);
      if (new Set(q.choices.map((c) => c.toLowerCase())).size !== q.choices.length)
        issue("choices", questionMessages.choicesRepeated);
    } else if (q.choices.length > 0) issue("choices", questionMessages.choicesOnlyForChoice);
    if (q.disqualifyingAnswer === null) return;
    if (q.kind === "short_text") issue("disqualifyingAnswer", questionMessages.knockOutOnText);
    const allowed: readonly string[] = q.kind === "yes_no" ? yesNoAnswers : q.choices;
    if (q.kind !== "short_text" && !allowed.includes(q.disqualifyingAnswer))
      issue("disqualifyingAnswer", questionMessages.knockOutInvalid);
  });
export type QuestionInput = z.output<typeof questionInput>;

/** A question as an applicant sees it: which answer knocks out stays with the employer. */
export const publicQuestion = z.object({
  questionId: z.string(),
  kind: z.enum(questionKinds),
  label: z.string(),
  required: z.boolean(),
  choices: z.array(z.string()),
});
export type PublicQuestion = z.infer<typeof publicQuestion>;

export const employerQuestion = publicQuestion.extend({ disqualifyingAnswer: z.string().nullable() });
export type EmployerQuestion = z.infer<typeof employerQuestion>;

/** The answers sent with an application; the server checks them against the job's questions. */
export const answersField = z
  .array(
    z.object({
      questionId: z
        .string({ error: questionMessages.unknownQuestion })
        .uuid(questionMessages.unknownQuestion),
      answer: z
        .string({ error: questionMessages.answersInvalid })
        .trim()
        .max(ANSWER_MAX, questionMessages.answerTooLong),
    }),
    { error: questionMessages.answersInvalid },
  )
  .max(QUESTIONS_MAX, questionMessages.tooMany)
  .optional()
  .default([]);
export type AnswerInput = z.output<typeof answersField>[number];

/** An answer as the employer reads it on the application. */
export const applicationAnswer = z.object({
  label: z.string(),
  answer: z.string(),
  knockedOut: z.boolean(),
});

export const applicationQuestions = defineEndpoint({
  method: "POST",
  access: "visitor",
  path: "/api/application_questions",
  summary: "The questions an open job asks its applicants, in order (without which answer knocks out)",
  tag: "applications",
  body: z.object({ jobId: jobIdField("jobId") }),
  query: undefined,
  response: z.object({ data: z.array(publicQuestion) }),
});

export const jobQuestionsForEmployer = hiringCall(
  "/api/job_questions",
  "A job's application questions with their knock-out answers (its employer or an admin)",
  onJob,
  z.object({ data: z.array(employerQuestion) }),
);

export const saveJobQuestions = hiringCall(
  "/api/save_job_questions",
  "Replace a job's application questions (its employer or an admin); past answers keep their wording",
  consoleBody({
    jobId: jobIdField("jobId"),
    questions: z
      .array(questionInput, { error: "Questions must be a list." })
      .max(QUESTIONS_MAX, questionMessages.tooMany),
  }),
  z.object({ message: z.string(), data: z.array(employerQuestion) }),
);
