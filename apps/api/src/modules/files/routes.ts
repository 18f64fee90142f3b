import { type profileEndpoints, profileMessages } from "@site/contract/api/accounts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { storedFiles } from "#api/db/schema.ts";
import type { HandlerOf } from "#api/http/contract-route.ts";
import { Forbidden, NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { contentDisposition, dispositionOfType, extensionOfType, safeFileName } from "./download-name.ts";

const params = z.object({ token: z.string().max(200), resumeUrl: z.string().uuid() });

/**
 * GET /api/viewAttachment/{token}/{fileId}: the file, for whoever holds a valid signed token
 * (access "signed-link": checkLink runs before the handler, whoever calls). The profile's handler
 * table registers it.
 */
export function viewAttachment(deps: {
  db: Db;
  now: () => Date;
  signer: LinkSigner;
  storage: FileStorage;
}): HandlerOf<typeof profileEndpoints.viewAttachment> {
  return {
    checkLink: (request) => {
      // Stricter than the contract's plain strings: a malformed link is refused as expired (403).
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
  };
}
