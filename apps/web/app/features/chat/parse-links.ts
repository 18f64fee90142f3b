type SafeLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

/** A piece of a bot answer: plain text, or a link that is safe to render. */
export type Segment =
  | { kind: "text"; text: string }
  | { kind: "internal"; text: string; to: string }
  | { kind: "external"; text: string; href: string };

// Markdown links [title](url), bare http(s) URLs and e-mail addresses, in that order of preference.
const TOKEN =
  /\[([^\]\n]{1,200})\]\(([^()\s]{1,2000})\)|(https?:\/\/[^\s<>"'()[\]]+)|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

// Punctuation that ends a sentence rather than a bare URL or address.
const TRAILING = /[.,;:!?]+$/;

/**
 * What an address may become: a same-origin path ("/docs", never "//host" or "/\host") is an
 * in-app link; http, https and mailto URLs are ordinary links; anything else (javascript:,
 * data:, relative paths without a slash) is not a link at all.
 */
export function safeLink(url: string): SafeLink | null {
  if (/[\s\p{Cc}]/u.test(url)) return null;
  if (/^\/(?![/\\])/.test(url)) return { kind: "internal", to: url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === "http:" || parsed.protocol === "https:" || parsed.protocol === "mailto:") {
    return { kind: "external", href: parsed.href };
  }
  return null;
}

function linkSegment(text: string, url: string): Segment | null {
  const link = safeLink(url);
  return link ? { ...link, text } : null;
}

/** Splits an answer into text and safe links; unsafe links stay as their literal text. */
export function parseLinks(input: string): Segment[] {
  const segments: Segment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === "text") last.text += text;
    else segments.push({ kind: "text", text });
  };

  let cursor = 0;
  for (const match of input.matchAll(TOKEN)) {
    const [whole, title, target, bareUrl, email] = match;
    const start = match.index;
    let consumed = whole;
    let segment: Segment | null = null;
    if (title !== undefined && target !== undefined) {
      segment = linkSegment(title, target);
    } else if (bareUrl !== undefined) {
      consumed = bareUrl.replace(TRAILING, "");
      segment = linkSegment(consumed, consumed);
    } else if (email !== undefined) {
      consumed = email.replace(TRAILING, "");
      segment = linkSegment(consumed, `mailto:${consumed}`);
    }
    pushText(input.slice(cursor, start));
    if (segment) segments.push(segment);
    else pushText(consumed);
    cursor = start + consumed.length;
  }
  pushText(input.slice(cursor));
  return segments;
}
