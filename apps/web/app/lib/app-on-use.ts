/**
 * The job page starts the app on its first use, not after its first paint (issue 32,
 * docs/decisions/104-job-page-starts-the-app-on-use.md). When the server wrote the whole page a
 * visitor sees (the post and the ways to apply, `data-app-on-use` on the post), a visitor without
 * a session token gets no script file before they act: the header's menus work by the head's boot
 * script (lib/header-boot.ts), links are plain `<a href>`, and this script, inline in the shell,
 * starts the app at the first press, focus or change of a control of the page (links aside).
 *
 * Nothing the visitor did before the app took the page over is lost: the press of a button is held
 * (its default prevented) and pressed again on the app's own button; what was typed, chosen or
 * ticked in a form field is copied into the app's field (with the input and change events the
 * app's forms listen to), and the focus moves to the app's field or button. The app's controls are
 * matched to the first HTML's by their tag, type, name and text (or link address) and their rank
 * among the controls alike, since the app renders the same components (the ids of React's useId
 * differ between the two renders, so a name made by useId, as a radio group's, is left out).
 *
 * The shell was built at one job's address: the header's "Log in" and "Sign up" come back to this
 * one (their `returnTo`), as the app would write them.
 *
 * A visitor holding a token (their page depends on their session: saved, applied, apply with the
 * profile) whose page the server did not write for that session, a visit whose AI Agent panel was left open on the page before (the panel comes with the
 * app: decision 124), or a page the server did not complete, starts the app after the first paint
 * as before (`afterPaint`). *
 * The log-in and sign-up pages start the same way (docs/decisions/128-way-in-pages-start-the-app-on-use.md):
 * their forms are the same for everyone, built once with the page and hydrated by the app, which
 * keeps the elements and drops the mark; what was typed is then given to the app's form again (the
 * value set anew, so React hears a change), a press held as above. The starter focuses their first
 * field (`data-autofocus`), carries the page's `returnTo` on to their ways in, and starts the app
 * after the first paint for a URL that needs it at once (`data-app-at-once`: a verification link).
 * On every page it starts, it shows what the app and the islands would before the app: the
 * footer's current year (the HTML has the build's) and the theme chosen in the header's select,
 * whose change it applies at once, as lib/theme.ts does (no longer a use that starts the app).
 *
 * A visitor's /search-jobs starts the same way (docs/decisions/124-search-starts-the-app-on-use.md):
 * the server renders the URL's search (the box, the filters, the sort, the first page of results
 * and the pager) marked `data-app-on-use`. The app has taken the page over once no element the
 * server marked is left (the job page's post, the search's screen), which it replaces with its own.
 *
 * A file chosen in a field the app has meanwhile replaced (its dialog was open as the app took the
 * page over: a candidate's own pages, docs/decisions/136) is given to the app's field too.
 *
 * A signed-in candidate's job page, search or own page written by the server for their session
 * (docs/decisions/133, 134, 136)
 * names it by a digest (`SESSION_DIGEST_META`): the starter waits for the first use only if the
 * stored token gives the same digest; otherwise (no stored token, another one, no `crypto.subtle`
 * outside a secure context) it removes the person's embedded answers (`data-person`) and starts the
 * app after the first paint, as for any token holder, so that no other session's app takes them.
 */

import { SESSION_DIGEST_META, SESSION_DIGEST_PREFIX } from "@site/contract/early-answer";
import { CHAT_OPEN_KEY } from "./chat-open-key";
import { SIDE_BY_SIDE_QUERY } from "./side-by-side";
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from "./theme";

/** The attribute the server's render of the post carries when the page is complete without the app. */
export const APP_ON_USE_ATTRIBUTE = "data-app-on-use";

/**
 * On the element marked `data-app-on-use`: the URL's parameters (space-separated) with which the
 * page needs the app at once, after its first paint as before (an e-mailed verification link's
 * `verify`, whose dialog comes with the app: decision 128).
 */
export const APP_AT_ONCE_ATTRIBUTE = "data-app-at-once";

/**
 * A field of a page marked `data-app-on-use` that the starter focuses as the page loads, as
 * `autofocus` would (React writes no autofocus into HTML), without starting the app (decision 128).
 */
export const AUTOFOCUS_ATTRIBUTE = "data-autofocus";

/**
 * The way-in pages (decision 128): their links to log in and sign up carry the page's own
 * `returnTo` on, as the app writes them, when it is a safe path (lib/return-to.ts's rule).
 */
const WAY_IN_PAGE = "^/(login|request-registration)/?$";
const WAY_IN_LINKS =
  'main a[href="/login"],main a[href="/request-registration"],[data-signed-out-only] a[href="/login"],[data-signed-out-only] a[href="/request-registration"]';

/**
 * A search result's link (decision 124): on a wide window the app opens the job beside the list
 * (docs/decisions/109-list-plus-detail.md), so a plain click on it before the app is held and made
 * again on the app's link, as a button's press; on a phone, or with a modifier (a new tab), it is
 * left to the browser, as every other link.
 */
const HELD_LINKS = "main a[data-job-id]";

/**
 * The account menu the server wrote into a person's page (docs/decisions/135): kept, with its
 * mark removed and the signed-out links gone, when the stored token matches the page's session;
 * removed otherwise. Its links are plain links; a button of a header menu's list (Log Out) is a
 * use that starts the app, its press held and made again on the app's button.
 */
const PERSON_MENU = "[data-site-header] [data-menu][data-person]";
const MENU_BUTTONS = "[data-site-header] [data-menu]>ul button";
// Written into the script's text as it is (it holds no quote): the text is built by no call, so
// the browser's bundle, where the starter is unused, drops it (Rollup keeps a call it cannot prove
// pure, such as JSON.stringify, and with it the whole starter: 1.4 KB on every page).

/** The global the starter sets: "waiting" until the first use, "starting", then "ready". */
export const APP_STATE_GLOBAL = "siteApp";

/**
 * The inline script: `boot` is the statement that starts the app (the shell's inert module made
 * live), `afterPaint(body)` wraps a statement to run after the first paint.
 */
export function appOnUseScript(boot: string, afterPaint: (body: string) => string): string {
  return `(function(){var d=document,w=window,token=null;
try{token=localStorage.getItem("accessToken")}catch(e){}
var chat=false;try{chat=sessionStorage.getItem("${CHAT_OPEN_KEY}")==="true"}catch(e){}
function boot(){w.__appStartedAt=performance.now();${boot}}
var back=d.querySelectorAll('[data-signed-out-only] a[href*="returnTo="]');
for(var b=0;b<back.length;b++){var u=new URL(back[b].href);u.searchParams.set("returnTo",location.pathname+location.search);back[b].setAttribute("href",u.pathname+u.search)}
var q=new URLSearchParams(location.search),rt=q.get("returnTo");
if(new RegExp("${WAY_IN_PAGE}","i").test(location.pathname)&&rt&&rt.length<=2048&&/^\\/(?!\\/)[^\\\\\\u0000-\\u001f\\u007f-\\u009f]*$/.test(rt)){
var ways=d.querySelectorAll('${WAY_IN_LINKS}');for(var a=0;a<ways.length;a++)ways[a].setAttribute("href",ways[a].getAttribute("href")+"?"+new URLSearchParams({returnTo:rt}))}
var on=d.querySelector("[${APP_ON_USE_ATTRIBUTE}]"),now=false,ps=on?(on.getAttribute("${APP_AT_ONCE_ATTRIBUTE}")||"").split(" "):[];
for(var p=0;p<ps.length;p++)if(ps[p]&&q.has(ps[p]))now=true;
var cy=d.querySelector("[data-copyright-year]"),by=cy&&cy.getAttribute("data-copyright-year"),yr=""+new Date().getFullYear();
if(by&&by!==yr)cy.textContent=(cy.textContent||"").replace(by,yr);
var ts=d.querySelectorAll("select[data-theme-select]");function shown(v){for(var t=0;t<ts.length;t++)ts[t].value=v}
try{var th=localStorage.getItem("${THEME_STORAGE_KEY}");if(th==="light"||th==="dark")shown(th)}catch(e){}
d.addEventListener("change",function(e){var v=e.target.value,r=d.documentElement;if(!e.target.matches("select[data-theme-select]"))return;
var pin=v==="light"||v==="dark";try{if(pin)localStorage.setItem("${THEME_STORAGE_KEY}",v);else localStorage.removeItem("${THEME_STORAGE_KEY}")}catch(x){}
if(pin)r.setAttribute("${THEME_ATTRIBUTE}",v);else r.removeAttribute("${THEME_ATTRIBUTE}");shown(v)});
var af=d.querySelector("[${APP_ON_USE_ATTRIBUTE}] [${AUTOFOCUS_ATTRIBUTE}]");if(af&&!d.querySelector(":focus"))af.focus();
var dm=d.querySelector('meta[name="${SESSION_DIGEST_META}"]'),dv=dm&&dm.getAttribute("content");
function late(){${afterPaint("boot()")}}
function each(s,f){var l=d.querySelectorAll(s);for(var i=0;i<l.length;i++)f(l[i])}
function drop(){each("script[data-person],${PERSON_MENU}",function(e){e.remove()})}
function mine(){if(d.querySelector("${PERSON_MENU}"))each("[data-site-header] [data-signed-out-only]",function(e){e.remove()});
each("${PERSON_MENU}",function(e){e.removeAttribute("data-person")})}
if(chat||now||!on||(token&&!dv)){if(dv)drop();late();return}
if(dv){var sub=w.crypto&&w.crypto.subtle;if(!token||!sub){drop();late();return}
sub.digest("SHA-256",new TextEncoder().encode("${SESSION_DIGEST_PREFIX}"+token)).then(function(h){var x="",a=new Uint8Array(h);
for(var i=0;i<a.length;i++)x+=(a[i]+256).toString(16).slice(1);if(x===dv){mine();wait()}else{drop();late()}},function(){drop();late()});return}
wait();
function wait(){w.${APP_STATE_GLOBAL}="waiting";
var CONTROLS="main a[href],main button,main input,main select,main textarea,[data-island=chat] button,${MENU_BUTTONS}";
var started=false,pending=null,focused=null,before=null,observer=null,changes={};
function key(el){var tag=el.tagName,name=el.getAttribute("name")||"";if(/^(_[rR]_|:[rR]|\u00ab[rR])/.test(name))name="";
return tag+"|"+(el.type||"")+"|"+name+"|"+
(tag==="A"?el.getAttribute("href"):tag==="BUTTON"?(el.textContent||"").trim():"")}
function controls(){var out=[],seen={},all=d.querySelectorAll(CONTROLS);
for(var i=0;i<all.length;i++){var k=key(all[i]);seen[k]=(seen[k]||0)+1;out.push({el:all[i],id:k+"#"+seen[k]})}return out}
function idOf(el){for(var i=0;i<before.length;i++)if(before[i].el===el)return before[i].id;return null}
function control(t){return t&&t.closest?t.closest(CONTROLS):null}
function fire(el,type){el.dispatchEvent(new Event(type,{bubbles:true}))}
function setValue(el,value){var p=Object.getPrototypeOf(el),s=Object.getOwnPropertyDescriptor(p,"value");
if(s&&s.set)s.set.call(el,value);else el.value=value;fire(el,"input");fire(el,"change")}
function put(to,was){var type=to.type;
if(type==="file"){if(was.files&&was.files.length&&to!==was.el){to.files=was.files;fire(to,"input");fire(to,"change")}}
else if(type==="checkbox"||type==="radio"){if(to===was.el){if(was.checked||type==="checkbox"){to.checked=!was.checked;to.click()}}else if(to.checked!==was.checked)to.click()}
else if(to===was.el){to.value="";setValue(to,was.value)}else if(to.value!==was.value)setValue(to,was.value)}
function takeOver(){if(d.querySelector("[${APP_ON_USE_ATTRIBUTE}]"))return;
var now=controls(),byId={},id;for(var i=0;i<now.length;i++)byId[now[i].id]=now[i].el;
if(pending&&!byId[pending])return;for(id in changes)if(!byId[id])return;
done();for(id in changes)put(byId[id],changes[id]);
for(i=0;i<before.length;i++)if(before[i].el.type==="file"&&!before[i].el.isConnected&&byId[before[i].id])follow(before[i].el,byId[before[i].id]);
if(focused&&byId[focused]&&d.activeElement!==byId[focused])byId[focused].focus();
if(pending)byId[pending].click()}
function follow(from,to){from.addEventListener("change",function(){put(to,{el:from,files:from.files})})}
function done(){observer.disconnect();d.removeEventListener("click",onClick,true);d.removeEventListener("submit",onSubmit,true);
d.removeEventListener("focusin",onUse,true);d.removeEventListener("input",onUse,true);d.removeEventListener("change",onUse,true);
w.${APP_STATE_GLOBAL}="ready"}
function start(){if(started)return;started=true;w.${APP_STATE_GLOBAL}="starting";before=controls();
var at=control(d.activeElement);if(at)focused=idOf(at);
observer=new MutationObserver(takeOver);observer.observe(d.body,{childList:true,subtree:true,attributes:true,attributeFilter:["${APP_ON_USE_ATTRIBUTE}"]});
setTimeout(function(){if(w.${APP_STATE_GLOBAL}!=="ready")done()},20000);boot()}
function onUse(e){var c=control(e.target);if(!c||c.tagName==="A")return;start();var id=idOf(c);
if(e.type==="focusin")focused=id;else if(id)changes[id]={el:c,value:c.value,checked:c.checked,files:c.files}}
function held(c,e){return c.matches("${HELD_LINKS}")&&e.button===0&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&
!!w.matchMedia&&w.matchMedia("${SIDE_BY_SIDE_QUERY}").matches}
function onClick(e){var c=control(e.target);if(!c)return;
if(c.tagName==="A"){if(!held(c,e))return;start();e.preventDefault();e.stopImmediatePropagation();pending=idOf(c);return}start();
if(c.tagName==="BUTTON"||c.type==="submit"||c.type==="button"){e.preventDefault();e.stopImmediatePropagation();pending=idOf(c)}}
function onSubmit(e){e.preventDefault();e.stopImmediatePropagation();start();if(!pending&&e.submitter)pending=idOf(e.submitter)}
d.addEventListener("click",onClick,true);d.addEventListener("submit",onSubmit,true);
d.addEventListener("focusin",onUse,true);d.addEventListener("input",onUse,true);d.addEventListener("change",onUse,true)}})()`;
}
