import { jobMessages } from "@site/contract/api/jobs";
import { endpoints } from "@site/contract/endpoints";
import { messages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "../../http/access.ts";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { LinkSigner } from "../../platform/signing.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { applyWithProfile } from "./apply-with-profile.ts";
import { applyWithResume } from "./apply-with-resume.ts";
import type { JobsService } from "./jobs-service.ts";
import { listMyApplications, withdrawApplication } from "./my-applications.ts";
import { viewJob } from "./view-job.ts";

export interface JobsDeps {
  db: Db;
  jobs: JobsService;
  now: () => Date;
  storage: FileStorage;
  mailQueued: () => void;
  /** Each endpoint's declared access, checked before its handler (REQUIRE_LOGIN_FOR_JOBS included). */
  access: AccessPolicy;
  /** Signs the status link of a resume-only confirmation. */
  signer: LinkSigner;
  publicBaseUrl: string;
}

export function jobRoutes(app: FastifyInstance, deps: JobsDeps, limits: RateLimits): void {
  const e = endpoints.jobs;
  const { access } = deps;

  app.route(
    contractRoute(e.searchJobs, access, {
      handler: ({ body }) => deps.jobs.search(body.keyword, body.page),
    }),
  );

  app.route(
    contractRoute(e.viewJobPost, access, {
      handler: ({ body }) => viewJob(deps.db, body.job_id),
    }),
  );

  app.route(
    contractRoute(e.applyForJob, access, {
      handler: async ({ body }, caller) => {
        await applyWithProfile(deps.db, caller.userId, body.jobId, deps.now());
        return { message: jobMessages.appliedWithProfile };
      },
    }),
  );

  app.route(
    contractRoute(e.applyForJobResumeOnly, access, {
      // A visitor sends no token; an unknown or expired one makes the sender a visitor (caller undefined).
      handler: async ({ body }, caller) => {
        const { jobId, fileName, resumeData, resume_data, email, name } = body;
        await applyWithResume(
          { ...deps, limits },
          {
            jobId,
            fileName,
            dataUrl: resumeData ?? resume_data ?? "",
            email: email || undefined,
            name: name || undefined,
            userId: caller?.userId,
          },
        );
        return { message: messages.appliedWithResume };
      },
    }),
  );

  app.route(
    contractRoute(e.myApplications, access, {
      handler: async (_request, caller) => ({ data: await listMyApplications(deps.db, caller.userId) }),
    }),
  );

  app.route(
    contractRoute(e.withdrawApplication, access, {
      handler: async ({ body }, caller) => {
        const orphanKey = await withdrawApplication(deps.db, caller.userId, body.applicationId);
        if (orphanKey) await deps.storage.delete(orphanKey).catch(() => {});
        return { message: jobMessages.withdrawn };
      },
    }),
  );
}
