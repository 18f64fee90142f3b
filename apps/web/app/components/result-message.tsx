import type { ReactNode } from "react";

interface ResultMessageProps {
  kind: "success" | "error" | "info";
  children: ReactNode;
}

const styles = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

/** The outcome of an application, inside the caller's aria-live region. */
export function ResultMessage({ kind, children }: ResultMessageProps) {
  return (
    <div data-state={kind} className={`mt-4 rounded-md border px-4 py-3 ${styles[kind]}`}>
      {children}
    </div>
  );
}
