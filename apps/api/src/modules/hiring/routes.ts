import { hiringMessages } from "@site/contract/api/hiring";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { LinkSigner } from "../../platform/signing.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { authorize } from "../auth/public.ts";
import { addNote } from "./add-note.ts";
import { applicationDetails } from "./application-details.ts";
import { applicationStatus, withdrawByStatusLink } from "./application-status.ts";
import { hiringOverview } from "./hiring-overview.ts";
import { jobPipeline } from "./job-pipeline.ts";
import { moveApplications } from "./move-applications.ts";
import { previewStageMail } from "./preview-stage-mail.ts";

export interface HiringDeps {
  db: Db;
  now: () => Date;
  signer: LinkSigner;
  storage: FileStorage;
  limits: RateLimits;
  mailQueued: () => void;
}

/**
 * The hiring pipeline (docs/decisions/037-hiring-pipeline.md): stages, history and notes of the
 * applications to a job, for its employer and admins; and the applicant's own signed status link.
 */
export function hiringRoutes(app: FastifyInstance, deps: HiringDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = endpoints.hiring;
  const employer = (token: string | undefined) =>
    authorize(deps.db, token, deps.now(), ["employer", "admin"]);

  api.route({
    ...contractRoute(e.jobPipeline),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      return jobPipeline(deps.db, deps.signer, actor, request.body.jobId, deps.now());
    },
  });

  api.route({
    ...contractRoute(e.moveApplications),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      const { applicationIds, stage, reason, sendMail } = request.body;
      return moveApplications(deps, actor, {
        applicationIds,
        stage,
        reason,
        ...(sendMail === undefined ? {} : { sendMail }),
      });
    },
  });

  api.route({
    ...contractRoute(e.previewStageMail),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      return previewStageMail(deps.db, actor, request.body);
    },
  });

  api.route({
    ...contractRoute(e.applicationDetails),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      return applicationDetails(deps.db, actor, request.body.applicationId);
    },
  });

  api.route({
    ...contractRoute(e.addApplicationNote),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      const note = await addNote(deps.db, actor, request.body.applicationId, request.body.body, deps.now());
      return { message: hiringMessages.noteAdded, note };
    },
  });

  api.route({
    ...contractRoute(e.hiringOverview),
    handler: async (request) => {
      const actor = await employer(request.body.authToken);
      return hiringOverview(deps.db, actor, request.body.page);
    },
  });

  api.route({
    ...contractRoute(e.applicationStatus),
    handler: async (request) => applicationStatus(deps.db, deps.signer, request.body, deps.now()),
  });

  api.route({
    ...contractRoute(e.withdrawByStatusLink),
    handler: async (request) => {
      await withdrawByStatusLink(deps, request.body, deps.now());
      return { message: hiringMessages.withdrawn };
    },
  });
}
