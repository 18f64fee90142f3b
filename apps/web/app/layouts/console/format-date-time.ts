/** A date and time as the user's browser writes them; the raw text when it is not a date. */
export function formatDateTime(iso: string): string {
  if (iso === "") return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
