import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { paths } from "#web/lib/paths";
import { renderScreens } from "#web/test/render-screens";
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

/**
 * Opens a dialog of the registration page with the button named `opener`: the user-event
 * instance, that button (where the focus returns) and the dialog named `dialog`.
 */
export async function openRegistrationDialog(opener: string, dialog: string) {
  renderAuthRoute(paths.requestRegistration);
  const user = setupUser();
  const button = screen.getByRole("button", { name: opener });
  await user.click(button);
  return { user, opener: button, dialog: screen.getByRole("dialog", { name: dialog }) };
}

/** The texts of every toast on screen. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll("[data-sonner-toast] [data-title]")).map(
    (node) => node.textContent ?? "",
  );
}

/** A user-event instance that types without a timer per keystroke (keeps long forms fast). */
export function setupUser() {
  return userEvent.setup({ delay: null });
}

/** Typing into whole forms is slow on a busy machine; Vitest's default 5 s is too tight. */
export const FORM_TEST_TIMEOUT_MS = 15_000;

export { currentPath, findToast } from "#web/test/render-screens";
export { type ApiStub, requests, stubApi } from "#web/test/stub-api";
