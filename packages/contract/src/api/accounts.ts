// The accounts domain: signing up and in, one's own profile, invitations, and an admin's management
// of accounts. One file per part under accounts/; importers name this file.
import { authEndpoints } from "./accounts/auth.ts";
import { inviteEndpoints } from "./accounts/invites.ts";
import { profileEndpoints } from "./accounts/profile.ts";
import { adminEndpoints } from "./accounts/users.ts";

export * from "./accounts/auth.ts";
export * from "./accounts/invites.ts";
export * from "./accounts/profile.ts";
export * from "./accounts/users.ts";

/** Every endpoint of the accounts domain. */
export const accountEndpoints = {
  ...authEndpoints,
  ...profileEndpoints,
  ...inviteEndpoints,
  ...adminEndpoints,
} as const;
