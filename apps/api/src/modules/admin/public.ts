// What the launcher, the CLI and test fixtures use of the admin module (docs/decisions/023-import-boundaries.md).
export { ensureAdmin } from "./bootstrap-admin.ts";
export { addUser } from "./manage-users.ts";
