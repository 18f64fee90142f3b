import { markHeaderWired } from "#web/lib/header-boot";
import { focusables, setExpanded } from "./dom";

/** Above this width the full navigation shows (components/layout/header.tsx). */
const DESKTOP_MEDIA_QUERY = "(min-width: 769px)";

/**
 * The header's dropdowns (arrows, Home/End, Escape, focus leaving, outside click) and the
 * hamburger menu; crossing the breakpoint closes everything.
 */
export function wireHeader(header: HTMLElement) {
  const menuToggle = header.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]');
  const nav = header.querySelector<HTMLElement>("#site-menu");
  const dropdowns = Array.from(header.querySelectorAll<HTMLElement>("[data-menu]"));

  const dropdownParts = (container: HTMLElement) => ({
    toggle: container.querySelector<HTMLButtonElement>(":scope > button"),
    panel: container.querySelector<HTMLUListElement>(":scope > ul"),
  });

  function setDropdown(container: HTMLElement, open: boolean) {
    const { toggle, panel } = dropdownParts(container);
    if (!toggle || !panel) return;
    setExpanded(toggle, open);
    panel.hidden = !open;
    toggle.querySelector("svg")?.classList.toggle("rotate-180", open);
  }
  const openDropdown = () =>
    dropdowns.find((d) => dropdownParts(d).toggle?.getAttribute("aria-expanded") === "true");
  const mobileOpen = () => menuToggle?.getAttribute("aria-expanded") === "true";

  function setMobile(open: boolean) {
    if (!menuToggle || !nav) return;
    setExpanded(menuToggle, open);
    nav.classList.toggle("hidden", !open);
    nav.classList.toggle("block", open);
    menuToggle.querySelector('[data-icon="closed"]')?.classList.toggle("hidden", open);
    menuToggle.querySelector('[data-icon="open"]')?.classList.toggle("hidden", !open);
  }
  function closeAll() {
    for (const dropdown of dropdowns) setDropdown(dropdown, false);
    setMobile(false);
  }

  menuToggle?.addEventListener("click", () => {
    for (const dropdown of dropdowns) setDropdown(dropdown, false);
    setMobile(!mobileOpen());
  });

  for (const container of dropdowns) {
    const { toggle, panel } = dropdownParts(container);
    if (!toggle || !panel) continue;
    toggle.addEventListener("click", () => {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      // Opening one dropdown closes the other.
      for (const other of dropdowns) if (other !== container) setDropdown(other, false);
      setDropdown(container, open);
    });
    toggle.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      for (const other of dropdowns) if (other !== container) setDropdown(other, false);
      setDropdown(container, true);
      focusables(panel)[0]?.focus();
    });
    panel.addEventListener("keydown", (event) => {
      const items = focusables(panel);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next =
        event.key === "ArrowDown"
          ? items[(index + 1) % items.length]
          : event.key === "ArrowUp"
            ? items[(index - 1 + items.length) % items.length]
            : event.key === "Home"
              ? items[0]
              : event.key === "End"
                ? items[items.length - 1]
                : undefined;
      if (!next) return;
      event.preventDefault();
      next.focus();
    });
    // Focus moving to another element outside (Tab away) closes it.
    container.addEventListener("focusout", (event) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !container.contains(to)) setDropdown(container, false);
    });
  }

  document.addEventListener("pointerdown", (event) => {
    const target = event.target;
    if (!(target instanceof Node) || !header.contains(target)) {
      closeAll();
      return;
    }
    // Inside the header but outside the open dropdown: close that dropdown only.
    const open = openDropdown();
    if (open && !open.contains(target)) setDropdown(open, false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = openDropdown();
    if (open) {
      setDropdown(open, false);
      dropdownParts(open).toggle?.focus();
    } else if (mobileOpen()) {
      setMobile(false);
      menuToggle?.focus();
    }
  });
  // Crossing the breakpoint closes everything.
  window.matchMedia(DESKTOP_MEDIA_QUERY).addEventListener("change", closeAll);
  // The head's boot script, which opened and closed the menus until now, steps aside; what it
  // left open stays open (this reads the state from the page).
  markHeaderWired();
}
