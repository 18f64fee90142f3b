/**
 * The colour theme, framework-free (docs/decisions/047-dark-mode.md): the visitor's choice (Light,
 * Dark or System) is kept in localStorage and applied as `data-theme` on <html>; without it the
 * stylesheet's `color-scheme: light dark` follows the system. The same rules run three ways: the
 * inline script in <head> (themeBootScript, before the first paint), the theme select of the
 * header (bindThemeSelect, plain DOM, no React state) and any page without React.
 */

export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The localStorage key of the choice; "system" is stored as no key at all. */
export const THEME_STORAGE_KEY = "theme";
/** The attribute on <html> that pins a theme; absent, the system decides. */
export const THEME_ATTRIBUTE = "data-theme";
/** Fired on window after a change in this tab, so every select on the page shows the choice. */
export const THEME_CHANGE_EVENT = "site:theme-change";

/** A stored value as a choice: anything but "light" or "dark" means "follow the system". */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage blocked (privacy settings, sandboxed frame): the system decides.
    return null;
  }
}

export function readThemeChoice(storage: Storage | null = defaultStorage()): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === "system") root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
}

/** Remembers the choice (when storage allows), applies it and tells the page's other selects. */
export function setThemeChoice(
  choice: ThemeChoice,
  storage: Storage | null = defaultStorage(),
  root: HTMLElement = document.documentElement,
): void {
  try {
    if (choice === "system") storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but this page still changes.
  }
  applyThemeChoice(choice, root);
  root.ownerDocument.defaultView?.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: choice }));
}

/**
 * Makes a <select> with the options light, dark and system the theme switch: it shows the
 * stored choice, changes the theme, and follows changes made by another select or another tab.
 * Returns the function that detaches it.
 */
export function bindThemeSelect(
  select: HTMLSelectElement,
  storage: Storage | null = defaultStorage(),
): () => void {
  const view = select.ownerDocument.defaultView;
  const root = select.ownerDocument.documentElement;
  const show = () => {
    select.value = readThemeChoice(storage);
  };
  const onChange = () => setThemeChoice(parseThemeChoice(select.value), storage, root);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(readThemeChoice(storage), root);
    show();
  };
  // Normally the head script did this already; should it have been blocked, the switch still works.
  applyThemeChoice(readThemeChoice(storage), root);
  show();
  select.addEventListener("change", onChange);
  view?.addEventListener(THEME_CHANGE_EVENT, show);
  view?.addEventListener("storage", onStorage);
  return () => {
    select.removeEventListener("change", onChange);
    view?.removeEventListener(THEME_CHANGE_EVENT, show);
    view?.removeEventListener("storage", onStorage);
  };
}

/**
 * The inline <head> script: readThemeChoice + applyThemeChoice in plain ES5, run before the
 * stylesheet paints anything, so a stored "dark" never shows a light page first. Its sha256 goes
 * into the pages' Content-Security-Policy (apps/api hashes every inline script of the build).
 * theme.test.ts runs it against the functions above, so the two cannot drift apart.
 */
export const themeBootScript =
  `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");` +
  `if(t==="light"||t==="dark")document.documentElement.setAttribute("${THEME_ATTRIBUTE}",t)}catch(e){}`;
