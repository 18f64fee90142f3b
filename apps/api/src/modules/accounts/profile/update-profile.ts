import { type ProfileUpdate, profileMessages } from "@site/contract/api/accounts";
import { profiles } from "#api/db/schema.ts";
import { BadRequest } from "#api/http/errors.ts";
import { type ProfileDeps, viewProfile } from "./view-profile.ts";

/** Saves the given fields only; the e-mail address is the account's and cannot change here. */
export async function updateProfile(
  deps: ProfileDeps,
  user: { userId: string; email: string },
  update: ProfileUpdate,
) {
  const { emailAddress, gender, ethnicity, ...rest } = update;
  if (emailAddress !== undefined && emailAddress.trim().toLowerCase() !== user.email) {
    throw new BadRequest(profileMessages.emailNotChangeable);
  }
  const values = {
    ...rest,
    ...(gender !== undefined ? { gender: gender || null } : {}),
    ...(ethnicity !== undefined ? { ethnicity: ethnicity || null } : {}),
    updatedAt: deps.now(),
  };
  await deps.db
    .insert(profiles)
    .values({ userId: user.userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
  return viewProfile(deps, user.userId);
}
