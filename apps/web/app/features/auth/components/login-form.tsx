import { fieldLabels, loginCopy } from "@site/content/auth";
import { pages } from "@site/content/site";
import { logIn as logInEndpoint } from "@site/contract/api/auth";
import { messages } from "@site/contract/messages";
import { Link, useNavigate } from "react-router";
import { Button, linkClass } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { paths } from "../../../lib/paths";
import { signIn } from "../../../lib/session-store";
import { useLogIn } from "../api/log-in";
import { useAuthForm } from "../hooks/use-auth-form";
import { useStoredSessionCheck } from "../hooks/use-stored-session-check";
import { loginToasts } from "../notify";
import { AuthCard } from "./auth-card";
import { EmailField } from "./email-field";

// The contract's own log-in body schema, so the form and the server agree on every rule.
const schema = (() => {
  const body = logInEndpoint.body;
  if (!body) throw new Error("The log-in endpoint declares its body schema");
  return body;
})();
const validationOrder = ["inputEmail", "password"] as const;

export function LoginForm() {
  const navigate = useNavigate();
  const logIn = useLogIn();
  useStoredSessionCheck();
  const {
    register,
    submitWith,
    formState: { errors },
  } = useAuthForm({
    schema,
    defaultValues: { inputEmail: "", password: "" },
    validationOrder,
    notify: loginToasts,
  });

  const onSubmit = submitWith((values) =>
    logIn.mutate(values, {
      onSuccess: ({ accessToken, userName }) => {
        signIn(accessToken, values.inputEmail);
        loginToasts.success(messages.loggedIn(userName));
        navigate(paths.home);
      },
      // Spec section 8: any log-in failure reads "Invalid email or password", unless the server says more (429).
      onError: (error) => loginToasts.error(describeError(error, messages.invalidCredentials)),
    }),
  );

  return (
    <AuthCard heading={pages.login.heading}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField required error={errors.inputEmail?.message} {...register("inputEmail")} />
        <TextField
          label={fieldLabels.password}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" busy={logIn.isPending} busyLabel={loginCopy.submitBusy} className="w-full">
          {loginCopy.submit}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={paths.requestResetPassword} className={linkClass}>
          {loginCopy.forgotPassword}
        </Link>
        <p className="text-slate-600">
          {loginCopy.noAccount}{" "}
          <Link to={paths.requestRegistration} className={linkClass}>
            {loginCopy.signUp}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
