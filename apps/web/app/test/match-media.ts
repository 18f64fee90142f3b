/**
 * jsdom has no window.matchMedia. This one understands the (min-width|max-width: Npx)
 * queries the app uses, follows window.innerWidth, and fires "change" on resize — so tests
 * can resize with `resizeWindow(width)`.
 */
function evaluate(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) =>
    kind === "min" ? width >= Number(value) : width <= Number(value),
  );
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    let matches = evaluate(query, window.innerWidth);
    const list = {
      media: query,
      get matches() {
        return matches;
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    window.addEventListener("resize", () => {
      const next = evaluate(query, window.innerWidth);
      if (next === matches) return;
      matches = next;
      const event = { matches, media: query } as MediaQueryListEvent;
      for (const listener of listeners) listener(event);
    });
    return list as unknown as MediaQueryList;
  };
}

export function resizeWindow(width: number): void {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}
