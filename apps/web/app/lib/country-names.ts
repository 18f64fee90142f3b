import { countryCodes, currencyCodes } from "@site/contract/iso-codes";

const regions = new Intl.DisplayNames(["en"], { type: "region" });
const currencies = new Intl.DisplayNames(["en"], { type: "currency" });

/** "Germany" for "DE"; the code itself when the browser cannot name it. */
export function countryName(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Germany, Austria" for ["DE", "AT"]. */
export const countryList = (codes: readonly string[]): string => codes.map(countryName).join(", ");

/** Every country as a select option, by name. */
export const countryOptions = countryCodes
  .map((code) => ({ value: code, label: countryName(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

/** Every currency as a select option: "EUR – Euro". */
export const currencyOptions = currencyCodes.map((code) => ({
  value: code,
  label: `${code} – ${currencies.of(code) ?? code}`,
}));
