import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "link";

const variants: Record<Variant, string> = {
  primary:
    "inline-flex items-center justify-center rounded-md bg-navy-900 px-5 py-2.5 font-medium text-white " +
    "hover:bg-navy-700 disabled:cursor-not-allowed disabled:bg-slate-400",
  secondary:
    "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-5 py-2.5 " +
    "font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400",
  link: "font-medium text-blue-700 underline-offset-2 hover:underline disabled:text-slate-400",
};

export const linkClass = variants.link;

interface ButtonProps extends ComponentProps<"button"> {
  variant?: Variant;
  /** While true the button is disabled and, when given, reads `busyLabel` (e.g. "Logging in..."). */
  busy?: boolean;
  busyLabel?: string;
}

/** A button of the site's forms; `type` defaults to "button" so nothing submits by accident. */
export function Button({
  variant = "primary",
  busy = false,
  busyLabel,
  disabled,
  className = "",
  type = "button",
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${variants[variant]} ${className}`}
      {...props}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
