/** The docs search loads its React dialog on a click of its button or on Ctrl/⌘-K. */
export function wireDocsSearch(container: HTMLElement) {
  const load = (open: boolean) =>
    import("./docs-search-island")
      .then(({ mountDocsSearch }) => mountDocsSearch(container, open))
      .catch((error: unknown) => console.error("The docs search did not load", error));
  const prefetch = () => void import("./docs-search-island").catch(() => undefined);
  const button = container.querySelector("button");
  button?.addEventListener("click", () => void load(true), { once: true });
  button?.addEventListener("pointerenter", prefetch, { once: true });
  button?.addEventListener("focus", prefetch, { once: true });
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
      event.preventDefault();
      document.removeEventListener("keydown", onKeyDown);
      void load(true);
    }
  };
  document.addEventListener("keydown", onKeyDown);
  if (/Mac|iPhone|iPad/.test(navigator.platform)) {
    const kbd = container.querySelector("kbd");
    if (kbd) kbd.textContent = "⌘ K";
  }
}
