import { resetPasswordCopy as copy } from "@site/content/accounts/auth";
import { pages } from "@site/content/site";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { linkClass } from "#web/components/button";
import { paths } from "#web/lib/paths";
import { AuthCard } from "./auth-card";
import { ResetRequestForm } from "./reset-request-form";
import { ResetTokenForm } from "./reset-token-form";

type Step = { name: "request" } | { name: "token"; email: string; token: string };

/** The e-mailed reset link: /request-reset-pw?email=…&token=… opens step 2 pre-filled. */
function resetLink(params: URLSearchParams): Step | null {
  const email = params.get("email")?.trim();
  if (!email) return null;
  return { name: "token", email, token: params.get("token")?.trim() ?? "" };
}

/**
 * /request-reset-pw (its content is ours to design): step 1 asks for the e-mail, step 2 for the
 * e-mailed code and the new password, so only the mailbox's owner chooses it
 * (docs/decisions/004-password-reset-flow.md); then the user logs in.
 */
export function ResetPasswordScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [link] = useState(() => resetLink(searchParams));
  const [step, setStep] = useState<Step>(link ?? { name: "request" });

  useEffect(() => {
    // Keep the code out of history and referrers once it is in the form.
    if (link) setSearchParams({}, { replace: true });
  }, [link, setSearchParams]);

  return (
    <AuthCard
      heading={pages.requestResetPassword.heading}
      intro={step.name === "request" ? copy.requestIntro : undefined}
    >
      {step.name === "request" ? (
        <ResetRequestForm onRequested={(email) => setStep({ name: "token", email, token: "" })} />
      ) : (
        <ResetTokenForm
          email={step.email}
          initialToken={step.token}
          onStartOver={() => setStep({ name: "request" })}
        />
      )}
      <p className="mt-6 text-sm">
        <Link to={paths.login} className={linkClass}>
          {copy.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
