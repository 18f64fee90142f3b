import { type SearchJobsBody, savedJobMessages, searchJobs } from "@site/contract/api/job-posts";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AccessPolicy, given } from "#api/http/access.ts";
import { contractRoute, jsonOf, SerializedAnswer } from "#api/http/contract-route.ts";
import type { Db } from "#api/platform/database.ts";
import { employerRoutes } from "./employer-routes.ts";
import type { JobsService } from "./jobs-service.ts";
import { checkNearCity } from "./near-city.ts";
import { listSavedJobs, saveJob, unsaveJob } from "./saved-jobs.ts";
import { filtersOf } from "./search-filters.ts";
import type { SearchParams } from "./search-jobs.ts";
import { viewJob } from "./view-job.ts";

export interface JobsDeps {
  db: Db;
  jobs: JobsService;
  now: () => Date;
  /** Each endpoint's declared access, checked before its handler (REQUIRE_LOGIN_FOR_JOBS included). */
  access: AccessPolicy;
}

/** The service's search for a checked body; an unknown place is refused in words first (decision 103). */
function searchOf(body: SearchJobsBody): SearchParams {
  const { keyword, page, sort, facets, exact } = body;
  checkNearCity(body.nearCity);
  return { keyword, page, sort, facets, exact, filters: filtersOf(body) };
}

/**
 * A visitor's search as POST /api/search_jobs answers it (its JSON text, the route's own
 * serialization: the response schema's encoding), for a body as the app sends it, checked by the
 * endpoint's schema: the same service call, and the same kept answer (decision 121), as the
 * endpoint's for a caller without a session. The search page's first HTML carries it
 * (docs/decisions/124-search-starts-the-app-on-use.md). Throws what the endpoint would refuse.
 */
export function visitorSearchJson(jobs: JobsService, input: unknown, now: Date): Promise<string> {
  const body = searchJobs.body?.parse(input);
  if (!body) throw new Error("search_jobs declares no body");
  return jobs.searchAnswer(searchOf(body), now, (answer) =>
    JSON.stringify(z.encode(searchJobs.response, answer)),
  );
}

/** The job-posts domain: search and view, saved jobs, and an employer's own posts. */
export function jobPostRoutes(app: FastifyInstance, deps: JobsDeps): void {
  const e = endpoints.jobPosts;
  const { access } = deps;

  // Only a caller without a session is served a kept public answer, or adds one (decision 121).
  const anonymous = (caller: unknown, token: unknown) => caller === undefined && !given(token);

  app.route(
    contractRoute(e.searchJobs, access, {
      handler: async ({ body }, caller, reply) => {
        const params = searchOf(body);
        if (!anonymous(caller, body.accessToken)) return deps.jobs.search(params, deps.now());
        return new SerializedAnswer(
          await deps.jobs.searchAnswer(params, deps.now(), (answer) => jsonOf(reply, answer)),
        );
      },
    }),
  );

  app.route(
    contractRoute(e.viewJobPost, access, {
      handler: async ({ body }, caller, reply) => {
        if (!anonymous(caller, body.accessToken))
          return viewJob(
            deps.db,
            body.job_id,
            async () => caller ?? (body.accessToken ? access.findSession(body.accessToken) : undefined),
          );
        // A visitor's answer: a draft is not found, so whatever is answered is public.
        const json = await deps.jobs.answers.share(`view:${body.job_id}`, async () => {
          const post = await viewJob(deps.db, body.job_id);
          return { body: jsonOf(reply, post), keep: post.status !== "draft" };
        });
        return new SerializedAnswer(json);
      },
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
