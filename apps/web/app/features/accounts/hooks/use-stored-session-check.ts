import { messages } from "@site/contract/messages";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "#web/lib/paths";
import { getAccessToken, getSession, restoreSession } from "#web/lib/session-store";
import { loginToasts } from "../notify";

/**
 * The log-in screen's check on load (docs/product/requirements.md §2): a stored access token is validated; a
 * valid one leads to /view-profile, an invalid one is removed with "Session expired. Please
 * login again.". The session store does the validation, so the header agrees, and the app's
 * own restore on load shares the same request. Already signed in, a visitor sent here to sign in
 * for a page (`returnTo`, a checked safe path) goes straight back to it.
 */
export function useStoredSessionCheck(returnTo: string | null = null): void {
  const navigate = useNavigate();

  useEffect(() => {
    if (getAccessToken() === null) return;
    let active = true;
    void restoreSession().then(() => {
      if (!active) return;
      if (getSession().status === "signedIn") navigate(returnTo ?? paths.viewProfile, { replace: true });
      // The store removes the token only when the server called it invalid (not on an outage).
      else if (getAccessToken() === null) loginToasts.error(messages.sessionExpired);
    });
    return () => {
      active = false;
    };
  }, [navigate, returnTo]);
}
