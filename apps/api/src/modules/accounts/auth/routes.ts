import { authEndpoints } from "@site/contract/api/accounts";
import { authMessages, messages } from "@site/contract/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoutes } from "#api/http/contract-route.ts";
import { Unauthorized } from "#api/http/errors.ts";
import { clearSessionCookie, setSessionCookie } from "#api/http/session-cookie.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import { authLimits, perEmailAndAddress, VERIFICATION_MAIL_COUNTER } from "./auth-limits.ts";
import type { AuthDeps } from "./deps.ts";
import { logIn, openSession } from "./log-in.ts";
import { loginThrottle } from "./login-throttle.ts";
import { registerCandidate } from "./register-candidate.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resendVerification } from "./resend-verification.ts";
import { revokeSession } from "./sessions.ts";
import { verifyEmail } from "./verify-email.ts";
import { verifyPasswordReset } from "./verify-password-reset.ts";

export function authRoutes(
  app: FastifyInstance,
  deps: AuthDeps & { access: AccessPolicy },
  limits: RateLimits,
): void {
  const { access } = deps;

  const throttle = loginThrottle(deps, limits);

  // The call that activates the account also signs its owner in (decision 091): the code is
  // single-use and lives 30 minutes, so a link used once, or an old one, opens no session.
  // Each call that opens a session also sets the session cookie, which only the server's render of
  // a page reads (http/session-cookie.ts, decision 130); log-out clears it.
  const verify = async (email: string, token: string, request: FastifyRequest, reply: FastifyReply) => {
    const { ip } = request;
    await limits.hit("verify-email", authLimits.verifyPerEmail, perEmailAndAddress(email, ip));
    const activated = await verifyEmail(deps, email, token);
    if (!activated) return { message: messages.verificationSuccessful };
    const session = await openSession(deps, activated, ip);
    setSessionCookie(request, reply, session.accessToken);
    return { message: messages.verificationSuccessful, ...session };
  };

  contractRoutes(app, authEndpoints, access, {
    register: {
      handler: async ({ body }) => {
        await registerCandidate(deps, body);
        return { message: messages.registrationSuccessful };
      },
    },
    verify: {
      handler: (request, _caller, reply) =>
        verify(request.body.inputEmail, request.body.token, request, reply),
    },
    verifyRegister: {
      handler: (request, _caller, reply) => verify(request.body.email, request.body.token, request, reply),
    },
    resendToken: {
      handler: async ({ query }) => {
        await limits.hit(VERIFICATION_MAIL_COUNTER, authLimits.mailPerEmail, query.email);
        await resendVerification(deps, query.email);
        return { message: messages.tokenResent };
      },
    },
    logIn: {
      handler: async (request, _caller, reply) => {
        const { inputEmail, password } = request.body;
        const attempt = await throttle.before(inputEmail, request.ip);
        const answer = await logIn(deps, limits, { email: inputEmail, password, ip: request.ip });
        await attempt.succeeded();
        setSessionCookie(request, reply, answer.accessToken);
        return answer;
      },
    },
    validateToken: {
      // The spec reads `error` on a failed validation, and any dead token is "Session expired".
      unauthorized: () => new Unauthorized(messages.sessionExpired, { error: messages.sessionExpired }),
      handler: (_request, caller) => ({ success: { email: caller.email, role: caller.role } }),
    },
    logOut: {
      // Access "visitor": the token is what the call revokes, so any holder may end it.
      handler: async (request, _caller, reply) => {
        await revokeSession(deps.db, request.body.accessToken, deps.now());
        clearSessionCookie(request, reply);
        return { message: authMessages.loggedOut };
      },
    },
    requestResetPassword: {
      handler: async ({ body }) => {
        // A password or newpassword in the body is ignored (docs/decisions/004-password-reset-flow.md).
        await limits.hit("reset-email", authLimits.mailPerEmail, body.inputEmail);
        await requestPasswordReset(deps, body.inputEmail);
        return { message: authMessages.resetRequested };
      },
    },
    verifyResetPassword: {
      handler: async ({ body, ip }) => {
        const { inputEmail, token, newpassword } = body;
        await limits.hit("reset-verify-email", authLimits.verifyPerEmail, perEmailAndAddress(inputEmail, ip));
        await verifyPasswordReset(deps, { email: inputEmail, code: token, newPassword: newpassword, ip });
        return { message: authMessages.resetDone };
      },
    },
  });
}
