// What other parts of the server may use of the inquiries module: sending an inquiry to the site's
// inbox (the AI Agent hands a conversation to a person through it) (docs/decisions/023-import-boundaries.md).
export { type InquiryInput, submitInquiry } from "./submit-inquiry.ts";
