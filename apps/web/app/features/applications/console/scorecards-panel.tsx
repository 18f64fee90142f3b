import {
  recommendationLabels,
  scorecardCopy,
  scorecardCriterionLabels,
} from "@site/content/applications/scorecards";
import {
  type Recommendation,
  recommendations,
  type Scorecard,
  type ScorecardCriterion,
  scorecardCriteria,
} from "@site/contract/api/applications";
import { useId, useState } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { SelectField } from "#web/components/select-field";
import { TextAreaField } from "#web/components/text-area-field";
import { describeError } from "#web/lib/describe-error";
import { toast } from "#web/lib/toast";
import { useScorecards, useSubmitScorecard } from "../api/scorecards";
import { DetailsSection } from "./details-section";

const ratingOptions = scorecardCopy.ratings.map((label, index) => ({ value: String(index + 1), label }));
const recommendationOptions = recommendations.map((value) => ({ value, label: recommendationLabels[value] }));

/**
 * The scorecards of an application: the reader's own form, and the other reviewers' once the
 * reader submitted theirs (the server decides; docs/decisions/073-application-questions-and-knock-outs.md).
 */
export function ScorecardsPanel({ applicationId }: { applicationId: string }) {
  const scorecards = useScorecards(applicationId);
  return (
    <DetailsSection heading={scorecardCopy.heading}>
      {scorecards.isError ? <AlertMessage>{describeError(scorecards.error)}</AlertMessage> : null}
      {scorecards.data ? (
        <>
          {scorecards.data.others.length > 0 ? (
            <ul className="mt-1 space-y-2">
              {scorecards.data.others.map((card) => (
                <ScorecardItem key={card.reviewer} card={card} />
              ))}
            </ul>
          ) : (
            <p className="text-slate-600 text-sm">
              {scorecards.data.otherCount > 0 && !scorecards.data.mine
                ? scorecardCopy.hidden(scorecards.data.otherCount)
                : scorecardCopy.noOthers}
            </p>
          )}
          <ScorecardForm
            key={scorecards.data.mine?.submittedAt ?? "new"}
            applicationId={applicationId}
            mine={scorecards.data.mine}
          />
        </>
      ) : null}
    </DetailsSection>
  );
}

function ScorecardItem({ card }: { card: Scorecard }) {
  return (
    <li className="rounded-md bg-slate-50 p-2 text-sm">
      <p className="text-slate-600">
        {scorecardCopy.by(card.reviewer)} · {recommendationLabels[card.recommendation]}
      </p>
      <p className="text-slate-900">
        {scorecardCriteria
          .map((c) => scorecardCopy.rated(scorecardCriterionLabels[c], card.ratings[c]))
          .join(" · ")}
      </p>
      {card.comment ? <p className="whitespace-pre-wrap break-words text-slate-900">{card.comment}</p> : null}
    </li>
  );
}

function ScorecardForm({ applicationId, mine }: { applicationId: string; mine: Scorecard | null }) {
  const submit = useSubmitScorecard();
  const formId = useId();
  const [ratings, setRatings] = useState<Record<ScorecardCriterion, string>>(() => ({
    skills: mine ? String(mine.ratings.skills) : "",
    experience: mine ? String(mine.ratings.experience) : "",
    communication: mine ? String(mine.ratings.communication) : "",
    motivation: mine ? String(mine.ratings.motivation) : "",
  }));
  const [recommendation, setRecommendation] = useState<string>(mine?.recommendation ?? "");
  const [comment, setComment] = useState(mine?.comment ?? "");
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    submit.mutate(
      {
        applicationId,
        ratings: {
          skills: Number(ratings.skills),
          experience: Number(ratings.experience),
          communication: Number(ratings.communication),
          motivation: Number(ratings.motivation),
        },
        recommendation: recommendation as Recommendation,
        comment,
      },
      { onSuccess: ({ message }) => toast.success(message) },
    );
  };
  return (
    <form noValidate aria-labelledby={formId} onSubmit={onSubmit} className="mt-3 space-y-3">
      <h4 id={formId} className="font-medium text-slate-900 text-sm">
        {scorecardCopy.yours}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        {scorecardCriteria.map((criterion) => (
          <SelectField
            key={criterion}
            label={scorecardCriterionLabels[criterion]}
            emptyLabel={scorecardCopy.chooseRating}
            options={ratingOptions}
            value={ratings[criterion]}
            onChange={(event) => setRatings((current) => ({ ...current, [criterion]: event.target.value }))}
          />
        ))}
      </div>
      <SelectField
        label={scorecardCopy.recommendation}
        emptyLabel={scorecardCopy.chooseRecommendation}
        options={recommendationOptions}
        value={recommendation}
        onChange={(event) => setRecommendation(event.target.value)}
      />
      <TextAreaField
        label={scorecardCopy.comment}
        rows={2}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <AlertMessage>{submit.error ? describeError(submit.error) : null}</AlertMessage>
      <Button type="submit" busy={submit.isPending} busyLabel={scorecardCopy.submitting}>
        {scorecardCopy.submit}
      </Button>
    </form>
  );
}
