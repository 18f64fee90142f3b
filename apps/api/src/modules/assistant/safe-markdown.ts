/**
 * A language model's Markdown made safe for any client on the server
 * (docs/decisions/054-chat-answers-safe-and-questions-masked.md): no raw HTML outside code (every
 * `<` becomes `&lt;`, which Markdown shows as the character), no image, no link other than the
 * ones `keepLink` allows (another site, `//host`, `javascript:` … become their text), no bare
 * address of another site. Fenced and inline code are shown as written: Markdown never renders
 * markup inside them. Every pattern here is linear (apps/api/src/security/linear-patterns.test.ts).
 */

/** A path of our own site: `/…`, never `//host` (another site) or `/\host` (the same, to browsers). */
export const isOwnPath = (href: string): boolean => /^\/(?!\/)[^\s\\]*$/.test(href);

/**
 * A Markdown link or image; else a `](` that Markdown might still read as one (a target this
 * pattern does not take apart, such as `data:text/html,<b>x</b>`, or a label holding `[`), which
 * is escaped. The label excludes `[`, so each `[` starts a scan that ends at the next one: with
 * `[^\]\n]*`, a line of 30,000 `[` took 3 s. No space before the target: `\(\s*` with an empty
 * target and the title's `\s+` could split one run of spaces in many ways (recheck's attack).
 */
const LINK = /(!?)\[([^[\]\n]*)\]\(<?((?:[^()\s>]|\([^()\s]*\))*)>?(?:\s+"[^"]*")?\s*\)|\]\(/g;
const BARE_URL = /\b(?:https?|ftp):\/\/[^\s)]+/gi;
const INLINE_CODE = /(`[^`\n]*`)/;
/**
 * Fences, as CommonMark reads them (so that what we leave as code is code to any Markdown reader):
 * a block opens on a line of three backticks and an info string without backticks, and closes on
 * a line of three or more backticks indented at most 3 spaces, or at the end of the text.
 */
const OPENING_FENCE = /^```[^`\r\n]*\r?\n?$/;
const CLOSING_FENCE = /^ {0,3}```+[ \t]*\r?\n?$/;

/** `[name]: target` at the start of a line defines a link that `[text][name]` elsewhere uses. */
const REFERENCE = /^( {0,3})\[/gm;

/** Prose (no fenced code) made safe: see the module's comment. */
export function safeProse(text: string, keepLink: (href: string) => boolean): string {
  return text
    .replace(LINK, (_whole, bang: string | undefined, label: string, href: string) => {
      if (bang === undefined) return "]\\(";
      return !bang && keepLink(href) ? `[${label}](${href})` : label;
    })
    .replace(BARE_URL, "")
    .replace(REFERENCE, "$1\\[")
    .split(INLINE_CODE)
    .map((piece, i) => (i % 2 === 1 ? piece : piece.replaceAll("<", "&lt;")))
    .join("");
}

/**
 * Markdown made safe: prose through safeProse, fenced code as written. Read line by line (a
 * pattern for a whole fenced block was quadratic on some texts).
 */
export function safeMarkdown(text: string, keepLink: (href: string) => boolean): string {
  let out = "";
  let prose = "";
  let inFence = false;
  for (const line of text.split(/(?<=\n)/)) {
    if (inFence) {
      out += line;
      inFence = !CLOSING_FENCE.test(line);
    } else if (OPENING_FENCE.test(line)) {
      out += safeProse(prose, keepLink) + line;
      prose = "";
      inFence = true;
    } else prose += line;
  }
  return out + safeProse(prose, keepLink);
}

/** What holds back the rest of a line until it is whole: the start of a link, image, tag or code. */
const UNFINISHED = /[[!<(`]/;

/**
 * Makes a streamed answer safe piece by piece, in time linear in its length. Whole lines go out
 * made safe (code inside a fence as written); of the line still being written, the words before
 * anything that could start a link, image, tag or code go out at once, since nothing that follows
 * can change them.
 */
export function createSafeStream(keepLink: (href: string) => boolean) {
  let line = "";
  /** Characters of `line` already sent. */
  let sent = 0;
  let held = false;
  let inFence = false;
  const finishLine = (rest: string): string => {
    const whole = line;
    line = "";
    sent = 0;
    held = false;
    if (inFence) {
      inFence = !CLOSING_FENCE.test(whole);
      return rest;
    }
    if (OPENING_FENCE.test(whole)) {
      inFence = true;
      return rest;
    }
    return safeProse(rest, keepLink);
  };
  return {
    /** The safe text to send for this piece (may be empty). */
    push(piece: string): string {
      let out = "";
      let start = 0;
      for (let newline = piece.indexOf("\n"); newline !== -1; newline = piece.indexOf("\n", start)) {
        line += piece.slice(start, newline + 1);
        out += finishLine(line.slice(sent));
        start = newline + 1;
      }
      const added = piece.slice(start);
      line += added;
      if (inFence || held) return out;
      if (UNFINISHED.test(added) || (sent === 0 && line.startsWith("```"))) {
        held = true;
        return out;
      }
      // Looked for in this piece only, so that a long line streamed in small pieces stays linear.
      let lastSpace = added.length - 1;
      while (lastSpace >= 0 && !/\s/.test(added[lastSpace] ?? "")) lastSpace -= 1;
      if (lastSpace >= 0) {
        lastSpace += line.length - added.length;
        out += safeProse(line.slice(sent, lastSpace + 1), keepLink);
        sent = lastSpace + 1;
      }
      return out;
    },
    /** The rest, once the answer is complete. */
    end(): string {
      const rest = line.slice(sent);
      return line === "" ? "" : finishLine(rest);
    },
  };
}
