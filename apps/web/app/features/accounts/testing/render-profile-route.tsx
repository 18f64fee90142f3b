import type { Profile } from "@site/contract/api/accounts";
import { beforeEach } from "vitest";
import { paths } from "#web/lib/paths";
import { ACCESS_TOKEN_KEY } from "#web/lib/session-store";
import { renderScreens } from "#web/test/render-screens";
import { EditProfileScreen } from "../components/edit-profile-screen";
import { ProfileView } from "../components/profile-view";

/** Renders the profile screens (see renderScreens), starting at `path`. */
export function renderProfileRoute(path: string) {
  return renderScreens(path, {
    [paths.viewProfile]: <ProfileView />,
    [paths.editProfile]: <EditProfileScreen />,
  });
}

/** Each test of the calling file starts with a stored session, "session-token-1", as a signed-in tab has. */
export function startEachTestSignedIn() {
  beforeEach(() => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, "session-token-1");
  });
}

export { currentPath, findToast } from "#web/test/render-screens";

export const sampleProfile: Profile = {
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "+44 20 7946 0000",
  company: "Analytical Engines Ltd",
  title: "Engineer",
  emailAddress: "ada@example.com",
  citizenshipStatus: "British citizen",
  description: "Mathematician.\nWrites programs for the Analytical Engine.",
  gender: "female",
  ethnicity: "White",
  resumeName: "ada-resume.pdf",
  resumeUrl: "0b6f3c1e-8a8e-4f55-9d59-1f0e6a3c2b10",
  resumeLink: "/api/viewAttachment/signed.abc123/0b6f3c1e-8a8e-4f55-9d59-1f0e6a3c2b10",
};

export { requests, stubApi } from "#web/test/stub-api";
