import { type Role, useSessionWithRole } from "#web/lib/session-store";

export type ConsoleAccess =
  | { kind: "checking" }
  | { kind: "signedOut" }
  | { kind: "roleUnknown" }
  | { kind: "notAllowed" }
  | { kind: "allowed"; role: Extract<Role, "employer" | "admin"> };

/**
 * Who may see the console: employers and admins. The session's role is learnt from the server
 * when the browser does not know it yet; until then access is "checking", never a blank page.
 */
export function useConsoleAccess(): ConsoleAccess {
  const session = useSessionWithRole();
  if (session.status === "unknown") return { kind: "checking" };
  if (session.status === "signedOut") return { kind: "signedOut" };
  if (session.role === undefined) return { kind: "checking" };
  if (session.role === null) return { kind: "roleUnknown" };
  if (session.role === "employer" || session.role === "admin") return { kind: "allowed", role: session.role };
  return { kind: "notAllowed" };
}
