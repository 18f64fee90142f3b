import { acceptInviteCopy } from "@site/content/accounts/invite";
import { passwordField } from "@site/contract/fields";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { Button, linkClass } from "#web/components/button";
import { describeError, showFieldErrors } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { signIn } from "#web/lib/session-store";
import { toast } from "#web/lib/toast";
import { useContractForm } from "#web/lib/use-contract-form";
import { useAcceptInvite } from "../api/accept-invite";
import { useInvite } from "../api/view-invite";
import { AuthCard } from "./auth-card";
import { PasswordField } from "./password-field";

// The sign-up rule for the password, from the contract; the server adds the common-password check.
const schema = z.object({ password: passwordField });
const alertClass = "rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800";
const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "long" });

/**
 * The page of an invitation link (docs/decisions/045-invites.md): who invited the visitor to what
 * role; the password they choose makes the account, which is then logged in and taken to its start.
 */
export function AcceptInviteScreen({ token }: { token: string | null }) {
  const c = acceptInviteCopy;
  const invite = useInvite(token);
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const { handleSubmit, setError, field } = useContractForm(schema, { defaultValues: { password: "" } });

  // Before the form: a missing link, the invitation loading, or why it cannot be read.
  const notice = !token ? (
    <p role="alert" className={alertClass}>
      {c.missingLink}
    </p>
  ) : invite.isPending ? (
    <p role="status" className="text-slate-600">
      {c.loading}
    </p>
  ) : invite.isError ? (
    <div className="space-y-4">
      <p role="alert" className={alertClass}>
        {describeError(invite.error)}
      </p>
      <Link to={paths.login} className={linkClass}>
        {c.logInLink}
      </Link>
    </div>
  ) : null;
  if (!token || !invite.isSuccess) return <AuthCard heading={c.page.heading}>{notice}</AuthCard>;

  const { email, firstName, lastName, role, invitedBy, expiresAt } = invite.data;
  const onSubmit = handleSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      {
        onSuccess: ({ accessToken, message }) => {
          signIn(accessToken, email, role);
          toast.success(message);
          navigate(role === "candidate" ? paths.viewProfile : paths.console);
        },
        onError: (error) => {
          if (showFieldErrors(error, ["password"], setError)) accept.reset();
        },
      },
    ),
  );

  return (
    <AuthCard heading={c.page.heading} intro={c.invitedAs(invitedBy, role)}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {accept.error ? (
          <p role="alert" className={alertClass}>
            {describeError(accept.error)}
          </p>
        ) : null}
        <p className="text-slate-700">{c.accountFor(`${firstName} ${lastName}`, email)}</p>
        <p className="text-slate-600 text-sm">{c.validUntil(formatDate(expiresAt))}</p>
        {/* The account's address, for password managers to save with the new password. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={c.passwordLabel}
          purpose="new"
          required
          hint={c.passwordHint}
          {...field("password")}
        />
        <Button type="submit" busy={accept.isPending} busyLabel={c.submitBusy} className="w-full">
          {c.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
