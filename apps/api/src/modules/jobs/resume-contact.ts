import { emailField, phoneField } from "@site/contract/fields";

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** A run of digits with the separators phone numbers are written with, starting at a digit or +. */
const PHONE = /\+?\(?\d[\d ()./-]{5,}\d/g;
const PHONE_LABEL = /(?:phone|tel|telephone|mobile|cell|mob)\.?\s*[:.]?\s*$/i;

/** The first address in the text that is a valid e-mail address by the contract's rule. */
export function findEmail(text: string): string {
  for (const [candidate] of text.matchAll(EMAIL)) {
    const parsed = emailField.safeParse(candidate.replace(/^[._-]+|[._-]+$/g, ""));
    if (parsed.success) return parsed.data;
  }
  return "";
}

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * The phone number of a resume: the first one labelled as a phone ("Phone:", "Tel", "Mobile"),
 * else the first written in international form (+…), else the first with at least 10 digits.
 * Years ("2019 - 2023") and other short runs are not numbers people call: 7 to 15 digits only.
 */
export function findPhone(text: string): string {
  const candidates = [...text.matchAll(PHONE)]
    .map((match) => ({
      value: match[0].trim(),
      before: text.slice(Math.max(0, match.index - 24), match.index),
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
