/** A piece of HTML that is safe to put in a mail as it is: built by `html`, never from raw text. */
export class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The one HTML escaper of the server: for text and for attribute values in double quotes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

type Part = Html | string | number | false | null | undefined | readonly Part[];

const render = (part: Part): string =>
  part instanceof Html
    ? part.value
    : Array.isArray(part)
      ? part.map(render).join("")
      : part === false || part === null || part === undefined
        ? ""
        : escapeHtml(String(part));

/**
 * A tagged template for mail HTML: every value put in it is escaped unless it is already `Html`
 * (arrays are joined; false, null and undefined leave nothing), so a template cannot forget to
 * escape what a visitor typed.
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  return new Html(
    strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ""), ""),
  );
}
