import { resumeTypes } from "@site/contract/fields";

// See docs/decisions/010-safe-file-names-and-third-party-mail.md.

/** Control, format (bidi overrides and isolates, zero-width marks) and line/paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Characters Windows or a Content-Disposition header cannot carry in a file name. */
const FORBIDDEN = /["<>:|?*/\\]/g;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const BASE_MAX = 100;

/** The extension of a stored Content-Type; "bin" for anything we never store. */
export function extensionOfType(contentType: string): string {
  const found = Object.entries(resumeTypes).find(([, type]) => type === contentType);
  return found ? found[0] : "bin";
}

const isSpaceOrDot = (char: string) => char === "." || /\s/.test(char);

/**
 * The name without spaces and dots at either end, in one pass: `/[\s.]+$/` tries every run of
 * them to the end, which takes time in the square of the run's length.
 */
function trimSpacesAndDots(name: string): string {
  let start = 0;
  let end = name.length;
  while (start < end && isSpaceOrDot(name[start] ?? "")) start += 1;
  while (end > start && isSpaceOrDot(name[end - 1] ?? "")) end -= 1;
  return name.slice(start, end);
}

/**
 * The name a file is stored and served under: the uploaded name without invisible or forbidden
 * characters and without its last extension, then the extension of the type its content was
 * recognised as. `cv.hta` holding a PDF becomes `cv.pdf`; the name never decides how the file opens.
 */
export function safeFileName(uploadedName: string, extension: string): string {
  const visible = uploadedName.normalize("NFC").replace(INVISIBLE, "").replace(FORBIDDEN, "_");
  const lastDot = visible.lastIndexOf(".");
  let base = trimSpacesAndDots((lastDot > 0 ? visible.slice(0, lastDot) : visible).replace(/\s+/g, " "));
  base = trimSpacesAndDots([...base].slice(0, BASE_MAX).join(""));
  if (!base) base = "resume";
  if (RESERVED.test(base)) base = `${base}_`;
  return `${base}.${extension}`;
}

/**
 * How a stored file opens: a PDF in the browser's own viewer (a new tab, under the sandboxing
 * CSP of the download route), every other type as a download
 * (docs/decisions/031-one-application-per-job-and-inline-pdf.md).
 */
export function dispositionOfType(contentType: string): "inline" | "attachment" {
  return contentType === resumeTypes.pdf ? "inline" : "attachment";
}

/** RFC 6266 / RFC 8187: an ASCII fallback and the exact UTF-8 name, both of a safe name. */
export function contentDisposition(
  safeName: string,
  disposition: "inline" | "attachment" = "attachment",
): string {
  const ascii = safeName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(safeName).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
