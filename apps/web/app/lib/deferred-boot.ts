/**
 * The portal shells (/search-jobs, /job/{id}) start the app after their first paint
 * (docs/decisions/049-search-page-speed.md). React Router writes some 45 module preloads above
 * the stylesheets and a module script that imports the app; on a slow phone the ~200 KB of
 * JavaScript they fetch competes with the stylesheet and the font that the first paint waits for.
 * The build rewrites each shell: no module preloads, the boot module inert (its type changed),
 * and a small script that runs it, unchanged, once the page has painted — or, on a job page the
 * server completed and a visitor without a session, at the first use of the page
 * (lib/app-on-use.ts, docs/decisions/104-job-page-starts-the-app-on-use.md).
 */

import { appOnUseScript } from "./app-on-use";

/** The type of the inert boot module in a shell. */
export const deferredModuleType = "text/x-deferred-module";

/**
 * An inline script that runs `body` once the page has painted its first content: when the
 * browser reports the first contentful paint, one more frame and a task later (where the browser
 * does not report paints: after the first frame). A page that draws nothing (a background tab)
 * runs it after 3 s. `body` runs once.
 */
function afterFirstPaint(body: string): string {
  return `(function(){var done=false;function go(){if(done)return;done=true;
${body}}
function next(){requestAnimationFrame(function(){setTimeout(go,0)})}
var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,observer){
if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();next()}}).observe({type:"paint",buffered:true})}
else next();
setTimeout(go,3000)})()`;
}

/**
 * Copies the inert module into a live one after the first paint (or at the page's first use:
 * lib/app-on-use.ts). Its text stays what the build wrote, so the pages' policy allows the copy by
 * the same hash (both are inline scripts of the built HTML).
 */
export const deferredBootScript = appOnUseScript(
  `var s=document.querySelector('script[type="${deferredModuleType}"]');if(!s)return;
var n=document.createElement("script");n.type="module";n.textContent=s.textContent;document.body.appendChild(n)`,
  afterFirstPaint,
);

/**
 * Loads the module script at `src` after the first paint: the public pages' islands
 * (docs/decisions/050-public-pages-without-the-app.md). Lighthouse's simulated first and largest
 * paint count every request that ended before the page painted in the real run; a module script
 * requested before it (and its imports) cost 0.15–0.4 s of simulated slow 4G, although a module
 * script never holds the paint back.
 */
export function moduleAfterFirstPaintScript(src: string): string {
  return afterFirstPaint(
    `var n=document.createElement("script");n.type="module";n.fetchPriority="low";n.src=${JSON.stringify(src)};document.head.appendChild(n)`,
  );
}

const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;
const bootModule = /<script type="module" async="">(?=[^<]*window\.__reactRouterRouteModules)/;

/** A prerendered shell's HTML with its app started after the first paint. */
export function deferAppBoot(html: string): string {
  if (!bootModule.test(html)) throw new Error("The shell has no React Router boot module to defer");
  return html
    .replace(modulePreload, "")
    .replace(bootModule, `<script>${deferredBootScript}</script><script type="${deferredModuleType}">`);
}
