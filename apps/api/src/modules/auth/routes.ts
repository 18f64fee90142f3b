import { endpoints } from "@site/contract/endpoints";
import { authMessages, messages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import { Unauthorized } from "../../http/errors.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import { authLimits, VERIFICATION_MAIL_COUNTER } from "./auth-limits.ts";
import type { AuthDeps } from "./deps.ts";
import { logIn } from "./log-in.ts";
import { loginThrottle } from "./login-throttle.ts";
import { registerCandidate } from "./register-candidate.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resendVerification } from "./resend-verification.ts";
import { findSession, revokeSession } from "./sessions.ts";
import { verifyEmail } from "./verify-email.ts";
import { verifyPasswordReset } from "./verify-password-reset.ts";

export function authRoutes(app: FastifyInstance, deps: AuthDeps, limits: RateLimits): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = endpoints.auth;

  api.route({
    ...contractRoute(e.register),
    handler: async (request) => {
      await registerCandidate(deps, request.body);
      return { message: messages.registrationSuccessful };
    },
  });

  const throttle = loginThrottle(deps, limits);

  const verify = async (email: string, token: string) => {
    await limits.hit("verify-email", authLimits.verifyPerEmail, email);
    await verifyEmail(deps, email, token);
    return { message: messages.verificationSuccessful };
  };
  api.route({
    ...contractRoute(e.verify),
    handler: (request) => verify(request.body.inputEmail, request.body.token),
  });
  api.route({
    ...contractRoute(e.verifyRegister),
    handler: (request) => verify(request.body.email, request.body.token),
  });

  api.route({
    ...contractRoute(e.resendToken),
    handler: async (request) => {
      await limits.hit(VERIFICATION_MAIL_COUNTER, authLimits.mailPerEmail, request.query.email);
      await resendVerification(deps, request.query.email);
      return { message: messages.tokenResent };
    },
  });

  api.route({
    ...contractRoute(e.logIn),
    handler: async (request) => {
      const { inputEmail, password } = request.body;
      await throttle.before(inputEmail, request.ip);
      const answer = await logIn(deps, limits, inputEmail, password);
      await throttle.succeeded(inputEmail, request.ip);
      return answer;
    },
  });

  api.route({
    ...contractRoute(e.validateToken),
    handler: async (request) => {
      const session = await findSession(deps.db, request.body.accessToken, deps.now());
      if (!session) throw new Unauthorized(messages.sessionExpired, { error: messages.sessionExpired });
      return { success: { email: session.email, role: session.role } };
    },
  });

  api.route({
    ...contractRoute(e.logOut),
    handler: async (request) => {
      await revokeSession(deps.db, request.body.accessToken, deps.now());
      return { message: authMessages.loggedOut };
    },
  });

  api.route({
    ...contractRoute(e.requestResetPassword),
    handler: async (request) => {
      // A password or newpassword in the body is ignored (docs/decisions/004-password-reset-flow.md).
      const { inputEmail } = request.body;
      await limits.hit("reset-email", authLimits.mailPerEmail, inputEmail);
      await requestPasswordReset(deps, inputEmail);
      return { message: authMessages.resetRequested };
    },
  });

  api.route({
    ...contractRoute(e.verifyResetPassword),
    handler: async (request) => {
      const { inputEmail, token, newpassword } = request.body;
      await limits.hit("reset-verify-email", authLimits.verifyPerEmail, inputEmail);
      await verifyPasswordReset(deps, { email: inputEmail, code: token, newPassword: newpassword });
      return { message: authMessages.resetDone };
    },
  });
}
