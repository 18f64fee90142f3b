interface AlertMessageProps {
  children: string | null | undefined;
  tone?: "error" | "success";
}

/** An inline message read out by screen readers when it appears; nothing when empty. */
export function AlertMessage({ children, tone = "error" }: AlertMessageProps) {
  if (!children) return null;
  const style =
    tone === "error"
      ? "border-red-200 bg-red-50 text-red-800"
      : "border-green-200 bg-green-50 text-green-800";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-3 py-2 text-sm ${style}`}
    >
      {children}
    </p>
  );
}
