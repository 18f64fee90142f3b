/**
 * Text with the stretches that matched the search marked (decision 067): the API sends plain
 * text and [start, end) offsets, so nothing of a post is rendered as HTML.
 */
export function MarkedText({ text, marks }: { text: string; marks: readonly (readonly [number, number])[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of [...marks].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
