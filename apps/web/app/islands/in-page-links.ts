/**
 * A jump within the page (skip link, "On this page", a heading's link) moves keyboard focus to
 * its target: a heading's own link, or the element itself.
 */
function focusTarget(id: string) {
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const headingLink = /^H[1-6]$/.test(target.tagName) ? target.querySelector<HTMLElement>("a") : null;
  (headingLink ?? target).focus({ preventScroll: true });
}

export function wireInPageLinks() {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const id = link ? decodeURIComponent(link.hash.slice(1)) : "";
    // After the browser's own jump.
    if (id) window.setTimeout(() => focusTarget(id));
  });
}

/**
 * Arriving at a heading's address (a search result, a shared link) puts keyboard focus there too,
 * once the browser has finished its own jump to the fragment (which would reset focus).
 */
export function focusArrivalHeading() {
  if (!window.location.hash) return;
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = document.getElementById(id);
  if (target && /^H[1-6]$/.test(target.tagName)) {
    const focusHeading = () => window.setTimeout(() => focusTarget(id));
    if (document.readyState === "complete") focusHeading();
    else window.addEventListener("load", focusHeading, { once: true });
  }
}
