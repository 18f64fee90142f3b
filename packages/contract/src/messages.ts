// The product's copy: every user-facing message of docs/product/requirements.md §8, verbatim.
export const messages = {
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
  chatFailure: (email: string) => `Please reach out to ${email} further inquiry.`,
  loggedIn: (userName: string | undefined) => `${userName || "User"} logged in successfully!`,
} as const;

// Messages of the HTTP layer (status codes of docs/product/product-choices.md); not part of the spec's copy.
export const httpMessages = {
  malformedJson: "Malformed JSON in request body",
  bodyTooLarge: "Request body is too large",
  unsupportedMediaType: "Unsupported Content-Type: send application/json",
  notFound: "Not found",
  internal: "Internal Server Error",
  unavailable: "Service temporarily unavailable, please try again shortly",
  busy: "The site is busy. Please try again in a moment.",
  /** /api/ready while the instance drains before it stops (SIGTERM). */
  shuttingDown: "This instance is shutting down, please try again shortly",
  tooManyRequests: "Too many requests, please try again later",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 255 visible characters.",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different request. Send a new key with a new request.",
  idempotencyKeyInProgress:
    "A request with this Idempotency-Key is still being processed. Please try again in a moment.",
} as const;

// Account messages the spec leaves to us (docs/product/product-choices.md).
export const authMessages = {
  duplicateEmail: "An account with this email already exists.",
  commonPassword: "This password is too common. Please choose a less predictable one.",
  invalidToken: "Invalid or expired token. Please request a new one.",
  tooManyTokenTries: "Too many wrong tokens. Please request a new one.",
  resetRequested: "If an account exists for this email, we have sent a code to reset the password.",
  resetDone: "Your password has been reset. Please log in with your new password.",
  loggedOut: "Logged out.",
  /** Only for the right password of an account that is not verified yet (docs/decisions/030-ways-in-and-unverified-log-in.md). */
  emailNotVerified:
    "Your email address is not verified yet. We have emailed you a verification code: enter it to finish logging in.",
} as const;

export const inquiryMessages = {
  submitted: "Thank you! Your inquiry has been submitted. We will get back to you shortly.",
} as const;
