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

/**
 * The value, computed on first use: naming and sorting every country or currency costs a long
 * task on a slow phone, which the job search, importing this module, should not pay at start
 * (docs/decisions/049-search-page-speed.md).
 */
function once<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= compute();
    return value;
  };
}

/** Every country as a select option, by name. */
export const countryOptions = once(() =>
  countryCodes
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en")),
);

/** Every currency as a select option: "EUR – Euro". */
export const currencyOptions = once(() =>
  currencyCodes.map((code) => ({
    value: code,
    label: `${code} – ${currencies.of(code) ?? code}`,
  })),
);
