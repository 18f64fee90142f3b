/**
 * The header's menus at first paint (issue 32, docs/decisions/072-portal-pages-light.md): the
 * mobile menu button and the dropdowns (Products, Documentation) open and close on the first tap
 * although neither the app nor the public pages' islands have loaded yet. An inline script of the
 * document head (root.tsx; constant, so the server's script hash covers it) listens for clicks on
 * the document in the capture phase and toggles the same attributes and classes the header
 * renders, until whoever wires the header for real (islands/header-menus.ts, or the React header
 * once hydrated) sets `window.siteHeaderWired`. From then on it does nothing; the new owner reads
 * what is open from the page (components/layout/header.tsx), so nothing closes or flashes.
 */

/** The global the header's real owner sets once it handles the header's clicks. */
export const HEADER_WIRED_GLOBAL = "siteHeaderWired";

/** Says that the header's clicks are handled from now on (the boot script then steps aside). */
export function markHeaderWired(): void {
  (globalThis as Record<string, unknown>)[HEADER_WIRED_GLOBAL] = true;
}

export const headerBootScript = `(function(){var d=document;
function icon(b,name,show){var i=b.querySelector('[data-icon="'+name+'"]');if(i)i.classList.toggle("hidden",!show)}
function drop(b,open){var p=d.getElementById(b.getAttribute("aria-controls")||"");if(!p)return;
b.setAttribute("aria-expanded",String(open));p.hidden=!open;var s=b.querySelector("svg");if(s)s.classList.toggle("rotate-180",open)}
d.addEventListener("click",function(e){if(window.${HEADER_WIRED_GLOBAL})return;var t=e.target;
var b=t&&t.closest&&t.closest('[data-site-header] button[aria-controls="site-menu"],[data-site-header] [data-menu]>button');
if(!b)return;e.stopImmediatePropagation();var open=b.getAttribute("aria-expanded")!=="true";
var all=d.querySelectorAll("[data-site-header] [data-menu]>button");
for(var k=0;k<all.length;k++)if(all[k]!==b)drop(all[k],false);
if(b.getAttribute("aria-controls")==="site-menu"){var n=d.getElementById("site-menu");if(!n)return;
b.setAttribute("aria-expanded",String(open));n.classList.toggle("hidden",!open);n.classList.toggle("block",open);
icon(b,"closed",!open);icon(b,"open",open)}else drop(b,open)},true)})()`;
