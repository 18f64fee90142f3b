import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { paths } from "../../../lib/paths";
import { renderScreens } from "../../../test/render-screens";
import { LoginForm } from "../components/login-form";
import { RegistrationScreen } from "../components/registration-screen";
import { ResetPasswordScreen } from "../components/reset-password-screen";

/** Renders the account screens (see renderScreens), starting at `path`. */
export function renderAuthRoute(path: string) {
  return renderScreens(path, {
    [paths.login]: <LoginForm />,
    [paths.requestRegistration]: <RegistrationScreen />,
    [paths.requestResetPassword]: <ResetPasswordScreen />,
  });
}

/** The texts of every toast on screen. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll("[data-sonner-toast] [data-title]")).map(
    (node) => node.textContent ?? "",
  );
}

export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th fetch call. */
export function requestBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
}

export function requestUrl(fetchMock: ReturnType<typeof stubFetch>, call = 0): string {
  return String(fetchMock.mock.calls[call]?.[0]);
}

/** A user-event instance that types without a timer per keystroke (keeps long forms fast). */
export function setupUser() {
  return userEvent.setup({ delay: null });
}

/** Typing into whole forms is slow on a busy machine; Vitest's default 5 s is too tight. */
export const FORM_TEST_TIMEOUT_MS = 15_000;

export { currentPath, findToast } from "../../../test/render-screens";
