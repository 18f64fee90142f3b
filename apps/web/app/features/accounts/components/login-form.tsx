import { fieldLabels, loginCopy } from "@site/content/accounts/auth";
import { pages } from "@site/content/site";
import { logIn as logInEndpoint } from "@site/contract/api/accounts";
import { messages } from "@site/contract/messages";
import { useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { linkClass } from "#web/components/button";
import { ApiError } from "#web/lib/api-client";
import { AUTOFOCUS_ATTRIBUTE } from "#web/lib/app-on-use";
import { describeError } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { RETURN_TO_PARAM, safeReturnPath, withReturnTo } from "#web/lib/return-to";
import { signIn } from "#web/lib/session-store";
import { useHydrated } from "#web/lib/use-hydrated";
import { useLogIn } from "../api/log-in";
import { useAuthForm } from "../hooks/use-auth-form";
import { useStoredSessionCheck } from "../hooks/use-stored-session-check";
import { pathAfterSignIn } from "../landing";
import { loginToasts } from "../notify";
import { rememberRegisteredEmail } from "../registered-email";
import { AuthCard, AuthSubmitButton } from "./auth-card";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";
import { VerificationModal, type VerifiedAnswer } from "./verification-modal";

// The contract's own log-in body schema, so the form and the server agree on every rule.
const schema = (() => {
  const body = logInEndpoint.body;
  if (!body) throw new Error("The log-in endpoint declares its body schema");
  return body;
})();
const validationOrder = ["inputEmail", "password"] as const;

type Credentials = { inputEmail: string; password: string };

/** The right password of an account that is not verified yet (docs/decisions/030-ways-in-and-unverified-log-in.md). */
function isUnverified(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "email_not_verified";
}

export function LoginForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const logIn = useLogIn();
  const [searchParams] = useSearchParams();
  // Where the visitor came from (?returnTo=/job/12), when it is a safe path of this site.
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  useStoredSessionCheck(returnTo);
  // Set when the server asks for the e-mailed code: the modal's text and who is verifying.
  const [verifying, setVerifying] = useState<{ email: string; reason: string } | null>(null);
  const credentials = useRef<Credentials | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { field, submitWith } = useAuthForm({
    schema,
    defaultValues: { inputEmail: "", password: "" },
    validationOrder,
    notify: loginToasts,
  });

  // Lands where the person was going, or on the page of their role (decision 091; the spec's /home otherwise).
  const finishSignIn = (accessToken: string, email: string, userName: string) => {
    signIn(accessToken, email);
    loginToasts.success(messages.loggedIn(userName));
    void pathAfterSignIn(returnTo).then((path) => navigate(path));
  };

  const logInWith = (values: Credentials) =>
    logIn.mutate(values, {
      onSuccess: ({ accessToken, userName }) => {
        credentials.current = null;
        finishSignIn(accessToken, values.inputEmail, userName);
      },
      onError: (error) => {
        if (isUnverified(error)) {
          // Kept only until the code is verified, to finish logging in without asking again.
          credentials.current = values;
          rememberRegisteredEmail(values.inputEmail);
          setVerifying({ email: values.inputEmail, reason: describeError(error) });
          return;
        }
        // Spec section 8: any log-in failure reads "Invalid email or password", unless the server says more (429).
        loginToasts.error(describeError(error, messages.invalidCredentials));
      },
    });

  const onSubmit = submitWith(logInWith);

  function onVerified(answer: VerifiedAnswer) {
    setVerifying(null);
    // The verification that activated the account signed it in (decision 091).
    if (answer.accessToken) {
      credentials.current = null;
      finishSignIn(answer.accessToken, answer.email, answer.userName ?? "User");
      return;
    }
    const values = credentials.current;
    if (values) logInWith(values);
  }

  function onCancelVerification() {
    credentials.current = null;
    setVerifying(null);
  }

  return (
    <AuthCard heading={pages.login.heading} startsOnUse="">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {/* The page's one task: the cursor starts here, not eleven Tabs behind the header (decision 084).
            In the first HTML the starter puts it there (React writes no autofocus into HTML, and
            focusing the field must not start the app: decision 128); on a later visit, the app. */}
        <EmailField
          autoFocus={hydrated}
          {...{ [AUTOFOCUS_ATTRIBUTE]: "" }}
          required
          {...field("inputEmail")}
        />
        <PasswordField label={fieldLabels.password} purpose="current" required {...field("password")} />
        <AuthSubmitButton ref={submitRef} copy={loginCopy} busy={logIn.isPending} className="w-full" />
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={paths.requestResetPassword} className={linkClass}>
          {loginCopy.forgotPassword}
        </Link>
        <p className="text-slate-600">
          {loginCopy.noAccount}{" "}
          <Link to={withReturnTo(paths.requestRegistration, returnTo)} className={linkClass}>
            {loginCopy.signUp}
          </Link>
        </p>
      </div>
      <VerificationModal
        open={verifying !== null}
        email={verifying?.email ?? ""}
        token=""
        description={verifying?.reason}
        onClose={onCancelVerification}
        onVerified={onVerified}
        returnFocusRef={submitRef}
      />
    </AuthCard>
  );
}
