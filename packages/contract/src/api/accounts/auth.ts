import { z } from "zod";
import { defineEndpoint, type IpLimit } from "../../endpoint.ts";
import {
  emailField,
  messageAnswer,
  nameField,
  passwordField,
  phoneField,
  requiredSessionToken,
} from "../../fields.ts";
import { ipLimits } from "../../ip-limits.ts";
import { messages } from "../../messages.ts";

/**
 * A verification that activated the account signs its owner in (decision 091): the answer adds
 * the session's token and name, as log-in answers them. A code used before answers 400.
 */
const verifiedAnswer = messageAnswer.extend({
  accessToken: z.string().optional(),
  userName: z.string().optional(),
});
const code = z
  .string({ error: messages.emailAndTokenRequired })
  .trim()
  .min(1, messages.emailAndTokenRequired)
  .max(64, "Token is too long.");
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional();

export const registrationBody = z.object({
  first_name: nameField("First name"),
  last_name: nameField("Last name"),
  email: emailField,
  password: passwordField,
  phone_no: phoneField,
  // The original form never asked for a country (docs/product/product-choices.md): optional.
  country: optionalText("Country", 100),
  company: nameField("Company"),
  title: nameField("Title"),
});
export type RegistrationBody = z.input<typeof registrationBody>;

/**
 * A visitor's call to sign up, in or back in: a POST under an IP limit, with a body and an answer
 * (`idempotent` where the client sends a key per submission).
 */
const authCall = <Body extends z.ZodType, Response extends z.ZodType>(
  path: string,
  summary: string,
  ipLimit: IpLimit,
  body: Body,
  response: Response,
  options: { idempotent?: true } = {},
) =>
  defineEndpoint({
    method: "POST",
    path,
    ...options,
    ipLimit,
    summary,
    tag: "auth",
    access: "visitor",
    body,
    query: undefined,
    response,
  });

export const register = authCall(
  "/api/auth/register",
  "Register a candidate account and e-mail a verification code",
  ipLimits.register,
  registrationBody,
  messageAnswer,
  { idempotent: true },
);

export const verify = authCall(
  "/api/auth/verify",
  "Verify an e-mail address with the e-mailed code; the call that activates the account signs it in",
  ipLimits.verify,
  z.object({ inputEmail: emailField, token: code }),
  verifiedAnswer,
);

export const verifyRegister = authCall(
  "/api/auth/verify-register",
  "Verify a registration with the e-mailed code (registration screen); the call that activates the account signs it in",
  ipLimits.verify,
  z.object({ email: emailField, token: code }),
  verifiedAnswer,
);

export const resendToken = defineEndpoint({
  method: "POST",
  path: "/api/auth/resend-token",
  ipLimit: ipLimits.mail,
  summary: "E-mail a new verification code",
  tag: "auth",
  access: "visitor",
  body: undefined,
  query: z.object({ email: emailField }),
  response: messageAnswer,
});

export const logIn = authCall(
  "/api/auth/log-in",
  "Log in; answers a session token",
  ipLimits.logIn,
  z.object({
    inputEmail: emailField,
    // Length rules are not revealed at log-in: any wrong password is just wrong.
    password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024),
  }),
  z.object({ accessToken: z.string(), userName: z.string() }),
);

export const validateToken = defineEndpoint({
  method: "POST",
  path: "/api/auth/validate-token",
  summary: "Check a session token; answers the account's e-mail",
  tag: "auth",
  access: "signed-in",
  token: "accessToken",
  body: z.object({ accessToken: requiredSessionToken }),
  query: undefined,
  response: z.object({
    success: z.object({ email: z.string(), role: z.enum(["candidate", "employer", "admin"]) }),
  }),
});

export const logOut = defineEndpoint({
  method: "POST",
  path: "/api/auth/log-out",
  summary: "Revoke a session token",
  tag: "auth",
  // The token is what the call revokes, not a credential: any holder may end it.
  access: "visitor",
  body: z.object({ accessToken: requiredSessionToken }),
  query: undefined,
  response: messageAnswer,
});

// Fields old clients still send with a reset request; accepted and ignored (whoever asks for a reset
// never chooses the password: it is given with the e-mailed code).
const ignoredText = z.string().max(1024).optional();

export const requestResetPassword = authCall(
  "/api/requestResetPassword",
  "Step 1 of a password reset: e-mail the account a code. A password or newpassword sent here is ignored",
  ipLimits.mail,
  z.object({ inputEmail: emailField, password: ignoredText, newpassword: ignoredText }),
  messageAnswer,
);

export const verifyResetPassword = authCall(
  "/api/verifyResetPassword",
  "Step 2 of a password reset: the e-mailed code and the new password; ends every session",
  ipLimits.verify,
  z.object({ inputEmail: emailField, token: code, newpassword: passwordField }),
  messageAnswer,
);

export const authEndpoints = {
  register,
  verify,
  verifyRegister,
  resendToken,
  logIn,
  validateToken,
  logOut,
  requestResetPassword,
  verifyResetPassword,
} as const;
