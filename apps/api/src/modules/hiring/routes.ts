import { hiringMessages } from "@site/contract/api/hiring";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "../../http/access.ts";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { LinkSigner } from "../../platform/signing.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { ownerOfApplications } from "./access.ts";
import { addNote } from "./add-note.ts";
import { applicationDetails } from "./application-details.ts";
import { applicationStatus, withdrawByStatusLink } from "./application-status.ts";
import { hiringOverview } from "./hiring-overview.ts";
import { jobPipeline, pipelineOwner } from "./job-pipeline.ts";
import { moveApplications } from "./move-applications.ts";
import { previewStageMail } from "./preview-stage-mail.ts";
import { checkStatusToken } from "./status-link.ts";

export interface HiringDeps {
  db: Db;
  now: () => Date;
  signer: LinkSigner;
  storage: FileStorage;
  limits: RateLimits;
  mailQueued: () => void;
  /** The site's address, for the link to "My applications" in a candidate's status mail. */
  publicBaseUrl: string;
  /** Each endpoint's declared access, checked before its handler. */
  access: AccessPolicy;
}

/**
 * The hiring pipeline (docs/decisions/037-hiring-pipeline.md): stages, history and notes of the
 * applications to a job, for its employer and admins; and the applicant's own signed status link.
 * Who may call each endpoint is declared on it and checked before these handlers run
 * (docs/decisions/028-permissions-on-the-endpoint.md): the job's owner is the job's, or that of
 * the job of the application(s) the call names.
 */
export function hiringRoutes(app: FastifyInstance, deps: HiringDeps): void {
  const e = endpoints.hiring;
  const { access } = deps;
  const ownerOfApplication = ({ body }: { body: { applicationId: string } }) =>
    ownerOfApplications(deps.db, [body.applicationId], hiringMessages.applicationNotFound);
  const ownerOfBatch = ({ body }: { body: { applicationIds: string[] } }) =>
    ownerOfApplications(deps.db, body.applicationIds);
  const checkLink = ({ body }: { body: { applicationId: string; token: string } }) =>
    checkStatusToken(deps.signer, body.applicationId, body.token, deps.now());

  app.route(
    contractRoute(e.jobPipeline, access, {
      ownerOf: ({ body }) => pipelineOwner(deps.db, body.jobId),
      handler: ({ body }) => jobPipeline(deps.db, deps.signer, body.jobId, deps.now()),
    }),
  );

  app.route(
    contractRoute(e.moveApplications, access, {
      ownerOf: ownerOfBatch,
      handler: ({ body }, caller) => {
        const { applicationIds, stage, reason, sendMail } = body;
        return moveApplications(deps, caller, {
          applicationIds,
          stage,
          reason,
          ...(sendMail === undefined ? {} : { sendMail }),
        });
      },
    }),
  );

  app.route(
    contractRoute(e.previewStageMail, access, {
      ownerOf: ownerOfBatch,
      handler: ({ body }, caller) => previewStageMail(deps.db, caller, body),
    }),
  );

  app.route(
    contractRoute(e.applicationDetails, access, {
      ownerOf: ownerOfApplication,
      handler: ({ body }, caller) => applicationDetails(deps.db, caller, body.applicationId),
    }),
  );

  app.route(
    contractRoute(e.addApplicationNote, access, {
      ownerOf: ownerOfApplication,
      handler: async ({ body }, caller) => {
        const note = await addNote(deps.db, caller, body.applicationId, body.body, deps.now());
        return { message: hiringMessages.noteAdded, note };
      },
    }),
  );

  app.route(
    contractRoute(e.hiringOverview, access, {
      handler: ({ body }, caller) => hiringOverview(deps.db, caller, body.page),
    }),
  );

  app.route(
    contractRoute(e.applicationStatus, access, {
      checkLink,
      handler: ({ body }) => applicationStatus(deps.db, body),
    }),
  );

  app.route(
    contractRoute(e.withdrawByStatusLink, access, {
      checkLink,
      handler: async ({ body }) => {
        await withdrawByStatusLink(deps, body);
        return { message: hiringMessages.withdrawn };
      },
    }),
  );
}
