import { consoleCopy } from "@site/content/console";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { paths } from "#web/lib/paths";

type Notice = "checking" | "signedOut" | "notAllowed" | "roleUnknown";

/** What a visitor, a candidate or an employer on an admin screen sees instead of the console. */
export function AccessNotice({ notice }: { notice: Notice }) {
  if (notice === "checking") {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        {consoleCopy.checking}
      </p>
    );
  }
  const signedOut = notice === "signedOut";
  return (
    <section aria-labelledby="access-notice-title" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="access-notice-title" className="text-3xl font-bold tracking-tight text-navy-900">
        {signedOut ? consoleCopy.signInTitle : consoleCopy.notAllowedTitle}
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        {signedOut
          ? consoleCopy.signInText
          : notice === "roleUnknown"
            ? consoleCopy.roleUnknown
            : consoleCopy.notAllowedText}
      </p>
      <p className="mt-6">
        {signedOut ? (
          <Link to={paths.login} className={linkClass}>
            {consoleCopy.logInLink}
          </Link>
        ) : (
          <Link to={paths.home} className={linkClass}>
            {consoleCopy.homeLink}
          </Link>
        )}
      </p>
    </section>
  );
}
