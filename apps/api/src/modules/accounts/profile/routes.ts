import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoute } from "#api/http/contract-route.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { confirmEmailChange, requestEmailChange } from "./change-email.ts";
import { deleteAccount } from "./delete-account.ts";
import { updateProfile } from "./update-profile.ts";
import { uploadResume } from "./upload-resume.ts";
import { type ProfileDeps, viewProfile } from "./view-profile.ts";

/** The signed-in account's own profile (access "signed-in", checked before these handlers run). */
export function profileRoutes(
  app: FastifyInstance,
  deps: ProfileDeps & {
    storage: FileStorage;
    access: AccessPolicy;
    limits: RateLimits;
    mailQueued: () => void;
    publicBaseUrl: string;
  },
): void {
  const e = endpoints.accounts;
  const { access } = deps;

  app.route(
    contractRoute(e.viewProfile, access, {
      handler: (_request, caller) => viewProfile(deps, caller.userId),
    }),
  );

  app.route(
    contractRoute(e.updateProfile, access, {
      handler: ({ body }, caller) => updateProfile(deps, caller, body.updated_data),
    }),
  );

  app.route(
    contractRoute(e.uploadResume, access, {
      handler: ({ body }, caller) =>
        uploadResume(deps, caller.userId, body.fileName, body.resume_data ?? body.resumeData ?? ""),
    }),
  );

  app.route(
    contractRoute(e.requestEmailChange, access, {
      handler: ({ body }, caller) =>
        requestEmailChange(deps, caller.userId, { newEmail: body.newEmail, password: body.password }),
    }),
  );

  app.route(
    contractRoute(e.confirmEmailChange, access, {
      handler: ({ body }, caller) => confirmEmailChange(deps, caller.userId, body.code),
    }),
  );

  app.route(
    contractRoute(e.deleteAccount, access, {
      handler: ({ body }, caller) => deleteAccount(deps, caller.userId, body.password),
    }),
  );
}
