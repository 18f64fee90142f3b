// What other parts of the server may use of the accounts module (sign-up and sessions, profiles,
// invitations, an admin's management of accounts); everything else in this folder is its own
// (docs/decisions/023-import-boundaries.md). The launcher and the CLI ensure the bootstrap admin;
// test fixtures add accounts.
export { findUserByEmail } from "./auth/accounts.ts";
export type { AuthDeps } from "./auth/deps.ts";
export { consumeCode, endUnusedCodes, issueCode } from "./auth/one-time-codes.ts";
export {
  hashPassword,
  isCommonPassword,
  setPasswordHashCostForTests,
  verifyPassword,
} from "./auth/passwords.ts";
export { requestPasswordReset } from "./auth/request-password-reset.ts";
export { newSessionToken, sha256 } from "./auth/secrets.ts";
export { createSession, findSession, revokeAllSessions, type SessionUser } from "./auth/sessions.ts";
export { viewProfile } from "./profile/view-profile.ts";
export { ensureAdmin } from "./users/bootstrap-admin.ts";
export { addUser, assertNotLastAdmin, eraseUser } from "./users/manage-users.ts";
