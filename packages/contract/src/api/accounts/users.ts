import { z } from "zod";
import { consoleBody } from "../../console-call.ts";
import { emailField, pageField, passwordField } from "../../fields.ts";
import { paged } from "../../paged.ts";
import { adminCall } from "./admin-call.ts";
import { removeUserBody, userOpenJobs } from "./open-jobs.ts";

export * from "./open-jobs.ts";

export const roles = ["candidate", "employer", "admin"] as const;
export const statuses = ["pending", "active", "deactivated"] as const;
export const ADMIN_PAGE_SIZE = 20;

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

const byEmail = consoleBody({ inputEmail: emailField });

export const addUser = adminCall(
  "/api/addUser",
  "Create an active account (admin)",
  consoleBody({ inputEmail: emailField, password: passwordField, role: z.enum(roles).optional() }),
  z.object({ message: z.string(), user: userDetails }),
);
export const selectUser = adminCall(
  "/api/selectUser",
  "One account (admin)",
  byEmail,
  z.object({ user: userDetails }),
);
export const deactivateUser = adminCall(
  "/api/deactivateUser",
  "Deactivate an account and end its sessions (admin)",
  byEmail,
);
export const reactivateUser = adminCall("/api/reactivateUser", "Reactivate an account (admin)", byEmail);
export const removeUser = adminCall(
  "/api/removeUser",
  "Erase an account with its profile, resumes and sessions; its open jobs are transferred or closed first (admin)",
  removeUserBody,
);

export const listUsers = adminCall(
  "/api/listUsers",
  "Accounts, filtered and paged (admin)",
  consoleBody({
    email: z.string().trim().max(254).optional(),
    role: z.enum(roles).optional(),
    status: z.enum(statuses).optional(),
    page: pageField,
  }),
  paged(userDetails),
);

export const requestRegistrationWithToken = adminCall(
  "/api/requestRegistrationWithToken",
  "Create a pending account for someone and e-mail them a verification code (admin)",
  consoleBody({ inputEmail: emailField, password: passwordField }),
);

export const requestResetPasswordWithToken = adminCall(
  "/api/requestResetPasswordWithToken",
  "E-mail a user a code with which they choose a new password; `password` is the admin's own, `newpassword` is ignored (admin)",
  consoleBody({
    inputEmail: emailField,
    password: z
      .string({ error: "Your own password is required." })
      .min(1, "Your own password is required.")
      .max(1024),
    newpassword: z.string().max(1024).optional(),
  }),
);

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
