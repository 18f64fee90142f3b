import { jobMessages } from "@site/contract/api/jobs";
import { savedJobMessages } from "@site/contract/api/saved-jobs";
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
import { listSavedJobs, saveJob, unsaveJob } from "./saved-jobs.ts";
import { filtersOf } from "./search-filters.ts";
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
      handler: ({ body }) => {
        const { keyword, page, sort, facets, exact } = body;
        return deps.jobs.search({ keyword, page, sort, facets, exact, filters: filtersOf(body) }, deps.now());
      },
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

  // Saved jobs: each call acts on the caller's own user only; no body field names another.
  const saved = endpoints.savedJobs;
  app.route(
    contractRoute(saved.saveJob, access, {
      handler: async ({ body }, caller) => {
        await saveJob(deps.db, caller.userId, body.jobId, deps.now());
        return { message: savedJobMessages.saved };
      },
    }),
  );

  app.route(
    contractRoute(saved.unsaveJob, access, {
      handler: async ({ body }, caller) => {
        await unsaveJob(deps.db, caller.userId, body.jobId);
        return { message: savedJobMessages.removed };
      },
    }),
  );

  app.route(
    contractRoute(saved.savedJobs, access, {
      handler: async (_request, caller) => ({ data: await listSavedJobs(deps.db, caller.userId) }),
    }),
  );
}
