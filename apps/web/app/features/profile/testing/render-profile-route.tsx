import type { Profile } from "@site/contract/api/profile";
import { vi } from "vitest";
import { paths } from "../../../lib/paths";
import { jsonResponse } from "../../../test/json-response";
import { renderScreens } from "../../../test/render-screens";
import { EditProfileScreen } from "../components/edit-profile-screen";
import { ProfileView } from "../components/profile-view";

/** Renders the profile screens (see renderScreens), starting at `path`. */
export function renderProfileRoute(path: string) {
  return renderScreens(path, {
    [paths.viewProfile]: <ProfileView />,
    [paths.editProfile]: <EditProfileScreen />,
  });
}

export { currentPath, findToast } from "../../../test/render-screens";

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
