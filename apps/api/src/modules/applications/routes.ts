import {
  hiringMessages,
  interviewMessages,
  questionMessages,
  scorecardMessages,
} from "@site/contract/api/applications";
import { jobMessages } from "@site/contract/api/job-posts";
import { endpoints } from "@site/contract/endpoints";
import { messages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoutes } from "#api/http/contract-route.ts";
import { jobOwner } from "#api/modules/job-posts/public.ts";
import type { MailingDeps } from "#api/platform/mail/outbox.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { ownerOfApplications } from "./access.ts";
import { addNote } from "./add-note.ts";
import { applicationDetails } from "./application-details.ts";
import { applicationStatus, withdrawByStatusLink } from "./application-status.ts";
import { applyWithProfile } from "./apply-with-profile.ts";
import { applyWithResume } from "./apply-with-resume.ts";
import { hiringOverview } from "./hiring-overview.ts";
import { hiringReport } from "./hiring-report.ts";
import { hiringReportAcrossJobs } from "./hiring-report-across-jobs.ts";
import {
  cancelInterview,
  checkInterviewToken,
  interviewInvitation,
  latestInterview,
  offerInterview,
  pickInterviewSlot,
} from "./interviews.ts";
import { listApplicants } from "./job-applicants.ts";
import { jobPipeline, pipelineOwner } from "./job-pipeline.ts";
import { applicationQuestions, employerQuestions, saveQuestions } from "./job-questions.ts";
import { listJobStages, saveJobStages } from "./job-stages.ts";
import { moveApplications } from "./move-applications.ts";
import { listMyApplications, withdrawApplication } from "./my-applications.ts";
import { previewStageMail } from "./preview-stage-mail.ts";
import { scorecardsFor, submitScorecard } from "./scorecards.ts";
import { checkStatusToken } from "./status-link.ts";

export interface ApplicationsDeps extends MailingDeps {
  signer: LinkSigner;
  storage: FileStorage;
  limits: RateLimits;
  /** Each endpoint's declared access, checked before its handler. */
  access: AccessPolicy;
  /** How long the rejection mail of a knock-out answer waits (KNOCK_OUT_MAIL_DELAY_HOURS). */
  knockOutMailDelayMs: number;
}

/**
 * An application's whole life, one module (docs/decisions/065-one-name-per-domain.md): applying with
 * the profile or a resume, the candidate's tracker and withdrawal, the applicant's own signed status
 * link, and the hiring pipeline (docs/decisions/037-hiring-pipeline.md): stages, history and notes
 * of the applications to a job, for its employer and admins.
 * Who may call each endpoint is declared on it and checked before these handlers run
 * (docs/decisions/028-permissions-on-the-endpoint.md): the job's owner is the job's, or that of
 * the job of the application(s) the call names.
 */
export function applicationRoutes(app: FastifyInstance, deps: ApplicationsDeps): void {
  const { access } = deps;
  const ownerOfApplication = ({ body }: { body: { applicationId: string } }) =>
    ownerOfApplications(deps.db, [body.applicationId], hiringMessages.applicationNotFound);
  const ownerOfBatch = ({ body }: { body: { applicationIds: string[] } }) =>
    ownerOfApplications(deps.db, body.applicationIds);
  const checkLink = ({ body }: { body: { applicationId: string; token: string } }) =>
    checkStatusToken(deps.signer, body.applicationId, body.token, deps.now());
  const checkInterviewLink = ({ body }: { body: { interviewId: string; token: string } }) =>
    checkInterviewToken(deps.signer, body.interviewId, body.token, deps.now());

  contractRoutes(app, endpoints.applications, access, {
    // The applications to one job, for its employer or an admin.
    hiringReport: {
      ownerOf: ({ body }) => pipelineOwner(deps.db, body.jobId),
      handler: ({ body }, caller) => hiringReport(deps.db, caller, body.jobId),
    },
    jobPipeline: {
      ownerOf: ({ body }) => pipelineOwner(deps.db, body.jobId),
      handler: ({ body }) => jobPipeline(deps.db, deps.signer, body.jobId, deps.now()),
    },
    moveApplications: {
      ownerOf: ownerOfBatch,
      handler: ({ body }, caller) => {
        const { applicationIds, stage, reason, sendMail, candidateReason, mailDelayHours } = body;
        return moveApplications(deps, caller, {
          applicationIds,
          stage,
          reason,
          ...(sendMail === undefined ? {} : { sendMail }),
          candidateReason,
          mailDelayHours,
        });
      },
    },
    previewStageMail: {
      ownerOf: ownerOfBatch,
      handler: ({ body }, caller) => previewStageMail(deps.db, caller, body),
    },
    applicationDetails: {
      ownerOf: ownerOfApplication,
      handler: ({ body }, caller) => applicationDetails(deps.db, caller, body.applicationId, deps.now()),
    },
    addApplicationNote: {
      ownerOf: ownerOfApplication,
      handler: async ({ body }, caller) => {
        const note = await addNote(deps.db, caller, body.applicationId, body.body, deps.now());
        return { message: hiringMessages.noteAdded, note };
      },
    },
    hiringOverview: {
      handler: ({ body }, caller) => hiringOverview(deps.db, caller, body.page),
    },
    // Many jobs over a range of days: the caller's own jobs, every job for an admin.
    hiringReportAcrossJobs: {
      handler: ({ body }, caller) => hiringReportAcrossJobs(deps.db, caller, body, deps.now()),
    },
    applicationStatus: {
      checkLink,
      handler: ({ body }) => applicationStatus(deps.db, body),
    },
    withdrawByStatusLink: {
      checkLink,
      handler: async ({ body }) => {
        await withdrawByStatusLink(deps, body);
        return { message: hiringMessages.withdrawn };
      },
    },
    // Applying, and the candidate's own applications (the tracker).
    applyForJob: {
      handler: async ({ body }, caller) => {
        await applyWithProfile(deps, caller.userId, body.jobId, deps.now(), {
          answers: body.answers,
          knockOutMailDelayMs: deps.knockOutMailDelayMs,
        });
        return { message: jobMessages.appliedWithProfile };
      },
    },
    applyForJobResumeOnly: {
      // A visitor sends no token; an unknown or expired one makes the sender a visitor (caller undefined).
      handler: async ({ body }, caller) => {
        const { jobId, fileName, resumeData, resume_data, email, name, answers } = body;
        await applyWithResume(deps, {
          jobId,
          fileName,
          dataUrl: resumeData ?? resume_data ?? "",
          email: email || undefined,
          name: name || undefined,
          userId: caller?.userId,
          answers,
        });
        return { message: messages.appliedWithResume };
      },
    },
    myApplications: {
      handler: async (_request, caller) => ({ data: await listMyApplications(deps.db, caller.userId) }),
    },
    withdrawApplication: {
      handler: async ({ body }, caller) => {
        const orphanKey = await withdrawApplication(deps.db, caller.userId, body.applicationId, deps.now());
        if (orphanKey) await deps.storage.delete(orphanKey).catch(() => {});
        return { message: jobMessages.withdrawn };
      },
    },
    // The questions a job asks its applicants (docs/decisions/073-application-questions-and-knock-outs.md).
    applicationQuestions: {
      handler: ({ body }) => applicationQuestions(deps.db, body.jobId),
    },
    jobQuestionsForEmployer: {
      ownerOf: ({ body }) => pipelineOwner(deps.db, body.jobId),
      handler: ({ body }) => employerQuestions(deps.db, body.jobId),
    },
    saveJobQuestions: {
      ownerOf: ({ body }) => pipelineOwner(deps.db, body.jobId),
      handler: async ({ body }) => ({
        message: questionMessages.saved,
        ...(await saveQuestions(deps.db, body.jobId, body.questions)),
      }),
    },
    // Scorecards: the job's employer and admins review; others' only after one's own.
    submitScorecard: {
      ownerOf: ownerOfApplication,
      handler: async ({ body }, caller) => {
        const { applicationId, ratings, recommendation, comment } = body;
        await submitScorecard(
          deps.db,
          caller,
          { applicationId, ratings, recommendation, comment },
          deps.now(),
        );
        return { message: scorecardMessages.saved };
      },
    },
    applicationScorecards: {
      ownerOf: ownerOfApplication,
      handler: ({ body }, caller) => scorecardsFor(deps.db, caller, body.applicationId),
    },
    // A job's own stages between the fixed ends (docs/decisions/083-custom-pipeline-stages.md).
    jobStages: {
      ownerOf: ({ body }) => pipelineOwner(deps.db, body.jobId),
      handler: ({ body }) => listJobStages(deps.db, body.jobId),
    },
    saveJobStages: {
      ownerOf: ({ body }) => pipelineOwner(deps.db, body.jobId),
      handler: ({ body }, caller) => {
        const { jobId, version, stages, reassign } = body;
        return saveJobStages(deps.db, caller, { jobId, version, stages, reassign }, deps.now());
      },
    },
    // Interview scheduling (docs/decisions/082-interview-scheduling.md).
    offerInterview: {
      ownerOf: ownerOfApplication,
      handler: async ({ body }, caller) => {
        const { applicationId, timeZone, durationMinutes, slots } = body;
        const interview = await offerInterview(
          deps,
          caller,
          { applicationId, timeZone, durationMinutes, slots },
          deps.now(),
        );
        return { message: interviewMessages.offered, interview };
      },
    },
    cancelInterview: {
      ownerOf: ownerOfApplication,
      handler: ({ body }, caller) => cancelInterview(deps, caller, body.applicationId, deps.now()),
    },
    applicationInterview: {
      ownerOf: ownerOfApplication,
      handler: async ({ body }, caller) => ({
        interview: await latestInterview(deps.db, caller, body.applicationId),
      }),
    },
    interviewInvitation: {
      checkLink: checkInterviewLink,
      handler: ({ body }) => interviewInvitation(deps.db, body.interviewId, deps.now()),
    },
    pickInterviewSlot: {
      checkLink: checkInterviewLink,
      handler: ({ body }) => pickInterviewSlot(deps, body.interviewId, body.start, deps.now()),
    },
    jobApplicants: {
      ownerOf: ({ body }) => jobOwner(deps.db, body.jobId),
      handler: async ({ body }) => ({
        data: await listApplicants(deps.db, deps.signer, body.jobId, deps.now()),
      }),
    },
  });
}
