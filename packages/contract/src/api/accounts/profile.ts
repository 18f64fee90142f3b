import { z } from "zod";
import { UPLOAD_BODY_LIMIT_BYTES } from "../../constants.ts";
import { defineEndpoint, type IpLimit } from "../../endpoint.ts";
import {
  emailField,
  fileDataField,
  fileNameField,
  messageAnswer,
  nameField,
  sessionToken,
} from "../../fields.ts";
import { ipLimits } from "../../ip-limits.ts";

export const genderOptions = ["male", "female", "non-binary", "prefer not to answer"] as const;
export const ethnicityOptions = [
  "Asian or Asian American",
  "Black or African American",
  "Hispanic or Latine",
  "Indigenous or Native American",
  "Native Hawaiian or Other Pacific Islander",
  "White",
  "Other",
  "I prefer not to answer",
] as const;

const accessToken = sessionToken;
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
/** An empty choice clears the field. */
const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z
    .union([z.enum(options), z.literal(""), z.null()], {
      error: `${label} must be one of: ${options.join(", ")}.`,
    })
    .optional();

export const profileAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  /** From sign-up; additive to the spec's profile fields (docs/decisions/030-ways-in-and-unverified-log-in.md). */
  company: z.string(),
  title: z.string(),
  emailAddress: z.string(),
  citizenshipStatus: z.string(),
  description: z.string(),
  gender: z.string(),
  ethnicity: z.string(),
  resumeName: z.string(),
  /** The stored file's id: the last segment of the resume link. Empty without a resume. */
  resumeUrl: z.string(),
  /** A ready, short-lived signed link to the resume (same origin), or empty. */
  resumeLink: z.string(),
});
export type Profile = z.infer<typeof profileAnswer>;

export const profileUpdate = z.object({
  firstName: text("First name", 100).min(1, "First name is required.").optional(),
  lastName: text("Last name", 100).min(1, "Last name is required.").optional(),
  phoneNumber: text("Phone number", 32)
    .regex(/^[+0-9 ()./-]*$/, "Phone number may contain only digits, spaces and + ( ) . / -")
    .optional(),
  // Asked at sign-up (required there), so they cannot be emptied here either.
  company: nameField("Company").optional(),
  title: nameField("Title").optional(),
  citizenshipStatus: text("Citizenship status", 100).optional(),
  description: text("Description", 2000).optional(),
  gender: choice("Gender", genderOptions),
  ethnicity: choice("Ethnicity", ethnicityOptions),
  // Sent back unchanged by clients that post the whole profile; changing it is refused.
  emailAddress: z.string().max(254).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/**
 * A call on the signed-in account's own profile: a POST whose body carries the session token as
 * `accessToken` after the call's own fields.
 */
const profileCall = <Fields extends z.ZodRawShape, Response extends z.ZodType>(
  path: string,
  summary: string,
  fields: Fields,
  response: Response,
  ipLimit?: IpLimit,
) =>
  defineEndpoint({
    method: "POST",
    path,
    summary,
    ...(ipLimit ? { ipLimit } : {}),
    tag: "profile",
    access: "signed-in",
    token: "accessToken",
    body: z.object({ ...fields, accessToken }),
    query: undefined,
    response,
  });

export const viewProfile = profileCall(
  "/api/view_profile",
  "The signed-in candidate's profile",
  {},
  profileAnswer,
);

export const updateProfile = profileCall(
  "/api/update_profile",
  "Update the signed-in candidate's profile",
  { updated_data: profileUpdate },
  profileAnswer,
);

export const resumeUpload = z
  .object({
    fileName: fileNameField("File name is required."),
    resume_data: fileDataField,
    resumeData: fileDataField,
  })
  .refine((body) => body.resume_data || body.resumeData, {
    error: "resume_data is required: the file as a data URL.",
    path: ["resume_data"],
  });

export const uploadResume = defineEndpoint({
  method: "POST",
  path: "/api/upload_resume",
  summary: "Upload the candidate's resume (data URL, at most 5 MB; PDF, DOC, DOCX, ODT, RTF or TXT)",
  tag: "profile",
  access: "signed-in",
  token: "accessToken",
  body: z.object({ accessToken }).and(resumeUpload),
  query: undefined,
  response: z.object({
    url: z.string(),
    /** Fields of the profile that were empty and are now filled from the resume's text (decision 094). */
    prefilled: z.object({ phoneNumber: z.string() }).optional(),
  }),
  bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
});

export const viewAttachment = defineEndpoint({
  method: "GET",
  path: "/api/viewAttachment/:token/:resumeUrl",
  summary: "Download a file with a short-lived signed token (not the session token)",
  tag: "profile",
  access: "signed-link",
  body: undefined,
  query: undefined,
  // Plain strings: a malformed link is refused as expired (403) by the route's link check, not 400.
  params: z.object({ token: z.string(), resumeUrl: z.string() }),
  response: z.any(),
});

/** The account's current password, asked again before its address changes or it is deleted. */
const currentPassword = z
  .string({ error: "Enter your current password." })
  .min(1, "Enter your current password.")
  .max(1000, "Password must be at most 1000 characters.");

/** What a person types to confirm that their account should be deleted. */
export const DELETE_CONFIRMATION = "DELETE";

export const emailChangeRequest = z.object({ newEmail: emailField, password: currentPassword });
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;

export const emailChangeConfirmation = z.object({
  code: z
    .string({ error: "Enter the code we e-mailed to your new address." })
    .trim()
    .min(1, "Enter the code we e-mailed to your new address.")
    .max(64, "The code is too long."),
});
export type EmailChangeConfirmation = z.input<typeof emailChangeConfirmation>;

export const accountDeletion = z.object({
  password: currentPassword,
  confirmation: z
    .string({ error: `Type ${DELETE_CONFIRMATION} to confirm.` })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm.`),
});
export type AccountDeletion = z.input<typeof accountDeletion>;

export const requestEmailChange = profileCall(
  "/api/request_email_change",
  "E-mail a code to the new address that will replace the account's address (current password required)",
  emailChangeRequest.shape,
  messageAnswer,
  ipLimits.mail,
);

export const confirmEmailChange = profileCall(
  "/api/confirm_email_change",
  "Change the account's address with the code mailed to the new one",
  emailChangeConfirmation.shape,
  z.object({ message: z.string(), email: z.string() }),
  ipLimits.verify,
);

export const deleteAccount = profileCall(
  "/api/delete_account",
  "Delete the signed-in account with its profile, resumes, applications and saved jobs",
  accountDeletion.shape,
  messageAnswer,
);

export const profileEndpoints = {
  viewProfile,
  updateProfile,
  uploadResume,
  viewAttachment,
  requestEmailChange,
  confirmEmailChange,
  deleteAccount,
} as const;

export const profileMessages = {
  emailNotChangeable: "The email address cannot be changed here.",
  fileTooLarge: "The resume must be at most 5 MB.",
  unsupportedFile: "Unsupported file type: upload a PDF, DOC, DOCX, ODT, RTF or TXT file.",
  brokenDataUrl: "The file could not be read: send it as a base64 data URL.",
  pathInFileName: "The file name must not contain a path.",
  linkExpired: "This link has expired or is not valid. Open the profile again for a new link.",
  fileMissing: "The file no longer exists.",
  wrongPassword: "The password is not correct.",
  sameEmail: "This is already your e-mail address.",
  emailCodeSent: (email: string) =>
    `We e-mailed a code to ${email}. Enter it here to finish the change; it expires in 30 minutes.`,
  emailTaken: "This e-mail address belongs to another account. Choose a different address.",
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
  accountDeleted: "Your account and everything in it were deleted.",
  lastAdmin: "You are the last admin. Make another account an admin before deleting yours.",
} as const;
