import { adminMessages } from "@site/contract/api/accounts";
import { publicationMessages } from "@site/contract/api/job-posts";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoute } from "#api/http/contract-route.ts";
import type { Db } from "#api/platform/database.ts";
import type { JobsService } from "./jobs-service.ts";
import { jobOwner, listManagedJobs } from "./manage-jobs.ts";
import { publicationState, scheduleDraft } from "./publication.ts";

/**
 * Job posting: employers and admins ("employer"); editing and closing one job only for the employer
 * who posted it or an admin ("employer-of-job", whose owner each route names with ownerOf). Checked
 * before these handlers run. A job's applicants are the applications module's.
 */
export function employerRoutes(
  app: FastifyInstance,
  deps: { db: Db; jobs: JobsService; now: () => Date; access: AccessPolicy },
): void {
  const e = endpoints.jobPosts;
  const { access } = deps;
  const ownerOf = ({ body }: { body: { jobId: number } }) => jobOwner(deps.db, body.jobId);

  app.route(
    contractRoute(e.postJob, access, {
      handler: async ({ body }, actor) => {
        const now = deps.now();
        const publication = publicationState(body.publication, body.publishAt, now);
        const jobId = await deps.jobs.post(actor, body.job_post, now, publication);
        const message =
          body.publication === "now"
            ? adminMessages.jobPosted
            : body.publication === "draft"
              ? publicationMessages.drafted
              : publicationMessages.scheduled;
        return { jobId, message };
      },
    }),
  );

  app.route(
    contractRoute(e.updateJob, access, {
      ownerOf,
      handler: async ({ body }) => {
        await deps.jobs.update(body.jobId, body.job_post, deps.now());
        return { message: adminMessages.jobUpdated };
      },
    }),
  );

  app.route(
    contractRoute(e.closeJob, access, {
      ownerOf,
      handler: async ({ body }) => {
        await deps.jobs.close(body.jobId);
        return { message: adminMessages.jobClosed };
      },
    }),
  );

  app.route(
    contractRoute(e.publishJob, access, {
      ownerOf,
      handler: async ({ body }) => {
        await deps.jobs.publish(body.jobId, deps.now());
        return { message: publicationMessages.published };
      },
    }),
  );

  app.route(
    contractRoute(e.scheduleJob, access, {
      ownerOf,
      handler: async ({ body }) => {
        await scheduleDraft(deps.db, body.jobId, body.publishAt, deps.now());
        return {
          message: body.publishAt === null ? publicationMessages.unscheduled : publicationMessages.scheduled,
        };
      },
    }),
  );

  app.route(
    contractRoute(e.listMyJobs, access, {
      handler: ({ body }, actor) => listManagedJobs(deps.db, actor, body.page),
    }),
  );
}
