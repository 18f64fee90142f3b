import { setExpanded } from "./dom";

/** The FAQ accordion: at most one item open; arrows, Home and End move between the questions. */
export function wireAccordion(accordion: HTMLElement) {
  const buttons = Array.from(accordion.querySelectorAll<HTMLButtonElement>("button[aria-controls]"));
  const panelOf = (button: HTMLButtonElement) =>
    document.getElementById(button.getAttribute("aria-controls") ?? "");
  function set(button: HTMLButtonElement, open: boolean) {
    setExpanded(button, open);
    const panel = panelOf(button);
    if (panel) panel.hidden = !open;
    button.querySelector("svg")?.classList.toggle("rotate-180", open);
  }
  buttons.forEach((button, index) => {
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      // At most one item open.
      for (const other of buttons) set(other, false);
      set(button, open);
    });
    button.addEventListener("keydown", (event) => {
      const last = buttons.length - 1;
      const target = {
        ArrowDown: index === last ? 0 : index + 1,
        ArrowUp: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      buttons[target]?.focus();
    });
  });
}
