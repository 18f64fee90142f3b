// What other modules may use of the file module: reading an uploaded resume and the contact details
// in its text, storing it, linking to it, and serving the link (the profile's handler table registers viewAttachment) (docs/decisions/023-import-boundaries.md).
export { downloadLink } from "./links.ts";
export { findEmail, findPhone } from "./resume-contact.ts";
export { readResume } from "./resume-file.ts";
export { resumeText } from "./resume-text.ts";
export { viewAttachment } from "./routes.ts";
export { storeFile } from "./store-file.ts";
