// What other parts of the server may use of the account module; everything else in this folder
// is its own (docs/decisions/023-import-boundaries.md).
export { findUserByEmail } from "./accounts.ts";
export type { AuthDeps } from "./deps.ts";
export { consumeCode, endUnusedCodes, issueCode } from "./one-time-codes.ts";
export { hashPassword, isCommonPassword, setPasswordHashCostForTests, verifyPassword } from "./passwords.ts";
export { requestPasswordReset } from "./request-password-reset.ts";
export { newSessionToken, sha256 } from "./secrets.ts";
export { createSession, findSession, revokeAllSessions, type SessionUser } from "./sessions.ts";
