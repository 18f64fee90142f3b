import { jobMessages } from "@site/contract/api/jobs";
import { endpoints } from "@site/contract/endpoints";
import { messages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { LinkSigner } from "../../platform/signing.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { authenticate } from "../auth/public.ts";
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
  /** REQUIRE_LOGIN_FOR_JOBS: search and job pages need a session. */
  requireLogin: boolean;
  /** Signs the status link of a resume-only confirmation. */
  signer: LinkSigner;
  publicBaseUrl: string;
}

export function jobRoutes(app: FastifyInstance, deps: JobsDeps, limits: RateLimits): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = endpoints.jobs;
  const gate = async (token: string | null | undefined) => {
    if (deps.requireLogin) await authenticate(deps.db, token, deps.now());
  };

  api.route({
    ...contractRoute(e.searchJobs),
    handler: async (request) => {
      await gate(request.body.accessToken);
      return deps.jobs.search(request.body.keyword, request.body.page);
    },
  });

  api.route({
    ...contractRoute(e.viewJobPost),
    handler: async (request) => {
      await gate(request.body.accessToken);
      return viewJob(deps.db, request.body.job_id);
    },
  });

  api.route({
    ...contractRoute(e.applyForJob),
    handler: async (request) => {
      const session = await authenticate(deps.db, request.body.accessToken, deps.now());
      await applyWithProfile(deps.db, session.userId, request.body.jobId, deps.now());
      return { message: jobMessages.appliedWithProfile };
    },
  });

  api.route({
    ...contractRoute(e.applyForJobResumeOnly),
    handler: async (request) => {
      const { jobId, fileName, resumeData, resume_data, email, name } = request.body;
      await applyWithResume(
        { ...deps, limits },
        {
          jobId,
          fileName,
          dataUrl: resumeData ?? resume_data ?? "",
          email: email || undefined,
          name: name || undefined,
        },
      );
      return { message: messages.appliedWithResume };
    },
  });

  api.route({
    ...contractRoute(e.myApplications),
    handler: async (request) => {
      const session = await authenticate(deps.db, request.body.accessToken, deps.now());
      return { data: await listMyApplications(deps.db, session.userId) };
    },
  });

  api.route({
    ...contractRoute(e.withdrawApplication),
    handler: async (request) => {
      const session = await authenticate(deps.db, request.body.accessToken, deps.now());
      const orphanKey = await withdrawApplication(deps.db, session.userId, request.body.applicationId);
      if (orphanKey) await deps.storage.delete(orphanKey).catch(() => {});
      return { message: jobMessages.withdrawn };
    },
  });
}
