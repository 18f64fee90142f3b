import { adminMessages } from "@site/contract/api/admin";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import type { LinkSigner } from "../../platform/signing.ts";
import { authorize } from "../auth/public.ts";
import type { JobsService } from "./jobs-service.ts";
import { listApplicants, listManagedJobs } from "./manage-jobs.ts";

/** Job posting and applicants: employers (their own jobs) and admins (all jobs). */
export function employerRoutes(
  app: FastifyInstance,
  deps: { db: Db; jobs: JobsService; now: () => Date; signer: LinkSigner },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = endpoints.employer;
  const employer = (token: string | undefined) =>
    authorize(deps.db, token, deps.now(), ["employer", "admin"]);

  api.route({
    ...contractRoute(e.postJob),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      const jobId = await deps.jobs.post(actor, request.body.job_post, deps.now());
      return { jobId, message: adminMessages.jobPosted };
    },
  });

  api.route({
    ...contractRoute(e.updateJob),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      await deps.jobs.update(actor, request.body.jobId, request.body.job_post, deps.now());
      return { message: adminMessages.jobUpdated };
    },
  });

  api.route({
    ...contractRoute(e.closeJob),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      await deps.jobs.close(actor, request.body.jobId);
      return { message: adminMessages.jobClosed };
    },
  });

  api.route({
    ...contractRoute(e.listMyJobs),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      return listManagedJobs(deps.db, actor, request.body.page);
    },
  });

  api.route({
    ...contractRoute(e.jobApplicants),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      return { data: await listApplicants(deps.db, deps.signer, actor, request.body.jobId, deps.now()) };
    },
  });
}
