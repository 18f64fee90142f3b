/**
 * What a visitor typed, with likely secrets and personal data masked before it is stored
 * (docs/decisions/054-chat-answers-safe-and-questions-masked.md). Each pattern is linear: a run
 * of characters is matched from its start only (`(?<![…])`), and no two repetitions can take the
 * same characters (apps/api/src/security/linear-patterns.test.ts).
 */

/** A JSON Web Token: three base64url parts, the first two JSON objects (`eyJ` = `{"`). */
const JWT = /(?<![\w-])eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*/g;
const BEARER = /\b(bearer|token|authorization)(\s*[:=]\s*|\s+)[\w.~+/-]{12,}=*/gi;
/** AWS access key ids (AKIA long-lived, ASIA temporary). */
const AWS_KEY = /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g;
/** Keys with a known prefix: Stripe/OpenAI-style sk-/pk-/rk-, GitHub, Slack, Google. */
const PREFIXED_KEY =
  /\b(?:(?:sk|pk|rk)[-_](?:live|test|proj)?[-_]?[A-Za-z0-9]{8,}|gh[pousr]_[A-Za-z0-9]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|AIza[\w-]{30,})/g;
/** A "secret"/"password"/"api key" label and what follows it. */
const LABELLED = /\b(password|passwd|pwd|secret|api[ _-]?key|access[ _-]?key)(\s*(?:is|[:=])\s*)\S+/gi;
const EMAIL = /(?<![\w.%+-])[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** 13 to 19 digits, in groups separated by a space or a hyphen: a card number if Luhn agrees. */
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g;
/** A run of digits written like a phone number (7 to 15 of them). */
const PHONE = /\+?\(?\d[\d ()./-]{5,}\d/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const onlyDigits = (text: string) => text.replace(/\D/g, "");

/** The question with keys, tokens, card numbers, e-mail addresses and phone numbers masked. */
export function maskQuestion(question: string): string {
  return question
    .replace(JWT, "[token]")
    .replace(BEARER, (_whole, label: string, separator: string) => `${label}${separator}[token]`)
    .replace(AWS_KEY, "[key]")
    .replace(PREFIXED_KEY, "[key]")
    .replace(LABELLED, (_whole, label: string, separator: string) => `${label}${separator}[secret]`)
    .replace(EMAIL, "[email]")
    .replace(CARD, (digits) => (luhn(onlyDigits(digits)) ? "[card]" : digits))
    .replace(PHONE, (run) => {
      const count = onlyDigits(run).length;
      return count >= 7 && count <= 15 ? "[phone]" : run;
    });
}
