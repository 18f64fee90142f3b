import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { Toaster, toast } from "sonner";
import { vi } from "vitest";
import { paths } from "../../../lib/paths";
import { LoginForm } from "../components/login-form";
import { RegistrationScreen } from "../components/registration-screen";
import { ResetPasswordScreen } from "../components/reset-password-screen";

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{location.pathname + location.search}</p>;
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <CurrentPath />
    </>
  );
}

const LoginPage = () => (
  <Page>
    <LoginForm />
  </Page>
);
const RegistrationPage = () => (
  <Page>
    <RegistrationScreen />
  </Page>
);
const ResetPasswordPage = () => (
  <Page>
    <ResetPasswordScreen />
  </Page>
);
const OtherPage = () => <Page />;

/**
 * Renders the account screens in a memory router with a fresh query client and the app's
 * toaster, starting at `path`. Only fetch is stubbed (by the tests), at the HTTP boundary.
 */
export function renderAuthRoute(path: string) {
  // sonner keeps toasts in a module-wide store and replays the active ones to a new Toaster.
  toast.dismiss();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const Stub = createRoutesStub([
    { path: paths.login, Component: LoginPage },
    { path: paths.requestRegistration, Component: RegistrationPage },
    { path: paths.requestResetPassword, Component: ResetPasswordPage },
    { path: "*", Component: OtherPage },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[path]} />
      {/* As in root.tsx: top-right unless a toast asks for another place. */}
      <Toaster position="top-right" duration={5000} />
    </QueryClientProvider>,
  );
}

export function currentPath(): string {
  return screen.getByTestId("current-path").textContent ?? "";
}

/** Waits for a toast with exactly this text (sonner renders toasts as list items). */
export async function findToast(text: string): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  return within(region).findByText(text);
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
