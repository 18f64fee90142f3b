import { profileMessages } from "@site/contract/api/accounts";
import { endpoints } from "@site/contract/endpoints";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { storedFiles } from "#api/db/schema.ts";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoute } from "#api/http/contract-route.ts";
import { Forbidden, NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { contentDisposition, dispositionOfType, extensionOfType, safeFileName } from "./download-name.ts";

const params = z.object({ token: z.string().max(200), resumeUrl: z.string().uuid() });

/**
 * GET /api/viewAttachment/{token}/{fileId}: the file, for whoever holds a valid signed token
 * (access "signed-link": checkLink runs before the handler, whoever calls).
 */
export function fileRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; signer: LinkSigner; storage: FileStorage; access: AccessPolicy },
): void {
  app.route(
    contractRoute(endpoints.accounts.viewAttachment, deps.access, {
      checkLink: (request) => {
        const parsed = params.safeParse(request.params);
        if (!parsed.success || !deps.signer.verify(parsed.data.resumeUrl, parsed.data.token, deps.now())) {
          throw new Forbidden(profileMessages.linkExpired);
        }
      },
      handler: async (request, _caller, reply) => {
        // checkLink has let only a valid link through.
        const { resumeUrl } = params.parse(request.params);
        const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, resumeUrl));
        const bytes = file ? await deps.storage.get(file.storageKey) : undefined;
        if (!file || !bytes) throw new NotFound(profileMessages.fileMissing);
        return reply
          .header("content-type", file.contentType)
          .header(
            "content-disposition",
            contentDisposition(
              safeFileName(file.originalName, extensionOfType(file.contentType)),
              dispositionOfType(file.contentType),
            ),
          )
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          .header("content-security-policy", "default-src 'none'; sandbox")
          .send(bytes);
      },
    }),
  );
}
