import { logOut, validateToken } from "@site/contract/api/accounts/auth";
import {
  isCancelledError,
  MutationObserver,
  QueryClient,
  type QueryFunctionContext,
} from "@tanstack/react-query";
import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { embeddedAnswerElement } from "./early-request";
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

/**
 * The session is a query over the contract's validate-token endpoint (bulletproof-react's
 * auth-as-a-query, docs/decisions/071-platform-pieces-one-name-per-domain.md). It lives in a query
 * client of its own, one per tab, because every island and route of the tab must read the same
 * session whichever QueryClientProvider it sits under, and code outside React (log-in, the API
 * client) reads and writes it too. Cancelling the query replaces hand-kept "generations": a
 * sign-in or sign-out cancels every session request in flight, whose late answer is then ignored.
 */
const sessionClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false, gcTime: 0 },
  },
});

const sessionKey = ["session"] as const;
const roleKey = (token: string) => ["session", "role", token] as const;

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

/**
 * Asks the contract's session endpoint about a token. Its answer is read leniently (an answer
 * without a role still signs in; the role is then asked for on demand) rather than through
 * `call`'s strict parse, and `call` itself reads the token from here.
 */
function askValidateToken(token: string): Promise<unknown> {
  return send(validateToken.method, validateToken.path, { accessToken: token });
}

/** The session query's function: no stored token is signed out; a stored one is validated. */
async function readSession({ signal }: QueryFunctionContext): Promise<Session> {
  const token = readToken();
  if (token === null) return signedOutSession;
  try {
    const answer = await askValidateToken(token);
    const email = emailOf(answer);
    if (email === undefined) return signedOutSession;
    const role = roleOf(answer);
    return role ? { status: "signedIn", email, role } : { status: "signedIn", email };
  } catch (error) {
    // Cancelled by a sign-in or sign-out: that one decides, not this late answer.
    if (signal.aborted) return signedOutSession;
    // Only a definite "invalid" from the server removes the token; an outage keeps it.
    if (error instanceof ApiError && error.status === 401) writeToken(null);
    console.warn("Session validation failed; continuing signed out.", error);
    return signedOutSession;
  }
}

const sessionQuery = { queryKey: sessionKey, queryFn: readSession } as const;

/**
 * The session a person's page was written for (docs/decisions/135): the session endpoint's answer
 * the server embedded in it (`data-person`), which the page's starter leaves only when the stored
 * token is the one the page was written for (lib/app-on-use.ts) and removes otherwise. Read, not
 * taken: restoreSession's first call takes it instead of asking the server again.
 */
export function sessionOfPage(): Session | undefined {
  if (typeof document === "undefined") return undefined;
  const element = embeddedAnswerElement(validateToken.method, validateToken.path, {}, true);
  if (!element) return undefined;
  try {
    const answer: unknown = JSON.parse(element.textContent ?? "");
    const email = emailOf(answer);
    const role = roleOf(answer);
    if (typeof email === "string" && role) return { status: "signedIn", email, role };
  } catch {
    // Not the endpoint's answer: the session is learnt as on any page.
  }
  return undefined;
}

/**
 * Where the session starts: the page's person when the page was written for this session, so the
 * app's first render (and its hydration of the server's header) shows their account menu at once;
 * else unknown until restoreSession.
 */
const startSession: Session = sessionOfPage() ?? unknownSession;
sessionClient.setQueryData(sessionKey, startSession);

/** Cancels every session request in flight (their late answers are ignored) and sets the session. */
function settle(next: Session): void {
  void sessionClient.cancelQueries({ queryKey: sessionKey });
  sessionClient.removeQueries({ queryKey: ["session", "role"] });
  sessionClient.setQueryData(sessionKey, next);
}

function swallowCancel(error: unknown): void {
  if (isCancelledError(error)) return;
  throw error;
}

/**
 * Establishes the session on app load: no stored token means signed out; a stored token is
 * validated with the server. Safe to call more than once (a call while one is in flight shares it).
 */
export async function restoreSession(): Promise<void> {
  if (sessionClient.isFetching({ queryKey: sessionKey, exact: true }) === 0) {
    if (readToken() === null) {
      settle(signedOutSession);
      return;
    }
    // A session already signed in (the page's person, decision 135) stays shown while it is
    // validated: going back to unknown would flash the header and the Save button.
    if (getSession().status !== "signedIn") sessionClient.setQueryData(sessionKey, unknownSession);
  }
  await sessionClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(swallowCancel);
}

/** Stores a freshly issued token and marks the user signed in. */
export function signIn(token: string, email: string | null, role?: Role): void {
  writeToken(token);
  settle(role ? { status: "signedIn", email, role } : { status: "signedIn", email });
}

function forgetSession(): void {
  writeToken(null);
  settle(signedOutSession);
}

/** Log-out as a mutation of the session: revokes the token through the contract's endpoint. */
const logOutMutation = {
  mutationKey: ["session", "log-out"],
  mutationFn: (token: string) => send(logOut.method, logOut.path, { accessToken: token }),
} as const;

let lastSignOut: Promise<void> = Promise.resolve();

/**
 * Signs out at once in this browser (the token is forgotten and the session query set before the
 * caller navigates, so a following page never sees it), then runs the log-out mutation; that call
 * is best-effort because the local sign-out must work offline too.
 */
export function signOut(): Promise<void> {
  const token = readToken();
  forgetSession();
  lastSignOut =
    token === null
      ? Promise.resolve()
      : new MutationObserver(sessionClient, logOutMutation).mutate(token).then(
          () => undefined,
          // Best-effort: the token is already gone here, and the server expires it anyway.
          () => undefined,
        );
  return lastSignOut;
}

/** Settles when the latest sign-out's call to the server has (a page about to unload waits for it). */
export function signOutSettled(): Promise<void> {
  return lastSignOut;
}

/** Asks the session endpoint for the role of `token`'s user and writes it into the session. */
async function lookUpRole(token: string, { signal }: QueryFunctionContext): Promise<Role | null> {
  try {
    const role = roleOf(await askValidateToken(token)) ?? null;
    if (!signal.aborted) setRole(role);
    return role;
  } catch (error) {
    if (signal.aborted) return null;
    if (error instanceof ApiError && error.status === 401) {
      forgetSession();
      return null;
    }
    console.warn("Could not learn the session's role.", error);
    setRole(null);
    return null;
  }
}

function setRole(role: Role | null): void {
  const current = getSession();
  if (current.status === "signedIn") sessionClient.setQueryData(sessionKey, { ...current, role });
}

/**
 * Learns the signed-in user's role (POST /api/auth/validate-token answers it) when the session
 * does not know it yet, e.g. right after log-in. Asks at most once per sign-in (one query per
 * token); a 401 means the session has ended (deactivated, revoked), so it signs out; other
 * failures leave role null.
 */
export async function loadSessionRole(): Promise<void> {
  const current = getSession();
  const token = readToken();
  if (current.status !== "signedIn" || current.role !== undefined || token === null) return;
  await sessionClient
    .fetchQuery({ queryKey: roleKey(token), queryFn: (context) => lookUpRole(token, context) })
    .catch(swallowCancel);
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out: follow it.
  if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
  void sessionClient.cancelQueries({ queryKey: sessionKey });
  void restoreSession();
}

let followers = 0;

/** Follows log-in and log-out in other tabs while any component reads the session. */
function useOtherTabs(): void {
  useEffect(() => {
    if (followers === 0) window.addEventListener("storage", onStorage);
    followers += 1;
    return () => {
      followers -= 1;
      if (followers === 0) window.removeEventListener("storage", onStorage);
    };
  }, []);
}

/** The current session, for code outside React's render (e.g. after awaiting restoreSession). */
export function getSession(): Session {
  return sessionClient.getQueryData<Session>(sessionKey) ?? unknownSession;
}

/**
 * Re-renders on every change of the session query. It subscribes to the query cache, which tells
 * at once, rather than through a query observer, which tells a tick later: a screen must see the
 * sign-out before the navigation that follows it.
 */
function subscribe(listener: () => void): () => void {
  return sessionClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey.length === 1 && event.query.queryKey[0] === sessionKey[0]) listener();
  });
}

/**
 * The session a server's render of a person's page is written for (app/job-view/server.tsx,
 * docs/decisions/133): react-dom/server reads no store, so the render provides it here. Never
 * provided in the browser, where the session is the store's.
 */
export const ServerSession = createContext<Session | null>(null);

/** The current session; re-renders when it changes. */
export function useSession(): Session {
  useOtherTabs();
  const onServer = useContext(ServerSession);
  // Hydration reads the server's snapshot: in the browser, the session the page was written for.
  return useSyncExternalStore(subscribe, getSession, () => onServer ?? startSession);
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
