import type { Profile } from "@site/contract/api/profile";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { Toaster, toast } from "sonner";
import { vi } from "vitest";
import { paths } from "../../../lib/paths";
import { jsonResponse } from "../../../test/json-response";
import { EditProfileScreen } from "../components/edit-profile-screen";
import { ProfileView } from "../components/profile-view";

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{location.pathname}</p>;
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <CurrentPath />
    </>
  );
}

const ViewProfilePage = () => (
  <Page>
    <ProfileView />
  </Page>
);
const EditProfilePage = () => (
  <Page>
    <EditProfileScreen />
  </Page>
);
const OtherPage = () => <Page />;

/**
 * Renders the profile screens in a memory router with a fresh query client and the app's
 * toaster, starting at `path`. Only fetch is stubbed (by the tests), at the HTTP boundary.
 */
export function renderProfileRoute(path: string) {
  // sonner keeps toasts in a module-wide store and replays the active ones to a new Toaster.
  toast.dismiss();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const Stub = createRoutesStub([
    { path: paths.viewProfile, Component: ViewProfilePage },
    { path: paths.editProfile, Component: EditProfilePage },
    { path: "*", Component: OtherPage },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[path]} />
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

export const sampleProfile: Profile = {
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "+44 20 7946 0000",
  emailAddress: "ada@example.com",
  citizenshipStatus: "British citizen",
  description: "Mathematician.\nWrites programs for the Analytical Engine.",
  gender: "female",
  ethnicity: "White",
  resumeName: "ada-resume.pdf",
  resumeUrl: "0b6f3c1e-8a8e-4f55-9d59-1f0e6a3c2b10",
  resumeLink: "/api/viewAttachment/signed.abc123/0b6f3c1e-8a8e-4f55-9d59-1f0e6a3c2b10",
};

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Stands in for the API at the network boundary: answers each POST by its path with the given
 * handler; any other path is a 404. Returns the mock, to read the requests it received.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const handler = handlers[String(input)];
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    return handler ? handler(body) : jsonResponse({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The paths and JSON bodies of every request made, in order. */
export function requests(fetchMock: ReturnType<typeof stubApi>): { path: string; body: unknown }[] {
  return fetchMock.mock.calls.map(([input, init]) => ({
    path: String(input),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));
}
