import type { ReactNode, Ref } from "react";
import { Button } from "#web/components/button";
import { APP_AT_ONCE_ATTRIBUTE, APP_ON_USE_ATTRIBUTE } from "#web/lib/app-on-use";
import { useHydrated } from "#web/lib/use-hydrated";

interface AuthCardProps {
  heading: string;
  intro?: string;
  /** Wider for the sign-up form's two columns. */
  wide?: boolean;
  children: ReactNode;
  /**
   * The page's first HTML (built once, the same for everyone) is complete without the app: until
   * the app has hydrated it, the card says so (`data-app-on-use`), and the app starts at the
   * page's first use (lib/app-on-use.ts, docs/decisions/128-way-in-pages-start-the-app-on-use.md).
   * Given as the names of the URL's parameters that need the app at once (space-separated, e.g. an
   * e-mailed verification link's `verify`, which opens a dialog), or "" for none.
   */
  startsOnUse?: string;
}

/** The frame of the account screens: the page's h1 and a white card. */
export function AuthCard({ heading, intro, wide = false, children, startsOnUse }: AuthCardProps) {
  const hydrated = useHydrated();
  const marker =
    startsOnUse !== undefined && !hydrated
      ? { [APP_ON_USE_ATTRIBUTE]: "", ...(startsOnUse ? { [APP_AT_ONCE_ATTRIBUTE]: startsOnUse } : {}) }
      : {};
  return (
    <section className={`mx-auto w-full px-4 py-12 sm:px-6 ${wide ? "max-w-2xl" : "max-w-md"}`} {...marker}>
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{heading}</h1>
        {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

interface AuthSubmitButtonProps {
  /** The form's words on the button, and while its request runs. */
  copy: { submit: string; submitBusy: string };
  busy: boolean;
  className: string;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The submit button of the log-in and sign-up cards. Beside AuthCard rather than in a file of its
 * own, which would be one more script for /login and /request-registration to fetch.
 */
export function AuthSubmitButton({ copy, busy, className, ref }: AuthSubmitButtonProps) {
  return (
    <Button ref={ref} type="submit" busy={busy} busyLabel={copy.submitBusy} className={className}>
      {copy.submit}
    </Button>
  );
}
