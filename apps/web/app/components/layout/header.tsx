import { headerCopy, type SiteLink } from "@site/content/site";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { markHeaderWired } from "#web/lib/header-boot";
import { pathOf, paths } from "#web/lib/paths";
import { RETURN_TO_PARAM, withReturnTo } from "#web/lib/return-to";
import { signOut, useSessionWithRole } from "#web/lib/session-store";
import { useIsStaticPage, useSignedOutFirst } from "#web/lib/static-page";
import { CloseIcon, MenuIcon } from "../icons";
import { AccountMenu } from "./account-menu";
import { dropdownToggleId, NavDropdown } from "./nav-dropdown";
import { SiteLogo } from "./site-logo";
import { ThemeSelect } from "./theme-select";

/** Above this width the full navigation shows; at or below it, the hamburger menu (spec: 768 px). */
export const DESKTOP_MEDIA_QUERY = "(min-width: 769px)";

const MENU_ID = "site-menu";

const linkClass =
  "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-100 hover:bg-navy-700 hover:text-white nav:px-1.5 lg:px-3";
/** "Sign up" stands out as the one call to action of the header. */
const signUpClass =
  "block whitespace-nowrap rounded-md bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 nav:ml-1 nav:px-1.5 lg:px-3";

/** Pages that are themselves a way in, or the page log-in leads to anyway: not worth returning to. */
const noReturnFrom: readonly string[] = [
  paths.root,
  paths.home,
  paths.login,
  paths.requestRegistration,
  paths.requestResetPassword,
];

/** Log in or Sign up, as an item of the header's list: the way in, then back to `returnTo`. */
function WayIn({
  link,
  returnTo,
  className,
}: {
  link: SiteLink;
  returnTo: string | null;
  className: string;
}) {
  return (
    <li>
      <Link to={withReturnTo(pathOf(link.target), returnTo)} className={className}>
        {link.label}
      </Link>
    </li>
  );
}

/**
 * `chat` is the AI Agent's toggle (a feature, so the root passes it in): at 768 px and below it
 * sits in the header row after the menu button, where it covers no text; wider, it floats at the
 * bottom right (docs/decisions/047-dark-mode.md).
 */
export function Header({ chat }: { chat?: ReactNode } = {}) {
  const session = useSessionWithRole();
  // A public page's HTML is built without a session: it shows the signed-out links, which its
  // head script hides for a visitor holding a token until the signed-in header replaces this one
  // (islands/header-island.tsx; docs/decisions/050-public-pages-without-the-app.md).
  // The job page's first HTML does too: it starts the app only at its first use, and its head
  // script hides the links as well (docs/decisions/104-job-page-starts-the-app-on-use.md).
  // A page the server wrote for a person carries their AccountMenu too, and the session store
  // starts signed in from it, so this header's first render is that menu (decision 135).
  const staticPage = useIsStaticPage();
  const signedOutFirst = useSignedOutFirst();
  const showSignedOut =
    session.status === "signedOut" || ((staticPage || signedOutFirst) && session.status === "unknown");
  const navigate = useNavigate();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

  const closeAll = useCallback(() => {
    setOpenDropdown(null);
    setMobileOpen(false);
  }, []);

  // Navigating closes everything (adjusting state while rendering, as React recommends).
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpenDropdown(null);
    setMobileOpen(false);
  }

  // Until the app took the page over, the head's boot script opened and closed the menus
  // (lib/header-boot.ts). Once hydrated, this header handles them: it tells the script to step
  // aside and takes over what a tap left open, before the browser paints, so nothing closes.
  useLayoutEffect(() => {
    markHeaderWired();
    const header = headerRef.current;
    if (menuToggleRef.current?.getAttribute("aria-expanded") === "true") setMobileOpen(true);
    const openMenu = header
      ?.querySelector('[data-menu] > button[aria-expanded="true"]')
      ?.closest("[data-menu]")
      ?.getAttribute("data-menu");
    if (openMenu) setOpenDropdown(openMenu);
  }, []);

  // The head script marked a visitor holding a token (`data-signed-in`, which hides the signed-out
  // links); once the session is known it says what the session is, so a sign-out in the app shows
  // them again.
  useEffect(() => {
    if (session.status === "unknown") return;
    document.documentElement.toggleAttribute("data-signed-in", session.status === "signedIn");
  }, [session.status]);

  // Crossing the breakpoint (e.g. resizing to desktop) closes dropdowns and the mobile menu.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_MEDIA_QUERY);
    query.addEventListener("change", closeAll);
    return () => query.removeEventListener("change", closeAll);
  }, [closeAll]);

  const anythingOpen = openDropdown !== null || mobileOpen;
  // Log in and Sign up bring the visitor back to the page they were reading (from a way-in page:
  // to where that page was to return).
  // (A way-in page built with the site is rendered at its path with a trailing slash: decision 128.)
  const returnTo = noReturnFrom.includes(location.pathname.replace(/(.)\/+$/, "$1"))
    ? new URLSearchParams(location.search).get(RETURN_TO_PARAM)
    : `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!anythingOpen) return;

    function onPointerDown(event: PointerEvent) {
      const header = headerRef.current;
      const target = event.target;
      if (!header || !(target instanceof Node) || !header.contains(target)) {
        closeAll();
        return;
      }
      // Inside the header but outside the open dropdown: close that dropdown only.
      const open = openDropdown === null ? null : header.querySelector(`[data-menu="${openDropdown}"]`);
      if (open && !open.contains(target)) setOpenDropdown(null);
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (openDropdown !== null) {
        const toggle = document.getElementById(dropdownToggleId(openDropdown));
        setOpenDropdown(null);
        toggle?.focus();
      } else {
        setMobileOpen(false);
        menuToggleRef.current?.focus();
      }
    }

    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [anythingOpen, openDropdown, closeAll]);

  // Opening one dropdown closes the other; a dropdown closing never closes another one.
  const setDropdown = (id: string) => (open: boolean) =>
    setOpenDropdown((current) => (open ? id : current === id ? null : current));

  function logOut() {
    closeAll();
    void signOut();
    navigate(paths.login);
  }

  return (
    <header
      ref={headerRef}
      data-site-header=""
      className="relative z-40 bg-navy-900 text-white shadow-md scheme-light"
    >
      <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 nav:gap-2 nav:px-3 lg:gap-4 lg:px-6">
        <SiteLogo className="text-white" compact />

        <button
          ref={menuToggleRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={MENU_ID}
          aria-label={headerCopy.menuToggleLabel}
          onClick={() => {
            setOpenDropdown(null);
            setMobileOpen((open) => !open);
          }}
          className="ml-auto inline-flex items-center justify-center rounded-md p-2 text-slate-100 hover:bg-navy-700 nav:hidden"
        >
          {/* Both drawn, one hidden: the public pages' script swaps them without React. */}
          <MenuIcon data-icon="closed" className={`size-6 ${mobileOpen ? "hidden" : ""}`} />
          <CloseIcon data-icon="open" className={`size-6 ${mobileOpen ? "" : "hidden"}`} />
        </button>

        <nav
          id={MENU_ID}
          aria-label="Main"
          className={`${mobileOpen ? "block" : "hidden"} absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-navy-700 bg-navy-900 px-4 pb-4 shadow-lg nav:static nav:flex nav:flex-1 nav:items-center nav:justify-between nav:overflow-visible nav:border-0 nav:p-0 nav:shadow-none`}
        >
          <ul className="flex flex-col gap-1 pt-2 nav:flex-row nav:items-center nav:pt-0">
            {headerCopy.menus.map((menu) => (
              <li key={menu.id}>
                <NavDropdown
                  id={menu.id}
                  label={menu.label}
                  items={menu.items.map((item) => ({ label: item.label, to: pathOf(item.target) }))}
                  open={openDropdown === menu.id}
                  onOpenChange={setDropdown(menu.id)}
                />
              </li>
            ))}
            <li>
              <Link to={pathOf(headerCopy.pricingLink.target)} className={linkClass}>
                {headerCopy.pricingLink.label}
              </Link>
            </li>
            <li>
              <Link to={pathOf(headerCopy.jobsLink.target)} className={linkClass}>
                {headerCopy.jobsLink.label}
              </Link>
            </li>
          </ul>

          <div className="mt-2 border-t border-navy-700 pt-2 nav:mt-0 nav:flex nav:items-center nav:gap-1 nav:border-0 nav:pt-0">
            {session.status === "signedIn" ? (
              <AccountMenu
                session={session}
                open={openDropdown === headerCopy.account.id}
                onOpenChange={setDropdown(headerCopy.account.id)}
                onLogOut={logOut}
              />
            ) : showSignedOut ? (
              <ul data-signed-out-only="" className="flex flex-col gap-1 nav:flex-row nav:items-center">
                <li>
                  <Link to={pathOf(headerCopy.contactLink.target)} className={linkClass}>
                    {headerCopy.contactLink.label}
                  </Link>
                </li>
                <WayIn link={headerCopy.logInLink} returnTo={returnTo} className={linkClass} />
                <WayIn link={headerCopy.signUpLink} returnTo={returnTo} className={signUpClass} />
              </ul>
            ) : null}
            <ThemeSelect className="mt-1 border-t border-navy-700 pt-3 nav:mt-0 nav:border-0 nav:pt-0" />
          </div>
        </nav>

        {/* After the navigation, so the keyboard reaches it where the eye does: last in the row. */}
        {chat}
      </div>
    </header>
  );
}
