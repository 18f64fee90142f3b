import type { Profile } from "@site/contract/api/accounts";
import { eq } from "drizzle-orm";
import { profiles, storedFiles, users } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import { downloadLink } from "#api/modules/files/public.ts";
import type { Db } from "#api/platform/database.ts";
import type { LinkSigner } from "#api/platform/signing.ts";

export interface ProfileDeps {
  db: Db;
  now: () => Date;
  signer: LinkSigner;
}

/** The account's profile as the spec names its fields, with a fresh signed resume link. */
export async function viewProfile(deps: ProfileDeps, userId: string): Promise<Profile> {
  const [row] = await deps.db
    .select({ email: users.email, profile: profiles, resumeName: storedFiles.originalName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(storedFiles, eq(storedFiles.id, profiles.resumeFileId))
    .where(eq(users.id, userId));
  if (!row) throw new NotFound("Account not found");
  const p = row.profile;
  const resumeFileId = p?.resumeFileId ?? "";
  return {
    firstName: p?.firstName ?? "",
    lastName: p?.lastName ?? "",
    phoneNumber: p?.phoneNumber ?? "",
    company: p?.company ?? "",
    title: p?.title ?? "",
    emailAddress: row.email,
    citizenshipStatus: p?.citizenshipStatus ?? "",
    description: p?.description ?? "",
    gender: p?.gender ?? "",
    ethnicity: p?.ethnicity ?? "",
    resumeName: row.resumeName ?? "",
    resumeUrl: resumeFileId,
    resumeLink: resumeFileId ? downloadLink(deps.signer, resumeFileId, deps.now()) : "",
  };
}
