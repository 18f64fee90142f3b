import { randomUUID } from "node:crypto";
import { messages } from "@site/contract/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { resumeOnlyBody } from "../testing/applying.ts";
import { remoteAnalystJob } from "../testing/jobs.ts";
import { withMailingTestApp } from "../testing/mailing-test-app.ts";
import { postFromFreshAddresses } from "../testing/test-app.ts";

// The product's copy, written out here on purpose: changing a text in the messages module (or
// in the server) must turn this red, not pass silently with the changed constant.
const catalogue = {
  invalidCredentials: "Invalid email or password",
  sessionExpired: "Session expired. Please login again.",
  invalidEmail: "Invalid email address.",
  passwordTooShort: "Password must be at least 8 characters.",
  networkError: "An error occurred. Please try again later.",
  unexpectedError: "An unexpected error occurred.",
  verificationFailed: "Verification failed.",
  resendFailed: "Failed to resend the token.",
  emailAndTokenRequired: "Both email and token are required.",
  emailRequiredForResend: "Please enter your email address to resend the token.",
  accessTokenNotFound: "Access token not found",
  errorFetchingJobPost: "Error fetching job post",
  errorApplyingWithResume: "Error applying for the job with resume",
  resumeRequired: "Please upload a resume file.",
  requestFailed: "Request failed",
  inquiryFailed: "An error occurred while submitting the form.",
  registrationSuccessful: "Registration successful! Please verify your email.",
  verificationSuccessful: "Verification successful!",
  tokenResent: "Token resent successfully! Please check your email.",
  appliedWithResume: "Successfully applied for the job with resume!",
};

describe("the spec's message catalogue", () => {
  it("is exactly the copy of the messages module", () => {
    const texts = Object.fromEntries(
      Object.entries(messages).filter(([, value]) => typeof value === "string"),
    );
    expect(texts).toEqual(catalogue);
    expect(messages.chatFailure("contact@example.com")).toBe(
      "Please reach out to contact@example.com further inquiry.",
    );
    expect(messages.loggedIn("Ada")).toBe("Ada logged in successfully!");
    expect(messages.loggedIn(undefined)).toBe("User logged in successfully!");
  });
});

describe("the server answers with the spec's messages", () => {
  const ctx = withMailingTestApp("pglite");
  let jobId: number;
  // A different client address per call, so per-address limits stay out of the way.
  const post = postFromFreshAddresses(() => ctx.t, 9);
  const answer = async (url: string, payload: object) => {
    const response = await post(url, payload);
    return { status: response.statusCode, message: response.json().message };
  };

  beforeAll(async () => {
    jobId = await remoteAnalystJob(ctx.t.database.db);
  });

  it("for refusals", async () => {
    expect(
      await answer("/api/auth/log-in", { inputEmail: "nobody@example.com", password: "wrong one" }),
    ).toEqual({
      status: 401,
      message: "Invalid email or password",
    });
    expect(await answer("/api/view_profile", { accessToken: "not-a-session" })).toEqual({
      status: 401,
      message: "Session expired. Please login again.",
    });
    expect(await answer("/api/view_profile", {})).toEqual({ status: 401, message: "Access token not found" });
    expect(await answer("/api/auth/log-in", { inputEmail: "not-an-email", password: "x" })).toEqual({
      status: 400,
      message: "inputEmail: Invalid email address.",
    });
    const registration = {
      first_name: "Ada",
      last_name: "Lovelace",
      email: `ada-${randomUUID()}@example.com`,
      phone_no: "+1 555 0100",
      company: "Acme",
      title: "Engineer",
    };
    expect(await answer("/api/auth/register", { ...registration, password: "short" })).toEqual({
      status: 400,
      message: "password: Password must be at least 8 characters.",
    });
    expect(await answer("/api/auth/verify", { inputEmail: "ada@example.com", token: "" })).toEqual({
      status: 400,
      message: "token: Both email and token are required.",
    });
    expect(await answer("/api/apply_for_job_resume_only", { jobId, fileName: "" })).toEqual({
      status: 400,
      message: "fileName: Please upload a resume file.",
    });
    expect(await answer("/api/apply_for_job_resume_only", { jobId, fileName: "cv.pdf" })).toEqual({
      status: 400,
      message: "resumeData: Please upload a resume file.",
    });
  });

  it("for successes", async () => {
    const register = (email: string) =>
      answer("/api/auth/register", {
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        password: "a perfectly fine passphrase",
        phone_no: "+1 555 0100",
        company: "Acme",
        title: "Engineer",
      });
    const email = `ada-${randomUUID()}@example.com`;
    expect(await register(email)).toEqual({
      status: 200,
      message: "Registration successful! Please verify your email.",
    });
    // The mail's link carries the code.
    const mail = await ctx.smtp.waitForMail(email);
    const code = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail.text)?.[1] ?? "");
    expect(code).not.toBe("");
    expect(await answer("/api/auth/verify", { inputEmail: email, token: code })).toEqual({
      status: 200,
      message: "Verification successful!",
    });

    const pending = `grace-${randomUUID()}@example.com`;
    expect((await register(pending)).status).toBe(200);
    const resent = await ctx.t.app.inject({
      method: "POST",
      url: `/api/auth/resend-token?email=${encodeURIComponent(pending)}`,
      remoteAddress: "10.9.255.1",
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: "Token resent successfully! Please check your email." });
    expect(await answer("/api/apply_for_job_resume_only", resumeOnlyBody(jobId))).toEqual({
      status: 200,
      message: "Successfully applied for the job with resume!",
    });
  });
});
