import { paths } from "#web/lib/paths";
import { getSession, loadSessionRole, type Role } from "#web/lib/session-store";

/**
 * The page a role uses, where signing in lands when the person was not on the way to a page
 * (decision 091): a candidate searches jobs, employers and admins work in the console. Without a
 * known role, the spec's /home.
 */
export function landingPathOf(role: Role | null | undefined): string {
  if (role === "candidate") return paths.searchJobs;
  if (role === "employer" || role === "admin") return paths.console;
  return paths.home;
}

/**
 * Where to go right after signing in: `returnTo` (already checked by safeReturnPath) when the
 * person was on the way to a page, otherwise the page of their role, learnt from the session.
 */
export async function pathAfterSignIn(returnTo: string | null): Promise<string> {
  if (returnTo) return returnTo;
  await loadSessionRole();
  const session = getSession();
  return landingPathOf(session.status === "signedIn" ? session.role : null);
}
