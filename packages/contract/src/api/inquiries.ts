import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { emailField, messageAnswer, nameField, pageField, phoneField, sessionToken } from "../fields.ts";
import { ipLimits } from "../ip-limits.ts";
import { paged } from "../paged.ts";

export const INQUIRY_MESSAGE_MAX = 5000;

export const inquiryBody = z.object({
  // A signed-out visitor sends no token, or the text "null" (docs/product/requirements.md §6).
  accessToken: sessionToken.nullish(),
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
  emailAddress: emailField,
  phoneNumber: phoneField,
  messageContent: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(INQUIRY_MESSAGE_MAX, `Message must be at most ${INQUIRY_MESSAGE_MAX} characters.`),
});
export type InquiryBody = z.input<typeof inquiryBody>;

export const submitInquiry = defineEndpoint({
  method: "POST",
  path: "/api/submit_inquiry",
  idempotent: true,
  ipLimit: ipLimits.inquiry,
  summary: "Send a contact inquiry (signed in or not)",
  tag: "inquiries",
  access: "visitor",
  token: "accessToken",
  body: inquiryBody,
  query: undefined,
  response: messageAnswer,
});

const authToken = sessionToken;
const page = pageField;

export const listInquiries = defineEndpoint({
  method: "POST",
  path: "/api/list_inquiries",
  summary: "Contact inquiries, newest first (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({ authToken, page }),
  query: undefined,
  response: paged(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      emailAddress: z.string(),
      phoneNumber: z.string(),
      messageContent: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const inquiryEndpoints = { submitInquiry, listInquiries } as const;
