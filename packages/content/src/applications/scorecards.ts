import { recommendationLabels, scorecardCriterionLabels } from "@site/contract/api/applications";

export { recommendationLabels, scorecardCriterionLabels };

/** The copy of scorecards in an application's dialog (docs/decisions/073-application-questions-and-knock-outs.md). */
export const scorecardCopy = {
  heading: "Scorecards",
  yours: "Your scorecard",
  recommendation: "Overall recommendation",
  chooseRating: "Rate 1–4",
  chooseRecommendation: "Choose",
  comment: "Comment",
  submit: "Submit scorecard",
  submitting: "Submitting…",
  ratings: ["1 – Poor", "2 – Fair", "3 – Good", "4 – Excellent"],
  hidden: (count: number) =>
    count === 1
      ? "1 other reviewer has submitted a scorecard. You see it once you submit yours."
      : `${count} other reviewers have submitted scorecards. You see them once you submit yours.`,
  noOthers: "No other reviewer has submitted a scorecard yet.",
  by: (reviewer: string) => `By ${reviewer}`,
  rated: (label: string, rating: number) => `${label}: ${rating} of 4`,
};
