/**
 * CSV for spreadsheets (RFC 4180, CRLF lines). A cell a spreadsheet would run as a formula — one
 * starting with =, +, -, @, a tab or a carriage return (OWASP "CSV injection") — gets a leading
 * apostrophe, which spreadsheets show as text; a cell holding a comma, a quote or a line break is
 * quoted, its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
