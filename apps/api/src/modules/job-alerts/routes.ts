import { jobAlertMessages } from "@site/contract/api/job-alerts";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoutes } from "#api/http/contract-route.ts";
import type { MailingDeps } from "#api/platform/mail/outbox.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import { createJobAlert } from "./create-job-alert.ts";
import {
  deleteJobAlert,
  listJobAlerts,
  pauseJobAlert,
  resumeJobAlert,
  unsubscribeJobAlert,
  updateJobAlert,
} from "./my-job-alerts.ts";
import { checkUnsubscribeToken } from "./unsubscribe-link.ts";

export interface JobAlertDeps extends MailingDeps {
  signer: LinkSigner;
  access: AccessPolicy;
}

/** Job alerts (docs/decisions/041-job-alerts.md): each session call acts on the caller's own alerts only. */
export function jobAlertRoutes(app: FastifyInstance, deps: JobAlertDeps): void {
  contractRoutes(app, endpoints.jobAlerts, deps.access, {
    createJobAlert: {
      handler: async ({ body }, caller) => {
        const alert = await createJobAlert(deps.db, deps, caller.userId, body, deps.now());
        deps.mailQueued();
        return { message: jobAlertMessages.created(alert.frequency), alert };
      },
    },
    jobAlerts: {
      handler: async (_request, caller) => ({ data: await listJobAlerts(deps.db, caller.userId) }),
    },
    deleteJobAlert: {
      handler: async ({ body }, caller) => {
        await deleteJobAlert(deps.db, caller.userId, body.alertId);
        return { message: jobAlertMessages.deleted };
      },
    },
    pauseJobAlert: {
      handler: async ({ body }, caller) => ({
        message: jobAlertMessages.paused,
        alert: await pauseJobAlert(deps.db, caller.userId, body.alertId, deps.now()),
      }),
    },
    resumeJobAlert: {
      handler: async ({ body }, caller) => {
        const alert = await resumeJobAlert(deps.db, caller.userId, body.alertId, deps.now());
        return { message: jobAlertMessages.resumed(alert.frequency), alert };
      },
    },
    updateJobAlert: {
      handler: async ({ body }, caller) => {
        const alert = await updateJobAlert(deps.db, caller.userId, body, deps.now());
        return { message: jobAlertMessages.updated(alert.frequency), alert };
      },
    },
    unsubscribeJobAlert: {
      // A mail client's one-click unsubscribe (RFC 8058) posts a form body, "List-Unsubscribe=One-Click",
      // which this route alone accepts and ignores: the link's query carries all it needs.
      scope: (scope) =>
        scope.addContentTypeParser(
          "application/x-www-form-urlencoded",
          { parseAs: "string", bodyLimit: 1024 },
          (_request, _body, done) => done(null, undefined),
        ),
      checkLink: ({ query }) => checkUnsubscribeToken(deps.signer, query.id, query.token, deps.now()),
      handler: async ({ query }) => {
        await unsubscribeJobAlert(deps.db, query.id);
        return { message: jobAlertMessages.unsubscribed };
      },
    },
  });
}
