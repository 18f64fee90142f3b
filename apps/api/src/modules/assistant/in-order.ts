/** A test of a text: whether it says something. */
export type TextTest = (text: string) => boolean;

/**
 * Whether `parts` are found one after another on one line of the text, each after the end of
 * the one before: what `/a.*b/` tests, in time linear in the text. Written as one expression,
 * `.*` is tried from every place `a` matches to the end of the line, which takes time in the
 * square of the line's length (docs/decisions/053-linear-scanning-of-untrusted-text.md). Each part
 * is searched once per line, from the end of the previous part's first match: the earliest match
 * leaves the most room for the rest.
 */
export function inOrder(...parts: readonly RegExp[]): TextTest {
  const searches = parts.map((part) => new RegExp(part.source, `${part.flags.replace("g", "")}g`));
  return (text) =>
    text.split(/[\n\r\u2028\u2029]/).some((line) => {
      let from = 0;
      for (const search of searches) {
        search.lastIndex = from;
        const found = search.exec(line);
        if (!found) return false;
        from = found.index + found[0].length;
      }
      return true;
    });
}

/** A test that passes when any of `tests` does; a regular expression tests as `RegExp#test`. */
export function anyOf(...tests: readonly (RegExp | TextTest)[]): TextTest {
  return (text) => tests.some((test) => (typeof test === "function" ? test(text) : test.test(text)));
}
