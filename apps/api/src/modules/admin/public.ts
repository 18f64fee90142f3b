// What the launcher and the CLI use of the admin module (docs/decisions/023-import-boundaries.md).
export { ensureAdmin } from "./bootstrap-admin.ts";
