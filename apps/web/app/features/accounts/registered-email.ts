/** The separate localStorage entry that remembers the e-mail of the last registration (docs/product/requirements.md §3). */
export const REGISTERED_EMAIL_KEY = "registeredEmail";

export function readRegisteredEmail(): string {
  try {
    return window.localStorage.getItem(REGISTERED_EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberRegisteredEmail(email: string): void {
  try {
    window.localStorage.setItem(REGISTERED_EMAIL_KEY, email);
  } catch {
    // Storage can be unavailable (private mode); the modal then starts with an empty e-mail.
  }
}
