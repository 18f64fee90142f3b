// The one script of the public pages (marketing, pricing, documentation), which are static HTML
// rendered at build time by the same React components as the app but never hydrated
// (docs/decisions/050-public-pages-without-the-app.md). It is framework-free and small: each
// behaviour is a module of this folder, wired here to the elements that ask for it, and a React
// widget (chat, inquiry form, docs search, signed-in header) loads only when it is needed.
// Keyboard behaviour matches the React components it stands in for.

import { loadMediaWhenNear } from "../features/site/marketing/media-when-near";
import { bindThemeSelect } from "../lib/theme";
import { wireAccordion } from "./accordion";
import { wireChat } from "./chat-loader";
import { wireCopyButton } from "./copy-button";
import { updateCopyrightYear } from "./copyright-year";
import { wireDisclosure } from "./disclosure";
import { wireDocsSearch } from "./docs-search-loader";
import { wireHeader } from "./header-menus";
import { focusArrivalHeading, wireInPageLinks } from "./in-page-links";
import { wireInquiry } from "./inquiry-loader";
import { startNetwork } from "./network";
import { wireReveal } from "./reveal";
import { loadSignedInHeader } from "./signed-in-header";
import { typeLine } from "./typed-line";

// The React widgets load zod (their api client), which must find its jitless setting before it
// loads, as on the app's pages (lib/zod-jitless.ts). Set here, before any widget can load, so that
// the static HTML needs no inline script for it.
const zodHost = globalThis as { __zod_globalConfig?: object };
zodHost.__zod_globalConfig = Object.assign(zodHost.__zod_globalConfig ?? {}, { jitless: true });

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
each<HTMLVideoElement>("video[data-poster]", loadMediaWhenNear);
wireInPageLinks();
focusArrivalHeading();
each<HTMLElement>("[data-copyright-year]", updateCopyrightYear);
loadSignedInHeader();
// Every control of the page answers from here on (root.tsx set "loading" before the first paint).
(globalThis as { siteIslands?: string }).siteIslands = "ready";
