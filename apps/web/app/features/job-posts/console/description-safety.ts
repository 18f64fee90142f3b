import DOMPurify from "dompurify";

/**
 * Whether description HTML holds something active: a script or other executable element, an
 * event handler attribute or a javascript: link. The server would silently strip these; the form
 * refuses them instead, so what the employer sees is what gets posted.
 */
export function hasUnsafeContent(html: string): boolean {
  if (!/[<&]/.test(html)) return false;
  const purifier = DOMPurify(window);
  purifier.sanitize(html, { WHOLE_DOCUMENT: false });
  return purifier.removed.some((entry) => {
    if ("element" in entry) {
      const element = entry.element as Element | null | undefined;
      // DOMPurify also drops stray text/comment nodes; only executable elements count.
      return element?.nodeType === 1;
    }
    const attribute = (entry as { attribute?: Attr | null }).attribute;
    if (!attribute) return false;
    // DOMPurify also drops harmless attributes (target, say): only handlers and script URLs count.
    return /^on/i.test(attribute.name) || /^\s*(?:javascript|vbscript|data):/i.test(attribute.value);
  });
}
