/** The query parameter of /login (and sign-up) that names where to go after signing in. */
export const RETURN_TO_PARAM = "returnTo";

/**
 * C0 controls, DEL and C1 controls: a browser drops tab and newline inside a URL, so
 * "/\t/evil.example" would become "//evil.example" after the check.
 */
function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The page to return to after signing in, when `value` is a safe path on this site; otherwise
 * null (the caller then goes where it always went). Safe means: it starts with exactly one "/"
 * (so neither "//host" nor "https://host" nor "javascript:"), and holds no backslash (browsers
 * read "/\host" as "//host") and no control character.
 * docs/decisions/030-ways-in-and-unverified-log-in.md
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (value.includes("\\") || hasControlCharacter(value)) return null;
  return value;
}

/** `path` with `?returnTo=` set to `returnTo` when that is a safe path worth returning to. */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: safe })}` : path;
}
