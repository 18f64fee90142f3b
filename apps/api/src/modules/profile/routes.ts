import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { authenticate } from "../auth/public.ts";
import { updateProfile } from "./update-profile.ts";
import { uploadResume } from "./upload-resume.ts";
import { type ProfileDeps, viewProfile } from "./view-profile.ts";

export function profileRoutes(app: FastifyInstance, deps: ProfileDeps & { storage: FileStorage }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = endpoints.profile;

  api.route({
    ...contractRoute(e.viewProfile),
    handler: async (request) => {
      const session = await authenticate(deps.db, request.body.accessToken, deps.now());
      return viewProfile(deps, session.userId);
    },
  });

  api.route({
    ...contractRoute(e.updateProfile),
    handler: async (request) => {
      const session = await authenticate(deps.db, request.body.accessToken, deps.now());
      return updateProfile(deps, session, request.body.updated_data);
    },
  });

  api.route({
    ...contractRoute(e.uploadResume),
    handler: async (request) => {
      const session = await authenticate(deps.db, request.body.accessToken, deps.now());
      const dataUrl = request.body.resume_data ?? request.body.resumeData ?? "";
      return uploadResume(deps, session.userId, request.body.fileName, dataUrl);
    },
  });
}
