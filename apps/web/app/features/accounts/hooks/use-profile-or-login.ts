import { useEffect } from "react";
import { useNavigate } from "react-router";
import { NotSignedInError } from "#web/lib/api-client";
import { describeError } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { signOut } from "#web/lib/session-store";
import { toast } from "#web/lib/toast";
import { useProfile } from "../api/view-profile";

/**
 * The profile, for the two profile screens. Without a stored token ("Access token not found")
 * or when it cannot be loaded, the error is shown and the user goes to /login (docs/product/requirements.md §2).
 * The stored token is dropped first: /login would otherwise send a still-valid token straight
 * back here, and a profile that keeps failing to load would bounce between the two pages.
 */
export function useProfileOrLogin() {
  const navigate = useNavigate();
  const profile = useProfile();
  // A failed first load only; a failed background refresh keeps what is on screen (and the form).
  const failed = profile.isLoadingError;
  const { error } = profile;

  useEffect(() => {
    if (!failed) return;
    // One toast even if the effect runs twice (React's StrictMode in development).
    toast.error(describeError(error), { id: "profile-load-error" });
    if (!(error instanceof NotSignedInError)) void signOut();
    navigate(paths.login, { replace: true });
  }, [failed, error, navigate]);

  return profile;
}
