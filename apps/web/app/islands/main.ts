// The one script of the public pages (marketing, pricing, documentation), which are static HTML
// rendered at build time by the same React components as the app but never hydrated
// (docs/decisions/050-public-pages-without-the-app.md). It is framework-free and small: it wires
// the header's menus, the accordions, the copy buttons, the docs contents toggle and the motion,
// and loads a React widget (chat, inquiry form, docs search, signed-in header) only when it is
// needed. Keyboard behaviour matches the React components it stands in for.

import {
  CURSOR_BLINK_MS,
  isRevealed,
  NETWORK_COLORS,
  NETWORK_MIN_WIDTH,
  REDUCED_MOTION_QUERY,
  TYPING_MS_PER_CHARACTER,
} from "../components/motion-settings";
import { wasChatOpen } from "../features/chat/chat-open-state";
import { writeToClipboard } from "../lib/clipboard";
import { bindThemeSelect } from "../lib/theme";

/** Above this width the full navigation shows (components/layout/header.tsx). */
const DESKTOP_MEDIA_QUERY = "(min-width: 769px)";
/** "Copied!" stays this long (docs/product/requirements.md §9). */
const COPY_FEEDBACK_MS = 2000;

const reducedMotion = () => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
const focusables = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>("a, button"));

function setExpanded(button: HTMLElement, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
}

// ---------------------------------------------------------------- header

function wireHeader(header: HTMLElement) {
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
}

// ---------------------------------------------------------------- accordion, disclosures

function wireAccordion(accordion: HTMLElement) {
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

/** A button that shows or hides the element it controls on narrow screens (docs contents). */
function wireDisclosure(button: HTMLButtonElement) {
  const target = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!target) return;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    setExpanded(button, open);
    target.classList.toggle("hidden", !open);
    target.classList.toggle("block", open);
  });
}

// ---------------------------------------------------------------- docs

function wireCopyButton(button: HTMLButtonElement) {
  const label = button.textContent ?? "";
  const status = button.parentElement?.querySelector<HTMLElement>('[role="status"]');
  let timer: number | undefined;
  button.addEventListener("click", async () => {
    const code = button.closest("[data-lang]")?.querySelector("pre")?.textContent ?? "";
    try {
      await writeToClipboard(code);
    } catch {
      return;
    }
    button.textContent = button.dataset.copiedLabel ?? label;
    if (status) status.textContent = button.dataset.copiedAnnouncement ?? "";
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      button.textContent = label;
      if (status) status.textContent = "";
    }, COPY_FEEDBACK_MS);
  });
}

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

function wireInPageLinks() {
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

function wireDocsSearch(container: HTMLElement) {
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

// ---------------------------------------------------------------- widgets loaded on use

function wireChat(container: HTMLElement) {
  const button = container.querySelector("button");
  if (!button) return;
  // Open on the previous page of this visit: open again at once, with the conversation.
  if (wasChatOpen()) {
    import("./chat-island")
      .then(({ mountChat }) => mountChat(container, true))
      .catch((error: unknown) => console.error("The chat did not load", error));
    return;
  }
  const prefetch = () => void import("./chat-island").catch(() => undefined);
  button.addEventListener("pointerenter", prefetch, { once: true });
  button.addEventListener("focus", prefetch, { once: true });
  button.addEventListener(
    "click",
    () => {
      button.setAttribute("aria-busy", "true");
      import("./chat-island")
        .then(({ mountChat }) => mountChat(container, true))
        .catch((error: unknown) => {
          button.removeAttribute("aria-busy");
          console.error("The chat did not load", error);
        });
    },
    { once: true },
  );
}

function wireInquiry(container: HTMLElement) {
  let started = false;
  let submitted = false;
  const load = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    import("./inquiry-island")
      .then(({ mountInquiry }) => mountInquiry(container, () => submitted))
      .catch((error: unknown) => console.error("The inquiry form did not load", error));
  };
  // Loaded when it comes near the viewport, or at once when used before that.
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
          rootMargin: "300px 0px",
        })
      : undefined;
  observer?.observe(container);
  container.addEventListener("focusin", load);
  container.addEventListener("pointerdown", load);
  // A submit before the form's code arrived is held, and replayed once it has.
  container.addEventListener("submit", (event) => {
    if (container.dataset.islandReady) return;
    event.preventDefault();
    submitted = true;
    load();
  });
}

// ---------------------------------------------------------------- motion

function typeLine(line: HTMLElement) {
  const typedText = line.querySelector<HTMLElement>('[data-testid="typed-text"]');
  const rest = line.querySelector<HTMLElement>(".typed-rest");
  const cursor = line.querySelector<HTMLElement>('[data-testid="typed-cursor"]');
  if (!typedText || !rest) return;
  const text = (typedText.textContent ?? "") + (rest.textContent ?? "");
  const show = (count: number) => {
    typedText.textContent = text.slice(0, count);
    rest.textContent = text.slice(count);
    line.dataset.typedLine = count >= text.length ? "complete" : "typing";
  };
  if (reducedMotion()) {
    show(text.length);
    cursor?.remove();
    return;
  }
  const startedAt = Date.now();
  const typing = window.setInterval(() => {
    const count = Math.min(Math.floor((Date.now() - startedAt) / TYPING_MS_PER_CHARACTER), text.length);
    show(count);
    if (count >= text.length) window.clearInterval(typing);
  }, TYPING_MS_PER_CHARACTER);
  if (cursor) {
    window.setInterval(() => {
      cursor.classList.toggle("opacity-100");
      cursor.classList.toggle("opacity-0");
    }, CURSOR_BLINK_MS);
  }
}

/** Content below the viewport waits hidden until seen (components/reveal.tsx). */
function wireReveal(element: HTMLElement) {
  if (typeof IntersectionObserver === "undefined" || reducedMotion()) return;
  const rect = element.getBoundingClientRect();
  if (rect.top < window.innerHeight && rect.bottom > 0) return;
  const threshold = Number(element.dataset.revealThreshold ?? 0.5);
  element.dataset.reveal = "pending";
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => isRevealed(entry, threshold))) {
        delete element.dataset.reveal;
        observer.disconnect();
      }
    },
    { threshold: [0, threshold, 1] },
  );
  observer.observe(element);
}

/** The hero's animated network: after first paint, on wide screens, never for reduced motion. */
function startNetwork(element: HTMLElement) {
  if (reducedMotion() || window.innerWidth < NETWORK_MIN_WIDTH) return;
  const start = () =>
    import("../features/marketing/network-effect")
      .then(({ startNetworkEffect }) => {
        startNetworkEffect(element, NETWORK_COLORS);
        element.dataset.network = "running";
      })
      .catch((error: unknown) => {
        element.dataset.network = "fallback";
        console.warn("The animated background did not start; showing the background colour.", error);
      });
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(start, { timeout: 2000 });
    else window.setTimeout(start, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}

// ---------------------------------------------------------------- start

function each<T extends HTMLElement>(selector: string, wire: (element: T) => void) {
  for (const element of document.querySelectorAll<T>(selector)) wire(element);
}

each<HTMLElement>("[data-site-header]", wireHeader);
each<HTMLSelectElement>("select[data-theme-select]", (select) => void bindThemeSelect(select));
each<HTMLElement>("[data-accordion]", wireAccordion);
each<HTMLButtonElement>("button[data-disclosure]", wireDisclosure);
each<HTMLButtonElement>("button[data-copy-button]", wireCopyButton);
each<HTMLElement>('[data-island="docs-search"]', wireDocsSearch);
each<HTMLElement>('[data-island="chat"]', wireChat);
each<HTMLElement>('[data-island="inquiry"]', wireInquiry);
each<HTMLElement>("[data-typed-line]", typeLine);
each<HTMLElement>(".reveal", wireReveal);
each<HTMLElement>("[data-network-background]", startNetwork);
wireInPageLinks();
// Arriving at a heading's address (a search result, a shared link) puts keyboard focus there too,
// once the browser has finished its own jump to the fragment (which would reset focus).
if (window.location.hash) {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = document.getElementById(id);
  if (target && /^H[1-6]$/.test(target.tagName)) {
    const focusHeading = () => window.setTimeout(() => focusTarget(id));
    if (document.readyState === "complete") focusHeading();
    else window.addEventListener("load", focusHeading, { once: true });
  }
}

// The footer shows the current year (the HTML carries the build's).
each<HTMLElement>("[data-copyright-year]", (element) => {
  const year = String(new Date().getFullYear());
  if (element.dataset.copyrightYear !== year && element.textContent) {
    element.textContent = element.textContent.replace(element.dataset.copyrightYear ?? "", year);
  }
});

// A visitor holding a session token gets the React header with the account menu.
if (document.documentElement.hasAttribute("data-signed-in")) {
  const header = document.querySelector<HTMLElement>("[data-site-header]")?.parentElement;
  const slot = header && document.createElement("div");
  if (header && slot) {
    import("./header-island")
      .then(({ mountSignedInHeader }) => {
        const current = header.querySelector<HTMLElement>("[data-site-header]");
        if (!current) return;
        current.before(slot);
        slot.append(current);
        mountSignedInHeader(slot, current.querySelector<HTMLElement>('[data-island="chat"]'));
      })
      .catch((error: unknown) => console.error("The account menu did not load", error));
  }
}
