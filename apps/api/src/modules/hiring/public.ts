// What other modules may use of the hiring module: the signed status link a resume-only
// applicant's confirmation carries (docs/decisions/023-import-boundaries.md).
export { statusLink } from "./status-link.ts";
