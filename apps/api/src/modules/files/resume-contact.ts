import { emailField, phoneField } from "@site/contract/fields";

/**
 * Characters of a resume's text that are searched for contact details. The text comes from anyone
 * (docs/decisions/053-linear-scanning-of-untrusted-text.md): the scanners below take time in
 * proportion to it, and this bounds it too.
 */
export const CONTACT_SCAN_CHARS = 100_000;

// Each of these is tested against one character (code point) at a time: constant time.
const LOCAL_CHAR = /^[\p{L}\p{N}._%+-]$/u;
const DOMAIN_CHAR = /^[\p{L}\p{N}-]$/u;
const LETTER = /^\p{L}$/u;
/** A run of digits with the separators phone numbers are written with, starting at a digit or +. */
const PHONE = /\+?\(?\d[\d ()./-]{5,}\d/g;
const PHONE_LABEL = /(?:phone|tel|telephone|mobile|cell|mob)\.?\s*[:.]?\s*$/i;
/** The longest address the contract's e-mail rule accepts. */
const EMAIL_MAX = 254;

/** How many characters at the end of `chars`, from `floor` on, may stand before an @ (the local part). */
function localLength(chars: readonly string[], floor: number): number {
  let start = chars.length;
  while (start > floor && LOCAL_CHAR.test(chars[start - 1] ?? "")) start -= 1;
  return chars.length - start;
}

/** Dots, underscores and hyphens in front are punctuation of the sentence, not of the address. */
function trimPunctuation(chars: readonly string[]): string {
  let start = 0;
  while (start < chars.length && "._-".includes(chars[start] ?? "")) start += 1;
  return chars.slice(start).join("");
}

/**
 * How many characters at the start of `chars` make a domain: labels of letters, digits and
 * hyphens joined by single dots, ending in a dot and two letters or more. The longest such
 * start, 0 when there is none.
 */
function domainLength(chars: readonly string[]): number {
  let end = 0;
  let label = 0;
  let letters = 0;
  let dotted = false;
  for (const [index, char] of chars.entries()) {
    if (char === ".") {
      if (label === 0) break;
      dotted = true;
      label = 0;
      letters = 0;
      continue;
    }
    if (!DOMAIN_CHAR.test(char)) break;
    if (LETTER.test(char)) letters += 1;
    label += 1;
    if (dotted && letters >= 2 && letters === label) end = index + 1;
  }
  return end;
}

/**
 * The first address in the text that is a valid e-mail address by the contract's rule. One pass
 * over the text, each character looked at at most twice (a regular expression for the same
 * shape took time in the square of the length of a run of letters without an @).
 */
export function findEmail(text: string): string {
  const parts = text.slice(0, CONTACT_SCAN_CHARS).split("@");
  let before = Array.from(parts[0] ?? "");
  // Characters at the start of `before` that an earlier candidate took as its domain.
  let floor = 0;
  for (const part of parts.slice(1)) {
    const after = Array.from(part);
    const local = localLength(before, floor);
    const domain = domainLength(after);
    floor = 0;
    if (local > 0 && domain > 0) {
      const candidate = `${trimPunctuation(before.slice(before.length - local))}@${after.slice(0, domain).join("")}`;
      const parsed = candidate.length <= EMAIL_MAX ? emailField.safeParse(candidate) : undefined;
      if (parsed?.success) return parsed.data;
      floor = domain;
    }
    before = after;
  }
  return "";
}

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * The phone number of a resume: the first one labelled as a phone ("Phone:", "Tel", "Mobile"),
 * else the first written in international form (+…), else the first with at least 10 digits.
 * Years ("2019 - 2023") and other short runs are not numbers people call: 7 to 15 digits only.
 * PHONE is linear (one greedy run per start, proven by the audit in
 * apps/api/src/security/linear-patterns.test.ts) and PHONE_LABEL reads 24 characters.
 */
export function findPhone(text: string): string {
  const scanned = text.slice(0, CONTACT_SCAN_CHARS);
  const candidates = [...scanned.matchAll(PHONE)]
    .map((match) => ({
      value: match[0].trim(),
      before: scanned.slice(Math.max(0, match.index - 24), match.index),
    }))
    .filter(({ value }) => {
      const digits = digitCount(value);
      return digits >= 7 && digits <= 15 && phoneField.safeParse(value).success;
    });
  const pick =
    candidates.find(({ before }) => PHONE_LABEL.test(before)) ??
    candidates.find(({ value }) => value.startsWith("+")) ??
    candidates.find(({ value }) => digitCount(value) >= 10);
  return pick?.value ?? "";
}
