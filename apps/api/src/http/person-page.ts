import { validateToken } from "@site/contract/api/accounts/auth";
import { embeddedAnswerKey, scriptJson } from "@site/contract/early-answer";
import { givenOrLoadedOnce, loadAccountMenu } from "./job-view.ts";
import { earlyAnswerTag, sessionDigestMeta, withEmbeddedAnswer } from "./prerendered-job.ts";

/**
 * A page written for a person's session (docs/decisions/133, 135): whatever the page shows them,
 * it names the session it was written for, carries the session endpoint's answer for it, and its
 * header carries their account menu from the first paint, as the app renders it.
 */

/** The session of a person's page: the cookie's token, and whose it is. */
export interface PersonSession {
  token: string;
  email: string;
  role: string;
}

/** The web build's render of the header's account menu (apps/web/app/job-view/server.tsx). */
export type AccountMenuRenderer = (session: {
  email: string;
  role: "candidate" | "employer" | "admin";
}) => string;

/** The shell header's signed-out links (Contact Us, Log in, Sign up): the person's menu goes before them. */
export const signedOutLinks = '<ul data-signed-out-only=""';

/**
 * The page made the person's: the session's digest and the answer POST /api/auth/validate-token
 * gives their token (marked `data-person`, so the page's starter removes it unless the stored token
 * is this one) at the end of the head, and their account menu in the header before the signed-out
 * links (the starter keeps one of the two, app/lib/app-on-use.ts). `answers`: the page's other
 * answers for the person. Without a menu renderer or signed-out links, the header stays as built.
 * Throws for a session the endpoint would not answer as it is (no page is then the person's).
 */
export function forPerson(
  html: string,
  person: PersonSession,
  renderMenu: AccountMenuRenderer | undefined,
  answers = "",
): string {
  const answer = validateToken.response.parse({ success: { email: person.email, role: person.role } });
  const key = embeddedAnswerKey(validateToken.method, validateToken.path, {});
  const at = html.indexOf(signedOutLinks);
  const withMenu =
    renderMenu && at >= 0 ? html.slice(0, at) + renderMenu(answer.success) + html.slice(at) : html;
  return withEmbeddedAnswer(
    withMenu,
    sessionDigestMeta(person.token) + earlyAnswerTag(key, scriptJson(answer), true) + answers,
  );
}

/** The menu renderer given, else the web build's, loaded at the first person's page and once. */
export const accountMenuOf = (buildDir: string, given?: AccountMenuRenderer) =>
  givenOrLoadedOnce(given, () => loadAccountMenu(buildDir));
