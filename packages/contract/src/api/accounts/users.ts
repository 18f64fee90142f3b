import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailField, pageField, passwordField, sessionToken } from "../../fields.ts";
import { paged } from "../../paged.ts";
import { removeUserBody, userOpenJobs } from "./open-jobs.ts";

export * from "./open-jobs.ts";

export const roles = ["candidate", "employer", "admin"] as const;
export const statuses = ["pending", "active", "deactivated"] as const;
export const ADMIN_PAGE_SIZE = 20;

const authToken = sessionToken;
const message = z.object({ message: z.string() });
const page = pageField;

export const userDetails = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  status: z.enum(statuses),
  createdAt: z.string(),
  lastLoginAt: z.string(),
});
export type UserDetails = z.infer<typeof userDetails>;

const byEmail = z.object({ authToken, inputEmail: emailField });
const userCall = <Response extends z.ZodType = typeof message>(
  path: string,
  summary: string,
  response?: Response,
) =>
  defineEndpoint({
    method: "POST",
    path,
    summary,
    tag: "admin",
    access: "admin",
    token: "authToken",
    body: byEmail,
    query: undefined,
    response: (response ?? message) as Response,
  });

export const addUser = defineEndpoint({
  method: "POST",
  path: "/api/addUser",
  summary: "Create an active account (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({
    authToken,
    inputEmail: emailField,
    password: passwordField,
    role: z.enum(roles).optional(),
  }),
  query: undefined,
  response: z.object({ message: z.string(), user: userDetails }),
});
export const selectUser = userCall("/api/selectUser", "One account (admin)", z.object({ user: userDetails }));
export const deactivateUser = userCall(
  "/api/deactivateUser",
  "Deactivate an account and end its sessions (admin)",
);
export const reactivateUser = userCall("/api/reactivateUser", "Reactivate an account (admin)");
export const removeUser = defineEndpoint({
  method: "POST",
  path: "/api/removeUser",
  summary:
    "Erase an account with its profile, resumes and sessions; its open jobs are transferred or closed first (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: removeUserBody,
  query: undefined,
  response: message,
});

export const listUsers = defineEndpoint({
  method: "POST",
  path: "/api/listUsers",
  summary: "Accounts, filtered and paged (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({
    authToken,
    email: z.string().trim().max(254).optional(),
    role: z.enum(roles).optional(),
    status: z.enum(statuses).optional(),
    page,
  }),
  query: undefined,
  response: paged(userDetails),
});

export const requestRegistrationWithToken = defineEndpoint({
  method: "POST",
  path: "/api/requestRegistrationWithToken",
  summary: "Create a pending account for someone and e-mail them a verification code (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({ authToken, inputEmail: emailField, password: passwordField }),
  query: undefined,
  response: message,
});

export const requestResetPasswordWithToken = defineEndpoint({
  method: "POST",
  path: "/api/requestResetPasswordWithToken",
  summary:
    "E-mail a user a code with which they choose a new password; `password` is the admin's own, `newpassword` is ignored (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({
    authToken,
    inputEmail: emailField,
    password: z
      .string({ error: "Your own password is required." })
      .min(1, "Your own password is required.")
      .max(1024),
    newpassword: z.string().max(1024).optional(),
  }),
  query: undefined,
  response: message,
});

export const adminEndpoints = {
  addUser,
  selectUser,
  deactivateUser,
  reactivateUser,
  removeUser,
  userOpenJobs,
  listUsers,
  requestRegistrationWithToken,
  requestResetPasswordWithToken,
} as const;

export const adminMessages = {
  userNotFound: "No account with this email.",
  userAdded: "The account has been created.",
  deactivated: "The account has been deactivated and its sessions ended.",
  reactivated: "The account has been reactivated.",
  removed: "The account and its data have been removed.",
  notYourself: "You cannot do this to your own account.",
  lastAdmin: "The last active admin cannot be removed or deactivated.",
  invited: "The account has been created and a verification code e-mailed.",
  resetSent: "A code to choose a new password has been e-mailed to the user.",
  wrongOwnPassword: "Your password is not correct.",
  jobPosted: "The job has been posted.",
  jobUpdated: "The job has been updated.",
  jobClosed: "The job has been closed.",
  notYourJob: "This job belongs to another employer.",
} as const;
