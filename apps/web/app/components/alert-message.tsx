import type { ReactNode } from "react";

interface AlertMessageProps {
  children: ReactNode;
  tone?: "error" | "success" | "info";
  /**
   * Read out by screen readers when it appears (role alert for an error, status otherwise);
   * false when it sits in a live region of the caller's, which reads it already.
   */
  announce?: boolean;
  /** Roomier, at body size, and a block that may hold paragraphs: an outcome that stands alone. */
  large?: boolean;
  /** Space around it, from the caller's layout (e.g. "mt-3"). */
  className?: string;
}

const styles = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

/**
 * The one alert or status message of the app: a tinted box for an error, a success or a notice.
 * Nothing is rendered when it is empty.
 */
export function AlertMessage({
  children,
  tone = "error",
  announce = true,
  large = false,
  className,
}: AlertMessageProps) {
  if (children === null || children === undefined || children === false || children === "") return null;
  const role = announce ? (tone === "error" ? "alert" : "status") : undefined;
  if (large) {
    return (
      <div
        role={role}
        data-state={tone}
        className={`${className ?? "mt-4"} rounded-md border px-4 py-3 ${styles[tone]}`}
      >
        {children}
      </div>
    );
  }
  return (
    <p
      role={role}
      data-state={tone}
      className={`${className ? `${className} ` : ""}rounded-md border px-3 py-2 text-sm ${styles[tone]}`}
    >
      {children}
    </p>
  );
}
