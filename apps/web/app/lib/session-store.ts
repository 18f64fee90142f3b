import { useEffect, useSyncExternalStore } from "react";
import { ApiError, send } from "./http";

/** The key the spec gives for the candidate's session token in localStorage. */
export const ACCESS_TOKEN_KEY = "accessToken";

export type SessionStatus = "unknown" | "signedIn" | "signedOut";

/** The roles of docs/product/product-choices.md; employers and admins see the console. */
export type Role = "candidate" | "employer" | "admin";
const roles: readonly string[] = ["candidate", "employer", "admin"] satisfies Role[];

export interface Session {
  status: SessionStatus;
  /** The signed-in user's e-mail, when the server told us. */
  email: string | null;
  /**
   * The signed-in user's role: absent until the server told us (log-in answers no role, so it
   * is asked for on demand: loadSessionRole), null when it could not be learnt.
   */
  role?: Role | null;
}

const unknownSession: Session = { status: "unknown", email: null };
const signedOutSession: Session = { status: "signedOut", email: null };

let session: Session = unknownSession;
const listeners = new Set<() => void>();
/** Bumped on every sign-in or sign-out so a late validation answer cannot overwrite it. */
let generation = 0;
let restoring: Promise<void> | null = null;

function setSession(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    else window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
}

/** The stored access token, for calls that send it. */
export function getAccessToken(): string | null {
  return readToken();
}

function roleOf(answer: unknown): Role | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const { success } = answer as { success?: unknown };
  if (typeof success !== "object" || success === null || !("role" in success)) return undefined;
  const { role } = success as { role: unknown };
  return typeof role === "string" && roles.includes(role) ? (role as Role) : undefined;
}

function emailOf(answer: unknown): string | null | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const { success } = answer as { success?: unknown };
  if (!success) return undefined;
  if (typeof success === "object" && "email" in success) {
    const { email } = success as { email: unknown };
    if (typeof email === "string" && email !== "") return email;
  }
  return null;
}

async function validate(token: string, startedAt: number): Promise<void> {
  try {
    const answer = await send("POST", "/api/auth/validate-token", { accessToken: token });
    if (startedAt !== generation) return;
    const email = emailOf(answer);
    if (email === undefined) {
      setSession(signedOutSession);
    } else {
      const role = roleOf(answer);
      setSession(role ? { status: "signedIn", email, role } : { status: "signedIn", email });
    }
  } catch (error) {
    if (startedAt !== generation) return;
    // Only a definite "invalid" from the server removes the token; an outage keeps it.
    if (error instanceof ApiError && error.status === 401) writeToken(null);
    console.warn("Session validation failed; continuing signed out.", error);
    setSession(signedOutSession);
  }
}

/**
 * Establishes the session on app load: no stored token means signed out; a stored token is
 * validated with the server. Safe to call more than once.
 */
export function restoreSession(): Promise<void> {
  if (restoring) return restoring;
  const token = readToken();
  if (token === null) {
    setSession(signedOutSession);
    return Promise.resolve();
  }
  setSession(unknownSession);
  const current: Promise<void> = validate(token, generation).finally(() => {
    if (restoring === current) restoring = null;
  });
  restoring = current;
  return current;
}

/** Stores a freshly issued token and marks the user signed in. */
export function signIn(token: string, email: string | null, role?: Role): void {
  generation += 1;
  writeToken(token);
  setSession(role ? { status: "signedIn", email, role } : { status: "signedIn", email });
}

/**
 * Signs out at once in this browser (the token is forgotten before the caller navigates, so
 * a following page never sees it), then asks the server to revoke it; that call is
 * best-effort because the local sign-out must work offline too.
 */
export function signOut(): Promise<void> {
  lastSignOut = revokeAndForget();
  return lastSignOut;
}

let lastSignOut: Promise<void> = Promise.resolve();

/** Settles when the latest sign-out's call to the server has (a page about to unload waits for it). */
export function signOutSettled(): Promise<void> {
  return lastSignOut;
}

async function revokeAndForget(): Promise<void> {
  generation += 1;
  const token = readToken();
  writeToken(null);
  setSession(signedOutSession);
  if (token === null) return;
  try {
    await send("POST", "/api/auth/log-out", { accessToken: token });
  } catch {
    // Best-effort: the token is already gone here, and the server expires it anyway.
  }
}

let roleLookup: { generation: number; promise: Promise<void> } | null = null;

/**
 * Learns the signed-in user's role (POST /api/auth/validate-token answers it) when the session
 * does not know it yet, e.g. right after log-in. Asks at most once per sign-in; a 401 means the
 * session has ended (deactivated, revoked), so it signs out; other failures leave role null.
 */
export function loadSessionRole(): Promise<void> {
  if (session.status !== "signedIn" || session.role !== undefined) return Promise.resolve();
  if (roleLookup?.generation === generation) return roleLookup.promise;
  const startedAt = generation;
  const token = readToken();
  const promise = (async () => {
    if (token === null) return;
    try {
      const role = roleOf(await send("POST", "/api/auth/validate-token", { accessToken: token }));
      if (startedAt === generation) setSession({ ...session, role: role ?? null });
    } catch (error) {
      if (startedAt !== generation) return;
      if (error instanceof ApiError && error.status === 401) {
        generation += 1;
        writeToken(null);
        setSession(signedOutSession);
        return;
      }
      console.warn("Could not learn the session's role.", error);
      setSession({ ...session, role: null });
    }
  })();
  roleLookup = { generation: startedAt, promise };
  return promise;
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out: follow it.
  if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
  generation += 1;
  restoring = null;
  void restoreSession();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function getSnapshot(): Session {
  return session;
}

/** The current session, for code outside React's render (e.g. after awaiting restoreSession). */
export function getSession(): Session {
  return session;
}

function getServerSnapshot(): Session {
  return unknownSession;
}

/** The current session; re-renders when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The current session with its role: asks the server for the role when it is not known yet. */
export function useSessionWithRole(): Session {
  const current = useSession();
  const needsRole = current.status === "signedIn" && current.role === undefined;
  useEffect(() => {
    if (needsRole) void loadSessionRole();
  }, [needsRole]);
  return current;
}
