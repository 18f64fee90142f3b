/**
 * Copy of the account screens (/login, /request-registration, /request-reset-pw) that the
 * contract's messages do not already carry: labels, buttons, links and short explanations.
 * Validation, error and success messages live in @site/contract/messages, not here.
 */

export const fieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  password: "Password",
  phoneNumber: "Phone Number",
  company: "Company",
  title: "Title",
  token: "Token",
  newPassword: "New Password",
  confirmPassword: "Confirm New Password",
} as const;

export const loginCopy = {
  submit: "Login",
  submitBusy: "Logging in...",
  forgotPassword: "Forgot Password?",
  noAccount: "Don't have an account?",
  signUp: "Sign Up",
} as const;

export const registrationCopy = {
  intro: "Create a candidate account to apply for jobs. We will email you a code to verify your address.",
  submit: "Sign Up",
  submitBusy: "Signing Up...",
  resendToken: "Resend Token",
  openVerification: "Open Verification Modal",
  haveAccount: "Already have an account?",
  logIn: "Login",
  verifiedNotice: "Your email address is verified. You can now log in.",
  verifiedLogIn: "Go to Login",
} as const;

export const verificationModalCopy = {
  title: "Email Verification",
  description: "Enter the code we emailed to you.",
  verify: "Verify",
  verifyBusy: "Verifying...",
  cancel: "Cancel",
} as const;

export const resendModalCopy = {
  title: "Resend Token",
  description: "We will email a new verification code to this address.",
  resend: "Resend",
  resendBusy: "Resending...",
  cancel: "Cancel",
} as const;

export const resetPasswordCopy = {
  requestIntro:
    "Enter the email address of your account. We will email you a code; with it you choose your new password.",
  sendCode: "Send reset code",
  sendCodeBusy: "Sending...",
  /** Shown above the token field; the e-mail address follows it. */
  codeSentTo: "Enter the code we emailed to",
  /** After the e-mail address: what else step 2 asks for. */
  chooseNewPassword: "and choose your new password",
  reset: "Reset Password",
  resetBusy: "Resetting...",
  startOver: "Use a different email",
  backToLogin: "Back to Login",
  passwordsDoNotMatch: "Passwords do not match.",
} as const;
