import { questionsCopy } from "@site/content/applications/questions";
import type { AnswerInput, PublicQuestion } from "@site/contract/api/applications";
import { CardSection } from "#web/components/card-section";
import { SelectField } from "#web/components/select-field";
import { TextField } from "#web/components/text-field";

export type Answers = Readonly<Record<string, string>>;

/** The answers as the apply calls send them: one per answered question. */
/** What both ways of applying take: the job, what to do once applied, and the answers to send. */
export interface ApplyProps {
  jobId: number;
  onApply?: () => void;
  /** The answers to the job's questions, sent with the application. */
  answers?: AnswerInput[];
}

export const answersToSend = (answers: Answers): AnswerInput[] =>
  Object.entries(answers)
    .filter(([, answer]) => answer.trim() !== "")
    .map(([questionId, answer]) => ({ questionId, answer }));

const labelOf = (q: PublicQuestion) => (q.required ? `${q.label} ${questionsCopy.requiredMark}` : q.label);

/**
 * The employer's questions on a job page, answered once for both ways of applying; the server
 * checks them (docs/decisions/073-application-questions-and-knock-outs.md).
 */
export function QuestionFields({
  questions,
  answers,
  onChange,
}: {
  questions: readonly PublicQuestion[];
  answers: Answers;
  onChange: (questionId: string, answer: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <CardSection heading={questionsCopy.applyHeading} intro={questionsCopy.applyIntro} className="mt-10">
      <div className="mt-4 space-y-4">
        {questions.map((q) =>
          q.kind === "short_text" ? (
            <TextField
              key={q.questionId}
              label={labelOf(q)}
              required={q.required}
              maxLength={1000}
              value={answers[q.questionId] ?? ""}
              onChange={(event) => onChange(q.questionId, event.target.value)}
            />
          ) : (
            <SelectField
              key={q.questionId}
              label={labelOf(q)}
              required={q.required}
              emptyLabel={questionsCopy.chooseOne}
              options={
                q.kind === "yes_no"
                  ? [
                      { value: "yes", label: questionsCopy.yes },
                      { value: "no", label: questionsCopy.no },
                    ]
                  : q.choices.map((choice) => ({ value: choice, label: choice }))
              }
              value={answers[q.questionId] ?? ""}
              onChange={(event) => onChange(q.questionId, event.target.value)}
            />
          ),
        )}
      </div>
    </CardSection>
  );
}
