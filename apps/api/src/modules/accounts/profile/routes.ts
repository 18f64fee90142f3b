import { profileEndpoints } from "@site/contract/api/accounts";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoutes } from "#api/http/contract-route.ts";
import { viewAttachment } from "#api/modules/files/public.ts";
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
    jobsChanged: () => Promise<void>;
    mailQueued: () => void;
    publicBaseUrl: string;
  },
): void {
  const { access } = deps;

  contractRoutes(app, profileEndpoints, access, {
    // The files module serves the download; the endpoint is the profile's resume link.
    viewAttachment: viewAttachment(deps),
    viewProfile: {
      handler: (_request, caller) => viewProfile(deps, caller.userId),
    },
    updateProfile: {
      handler: ({ body }, caller) => updateProfile(deps, caller, body.updated_data),
    },
    uploadResume: {
      handler: ({ body }, caller) =>
        uploadResume(deps, caller.userId, body.fileName, body.resume_data ?? body.resumeData ?? ""),
    },
    requestEmailChange: {
      handler: ({ body }, caller) =>
        requestEmailChange(deps, caller.userId, { newEmail: body.newEmail, password: body.password }),
    },
    confirmEmailChange: {
      handler: ({ body }, caller) => confirmEmailChange(deps, caller.userId, body.code),
    },
    deleteAccount: {
      handler: async ({ body }, caller) => {
        const answer = await deleteAccount(deps, caller.userId, body.password);
        await deps.jobsChanged();
        return answer;
      },
    },
  });
}
