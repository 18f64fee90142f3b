// Scorecards: structured interview feedback by several reviewers on one application
// (docs/decisions/073-application-questions-and-knock-outs.md).
import { z } from "zod";
import { consoleBody } from "../../console-call.ts";
import { applicationIdField, hiringCall, onApplication } from "./hiring-call.ts";

export const scorecardCriteria = ["skills", "experience", "communication", "motivation"] as const;
export type ScorecardCriterion = (typeof scorecardCriteria)[number];
export const scorecardCriterionLabels: Record<ScorecardCriterion, string> = {
  skills: "Skills for the role",
  experience: "Relevant experience",
  communication: "Communication",
  motivation: "Motivation",
};

export const recommendations = ["strong_no", "no", "yes", "strong_yes"] as const;
export type Recommendation = (typeof recommendations)[number];
export const recommendationLabels: Record<Recommendation, string> = {
  strong_no: "Definitely not",
  no: "No",
  yes: "Yes",
  strong_yes: "Strong yes",
};

export const SCORECARD_COMMENT_MAX = 2000;

export const scorecardMessages = {
  saved: "Your scorecard has been saved.",
  rating: (label: string) => `Rate “${label}” from 1 to 4.`,
  recommendationRequired: "Choose an overall recommendation.",
  commentTooLong: `The comment must be at most ${SCORECARD_COMMENT_MAX} characters.`,
} as const;

const rating = (criterion: ScorecardCriterion) => {
  const message = scorecardMessages.rating(scorecardCriterionLabels[criterion]);
  return z.number({ error: message }).int(message).min(1, message).max(4, message);
};

export const scorecard = z.object({
  reviewer: z.string(),
  ratings: z.object({
    skills: z.number(),
    experience: z.number(),
    communication: z.number(),
    motivation: z.number(),
  }),
  recommendation: z.enum(recommendations),
  comment: z.string(),
  submittedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecard>;

export const submitScorecard = hiringCall(
  "/api/submit_scorecard",
  "Submit (or replace) the caller's scorecard on an application (the job's employer or an admin)",
  consoleBody({
    applicationId: applicationIdField,
    ratings: z.object(
      {
        skills: rating("skills"),
        experience: rating("experience"),
        communication: rating("communication"),
        motivation: rating("motivation"),
      },
      { error: scorecardMessages.rating(scorecardCriterionLabels.skills) },
    ),
    recommendation: z.enum(recommendations, { error: scorecardMessages.recommendationRequired }),
    comment: z
      .string({ error: scorecardMessages.commentTooLong })
      .trim()
      .max(SCORECARD_COMMENT_MAX, scorecardMessages.commentTooLong)
      .optional()
      .default(""),
  }),
);

export const applicationScorecards = hiringCall(
  "/api/application_scorecards",
  "The caller's scorecard on an application and, once they submitted theirs, the other reviewers' (the job's employer or an admin)",
  onApplication,
  z.object({
    mine: scorecard.nullable(),
    /** Empty until the caller submitted their own. */
    others: z.array(scorecard),
    /** How many other reviewers' scorecards exist, shown or not. */
    otherCount: z.number().int(),
  }),
);
