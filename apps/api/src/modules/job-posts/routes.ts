import { savedJobMessages } from "@site/contract/api/job-posts";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoute } from "#api/http/contract-route.ts";
import type { Db } from "#api/platform/database.ts";
import { employerRoutes } from "./employer-routes.ts";
import type { JobsService } from "./jobs-service.ts";
import { checkNearCity } from "./near-city.ts";
import { listSavedJobs, saveJob, unsaveJob } from "./saved-jobs.ts";
import { filtersOf } from "./search-filters.ts";
import { viewJob } from "./view-job.ts";

export interface JobsDeps {
  db: Db;
  jobs: JobsService;
  now: () => Date;
  /** Each endpoint's declared access, checked before its handler (REQUIRE_LOGIN_FOR_JOBS included). */
  access: AccessPolicy;
}

/** The job-posts domain: search and view, saved jobs, and an employer's own posts. */
export function jobPostRoutes(app: FastifyInstance, deps: JobsDeps): void {
  const e = endpoints.jobPosts;
  const { access } = deps;

  app.route(
    contractRoute(e.searchJobs, access, {
      handler: ({ body }) => {
        const { keyword, page, sort, facets, exact } = body;
        checkNearCity(body.nearCity);
        return deps.jobs.search({ keyword, page, sort, facets, exact, filters: filtersOf(body) }, deps.now());
      },
    }),
  );

  app.route(
    contractRoute(e.viewJobPost, access, {
      handler: ({ body }, caller) =>
        viewJob(
          deps.db,
          body.job_id,
          async () => caller ?? (body.accessToken ? access.findSession(body.accessToken) : undefined),
        ),
    }),
  );

  // Saved jobs: each call acts on the caller's own user only; no body field names another.
  const saved = endpoints.jobPosts;
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

  employerRoutes(app, deps);
}
