import type { ReactNode } from "react";

interface AuthCardProps {
  heading: string;
  intro?: string;
  /** Wider for the sign-up form's two columns. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the account screens: the page's h1 and a white card. */
export function AuthCard({ heading, intro, wide = false, children }: AuthCardProps) {
  return (
    <section className={`mx-auto w-full px-4 py-12 sm:px-6 ${wide ? "max-w-2xl" : "max-w-md"}`}>
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{heading}</h1>
        {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
