import { registrationCopy as copy } from "@site/content/accounts/auth";
import { pages } from "@site/content/site";
import { messages } from "@site/contract/messages";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { paths } from "#web/lib/paths";
import { RETURN_TO_PARAM, safeReturnPath, withReturnTo } from "#web/lib/return-to";
import { signIn } from "#web/lib/session-store";
import { useHydrated } from "#web/lib/use-hydrated";
import { pathAfterSignIn } from "../landing";
import { loginToasts } from "../notify";
import { readRegisteredEmail, rememberRegisteredEmail } from "../registered-email";
import { AuthCard } from "./auth-card";
import { RegistrationForm } from "./registration-form";
import { ResendTokenModal } from "./resend-token-modal";
import { VerificationModal } from "./verification-modal";

type OpenModal = "verify" | "resend" | null;

/** The e-mailed verification link: /request-registration?verify=1&email=…&token=… */
function verificationLink(params: URLSearchParams): { email: string; token: string } | null {
  if (params.get("verify") !== "1") return null;
  return { email: params.get("email")?.trim() ?? "", token: params.get("token")?.trim() ?? "" };
}

/** /request-registration: the Sign Up form with its Email Verification and Resend Token modals. */
export function RegistrationScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [link] = useState(() => verificationLink(searchParams));
  // Came to sign up from a page (?returnTo=/job/12): log-in returns there (checked by withReturnTo).
  const [returnTo] = useState(() => searchParams.get(RETURN_TO_PARAM));
  const logInPath = withReturnTo(paths.login, returnTo);
  const [openModal, setOpenModal] = useState<OpenModal>(link ? "verify" : null);
  const [prefill, setPrefill] = useState(() => ({
    email: link?.email || readRegisteredEmail(),
    token: link?.token ?? "",
  }));
  const [verified, setVerified] = useState(false);
  // The page's first HTML was built without the URL: a verification link's dialog opens once the
  // app has hydrated it (it starts at once for such a link: AuthCard's `startsOnUse`, decision 128).
  const hydrated = useHydrated();
  const submitRef = useRef<HTMLButtonElement>(null);
  // Where focus goes when the verification modal closes: the opener unless set here.
  const verifyReturnRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!link) return;
    if (link.email) rememberRegisteredEmail(link.email);
    // The code has done its job in the address bar; keep it out of history and referrers.
    setSearchParams({}, { replace: true });
  }, [link, setSearchParams]);

  function open(modal: Exclude<OpenModal, null>) {
    verifyReturnRef.current = null;
    setPrefill({ email: readRegisteredEmail(), token: "" });
    setOpenModal(modal);
  }

  const close = () => setOpenModal(null);

  return (
    <AuthCard heading={pages.requestRegistration.heading} intro={copy.intro} wide startsOnUse="verify">
      {verified ? (
        <p role="status" className="mb-6 rounded-md bg-green-50 p-4 text-green-900">
          {copy.verifiedNotice}{" "}
          <Link
            // After a successful verification, focus lands on the way to log in.
            ref={(node) => {
              if (node) verifyReturnRef.current = node;
            }}
            to={logInPath}
            className={linkClass}
          >
            {copy.verifiedLogIn}
          </Link>
        </p>
      ) : null}

      <RegistrationForm
        submitRef={submitRef}
        onRegistered={(email) => {
          // The submit button was busy (disabled) when the modal opened, so name it explicitly.
          verifyReturnRef.current = submitRef.current;
          setPrefill({ email, token: "" });
          setOpenModal("verify");
        }}
      />

      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <Button variant="link" aria-haspopup="dialog" onClick={() => open("resend")}>
          {copy.resendToken}
        </Button>
        <Button variant="link" aria-haspopup="dialog" onClick={() => open("verify")}>
          {copy.openVerification}
        </Button>
        <p className="text-slate-600 sm:ml-auto">
          {copy.haveAccount}{" "}
          <Link to={logInPath} className={linkClass}>
            {copy.logIn}
          </Link>
        </p>
      </div>

      <VerificationModal
        open={hydrated && openModal === "verify"}
        email={prefill.email}
        token={prefill.token}
        onClose={close}
        onVerified={(answer) => {
          close();
          // The verification that activated the account signed it in (decision 091): on to the
          // page the person came from, or the candidate's job search.
          if (answer.accessToken) {
            signIn(answer.accessToken, answer.email);
            loginToasts.success(messages.loggedIn(answer.userName ?? "User"));
            void pathAfterSignIn(safeReturnPath(returnTo)).then((path) => navigate(path));
            return;
          }
          setVerified(true);
        }}
        returnFocusRef={verifyReturnRef}
      />
      <ResendTokenModal open={hydrated && openModal === "resend"} email={prefill.email} onClose={close} />
    </AuthCard>
  );
}
