/**
 * The header's menus at first paint (issue 32, docs/decisions/072-portal-pages-light.md): the
 * mobile menu button and the dropdowns (Products, Documentation) open and close on the first tap
 * although neither the app nor the public pages' islands have loaded yet. An inline script of the
 * document head (root.tsx; constant, so the server's script hash covers it) listens for clicks on
 * the document in the capture phase and toggles the same attributes and classes the header
 * renders (and, from the keyboard, Escape closes what is open and the arrows, Home and End move
 * through a dropdown's items, as components/layout/nav-dropdown.tsx does; a press outside the
 * header closes everything, one inside it outside the open dropdown closes that dropdown, and the
 * focus leaving a dropdown closes it, as components/layout/header.tsx does), until whoever wires
 * the header for real (islands/header-menus.ts, or the React header once hydrated) sets
 * `window.siteHeaderWired`. From then on it does nothing; the new owner reads
 * what is open from the page (components/layout/header.tsx), so nothing closes or flashes.
 */

/** The global the header's real owner sets once it handles the header's clicks. */
export const HEADER_WIRED_GLOBAL = "siteHeaderWired";

/** Says that the header's clicks are handled from now on (the boot script then steps aside). */
export function markHeaderWired(): void {
  (globalThis as Record<string, unknown>)[HEADER_WIRED_GLOBAL] = true;
}

export const headerBootScript = `(function(){var d=document,H="[data-site-header] ";
function icon(b,name,show){var i=b.querySelector('[data-icon="'+name+'"]');if(i)i.classList.toggle("hidden",!show)}
function drop(b,open){var p=d.getElementById(b.getAttribute("aria-controls")||"");if(!p)return;
b.setAttribute("aria-expanded",String(open));p.hidden=!open;var s=b.querySelector("svg");if(s)s.classList.toggle("rotate-180",open)}
function site(b,open){var n=d.getElementById("site-menu");if(!n)return;
b.setAttribute("aria-expanded",String(open));n.classList.toggle("hidden",!open);n.classList.toggle("block",open);
icon(b,"closed",!open);icon(b,"open",open)}
function opened(){return d.querySelector(H+'[data-menu]>button[aria-expanded="true"]')}
d.addEventListener("click",function(e){if(window.${HEADER_WIRED_GLOBAL})return;var t=e.target;
var b=t&&t.closest&&t.closest(H+'button[aria-controls="site-menu"],'+H+"[data-menu]>button");
if(!b)return;e.stopImmediatePropagation();var open=b.getAttribute("aria-expanded")!=="true";
var all=d.querySelectorAll(H+"[data-menu]>button");
for(var k=0;k<all.length;k++)if(all[k]!==b)drop(all[k],false);
if(b.getAttribute("aria-controls")==="site-menu")site(b,open);else drop(b,open)},true);
d.addEventListener("pointerdown",function(e){if(window.${HEADER_WIRED_GLOBAL})return;var t=e.target,h=d.querySelector("[data-site-header]"),o=opened();if(!h||!(t instanceof Node))return;
if(!h.contains(t)){if(o)drop(o,false);var m=d.querySelector(H+'button[aria-controls="site-menu"][aria-expanded="true"]');if(m)site(m,false);return}
if(o&&!o.parentNode.contains(t))drop(o,false)},true);
d.addEventListener("focusout",function(e){if(window.${HEADER_WIRED_GLOBAL})return;var t=e.target,to=e.relatedTarget,c=t&&t.closest&&t.closest(H+"[data-menu]"),o=opened();
if(c&&o&&o.parentNode===c&&to instanceof Node&&!c.contains(to))drop(o,false)},true);
d.addEventListener("keydown",function(e){if(window.${HEADER_WIRED_GLOBAL})return;var k=e.key,t=e.target;
if(k==="Escape"){var o=opened(),m=d.querySelector(H+'button[aria-controls="site-menu"][aria-expanded="true"]');
if(o){drop(o,false);o.focus()}else if(m){m.click();m.focus()}return}
var c=t&&t.closest&&t.closest(H+"[data-menu]");if(!c)return;var b=c.querySelector(":scope>button"),p=d.getElementById(b.getAttribute("aria-controls")||"");if(!p)return;
var l=p.querySelectorAll("a,button"),n=l.length,i=Array.prototype.indexOf.call(l,t),to=null;
if(t===b){if(k!=="ArrowDown")return;var all=d.querySelectorAll(H+"[data-menu]>button");for(var j=0;j<all.length;j++)drop(all[j],all[j]===b);to=l[0]}
else if(i>=0)to=k==="ArrowDown"?l[(i+1)%n]:k==="ArrowUp"?l[(i+n-1)%n]:k==="Home"?l[0]:k==="End"?l[n-1]:null;
if(to){e.preventDefault();to.focus()}},true)})()`;
