// Applications, their moves through the hiring pipeline, and the notes on them.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { storedFiles } from "./files.ts";
import { cascadingJobId } from "./job-posts.ts";

/**
 * The stages of one job's pipeline between the fixed ends (Applied first, Hired and Rejected last),
 * in order (docs/decisions/083-custom-pipeline-stages.md). `key` is what an application's `stage`
 * holds: "screening", "interview" and "offer" for the stages every job started with, a random one
 * for a stage the employer added; it never changes, so a rename moves nothing. A removed stage is
 * kept (`removed`), so the history still names it; only live stages have unique names.
 */
export const jobStages = pgTable(
  "job_stages",
  {
    jobId: cascadingJobId(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    /** Candidates read this name; otherwise our neutral wording for the stage. */
    shownToCandidates: boolean("shown_to_candidates").notNull().default(false),
    removed: boolean("removed").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.key] }),
    uniqueIndex("job_stages_live_name_uniq").on(t.jobId, sql`lower(${t.name})`).where(sql`not ${t.removed}`),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: cascadingJobId(),
    /** Null for a visitor who applied with a resume only. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    resumeFileId: uuid("resume_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    withProfile: boolean("with_profile").notNull().default(false),
    createdAt: createdAt(),
    /** "applied", "hired", "rejected" or the key of one of the job's stages (job_stages). */
    stage: text("stage").notNull().default("applied"),
    /** Why the application was rejected; empty unless the stage is rejected. */
    rejectionReason: text("rejection_reason").notNull().default(""),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    /** When the hiring team first opened the application's details: the candidate sees it (decision 095). */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** A resume-only applicant's contact: as typed in the form, else found in the resume's text. */
    applicantName: text("applicant_name").notNull().default(""),
    applicantEmail: text("applicant_email").notNull().default(""),
    applicantPhone: text("applicant_phone").notNull().default(""),
    /** True when the e-mail address was read from the resume rather than typed. */
    emailFromResume: boolean("email_from_resume").notNull().default(false),
  },
  (t) => [
    index("applications_job_idx").on(t.jobId),
    uniqueIndex("applications_job_user_uniq").on(t.jobId, t.userId).where(sql`${t.userId} is not null`),
  ],
);

/** The application a row belongs to; the row goes when the application does. */
const cascadingApplicationId = () =>
  uuid("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" });

/** Every move of an application from one stage to another: who, when, from → to (and why, for a rejection). */
export const applicationStageChanges = pgTable(
  "application_stage_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: cascadingApplicationId(),
    fromStage: text("from_stage").notNull(),
    toStage: text("to_stage").notNull(),
    reason: text("reason").notNull().default(""),
    movedByUserId: uuid("moved_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is removed, so the history still says who moved it. */
    movedByEmail: text("moved_by_email").notNull().default(""),
    mailed: boolean("mailed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("application_stage_changes_application_idx").on(t.applicationId, t.createdAt)],
);

/** Private notes on an application: only the job's employer and admins read them. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: cascadingApplicationId(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull().default(""),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

/** What a job's application question asks for (docs/decisions/073-application-questions-and-knock-outs.md). */
export const applicationQuestionKind = pgEnum("application_question_kind", [
  "short_text",
  "yes_no",
  "choice",
]);

/**
 * The questions a job asks its applicants, in order. A question with a disqualifying answer is a
 * knock-out: answering it so rejects the application at once, the candidate's mail delayed.
 */
export const jobQuestions = pgTable(
  "job_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: cascadingJobId(),
    position: integer("position").notNull(),
    kind: applicationQuestionKind("kind").notNull(),
    label: text("label").notNull(),
    required: boolean("required").notNull().default(false),
    /** The options of a one-choice question; empty for the other kinds. */
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    /** The answer that rejects the application ("yes"/"no" or one of the choices); null when none does. */
    disqualifyingAnswer: text("disqualifying_answer"),
  },
  (t) => [index("job_questions_job_idx").on(t.jobId, t.position)],
);

/**
 * An applicant's answers, with the question's wording as it was when they applied, so that a later
 * edit of the job's questions never changes what the employer reads.
 */
export const applicationAnswers = pgTable(
  "application_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: cascadingApplicationId(),
    questionId: uuid("question_id").references(() => jobQuestions.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    answer: text("answer").notNull(),
    /** This answer was the question's disqualifying one. */
    knockedOut: boolean("knocked_out").notNull().default(false),
  },
  (t) => [index("application_answers_application_idx").on(t.applicationId, t.position)],
);

/** A reviewer's overall call on a scorecard (docs/decisions/073-application-questions-and-knock-outs.md). */
export const scorecardRecommendation = pgEnum("scorecard_recommendation", [
  "strong_no",
  "no",
  "yes",
  "strong_yes",
]);

/**
 * Structured interview feedback: one scorecard per reviewer and application (a second submission
 * replaces the first). Only the job's employer and admins read them, never the candidate.
 */
export const applicationScorecards = pgTable(
  "application_scorecards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: cascadingApplicationId(),
    reviewerUserId: uuid("reviewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewerEmail: text("reviewer_email").notNull(),
    /** Each criterion rated 1–4, by the criterion's key. */
    ratings: jsonb("ratings").$type<Record<string, number>>().notNull(),
    recommendation: scorecardRecommendation("recommendation").notNull(),
    comment: text("comment").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("application_scorecards_reviewer_uniq").on(t.applicationId, t.reviewerUserId)],
);

/** Where an interview offer stands (docs/decisions/082-interview-scheduling.md). */
export const interviewStatus = pgEnum("interview_status", ["offered", "booked", "cancelled"]);

/**
 * Interview times an employer offered an applicant, and the one the candidate picked. The pick is
 * one conditional update of this row (status offered → booked), so the first pick wins.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: cascadingApplicationId(),
    offeredByUserId: uuid("offered_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The organizer of the invitation: the address of who offered the times, kept as it was. */
    organizerEmail: text("organizer_email").notNull(),
    /** Where the invitation and the confirmation go. */
    candidateEmail: text("candidate_email").notNull(),
    /** The IANA zone the employer chose; the times are stored in UTC. */
    timeZone: text("time_zone").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** The offered starts, ISO 8601 in UTC, earliest first. */
    slots: jsonb("slots").$type<string[]>().notNull(),
    status: interviewStatus("status").notNull().default("offered"),
    bookedStart: timestamp("booked_start", { withTimezone: true }),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("interviews_application_idx").on(t.applicationId, t.createdAt),
    // One offer waiting for the candidate per application, even when two employers click at once.
    uniqueIndex("interviews_one_open_offer").on(t.applicationId).where(sql`${t.status} = 'offered'`),
  ],
);

/**
 * What stays of an application its applicant withdrew (decision 091): the application itself, its
 * resume and answers are removed as before, but the candidate's history keeps "Withdrawn" with
 * its dates, and the job's pipeline counts it. The id is the withdrawn application's, so a second
 * withdrawal of it is told apart from an unknown one.
 */
export const applicationWithdrawals = pgTable(
  "application_withdrawals",
  {
    applicationId: uuid("application_id").primaryKey(),
    jobId: cascadingJobId(),
    /** Null for a visitor who applied with a resume only. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The stage the application had when it was withdrawn. */
    stage: text("stage").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("application_withdrawals_user_idx").on(t.userId),
    index("application_withdrawals_job_idx").on(t.jobId),
  ],
);
