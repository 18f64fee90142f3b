// Loaded on demand (when the visitor starts filling the form): zod and the contract stay out
// of the marketing pages' initial JavaScript.
import { inquiryBody, submitInquiry } from "@site/contract/api/inquiries";

/** The form validates exactly what the server validates, less the token the app adds. */
export const inquiryFormSchema = inquiryBody.omit({ accessToken: true });

export const inquiryEndpoint = submitInquiry;
