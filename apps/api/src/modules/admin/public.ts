// What the launcher, the CLI, test fixtures and the profile module (an account deleting itself)
// use of the admin module (docs/decisions/023-import-boundaries.md).
export { ensureAdmin } from "./bootstrap-admin.ts";
export { addUser, assertNotLastAdmin, eraseUser } from "./manage-users.ts";
