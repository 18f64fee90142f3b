/**
 * The portal shells (/search-jobs, /job/{id}) start the app after their first paint
 * (docs/decisions/049-search-page-speed.md). React Router writes some 45 module preloads above
 * the stylesheets and a module script that imports the app; on a slow phone the ~200 KB of
 * JavaScript they fetch competes with the stylesheet and the font that the first paint waits for.
 * The build rewrites each shell: no module preloads, the boot module inert (its type changed),
 * and a small script that runs it, unchanged, once the page has painted.
 */

/** The type of the inert boot module in a shell. */
export const deferredModuleType = "text/x-deferred-module";

/**
 * Copies the inert module into a live one after the first frame has been drawn (a frame callback,
 * then a task). Its text stays what the build wrote, so the pages' policy allows the copy by the
 * same hash (both are inline scripts of the built HTML). A fallback timer covers a page that
 * draws no frame (a background tab).
 */
export const deferredBootScript = `(function(){var done=false;function go(){if(done)return;done=true;
var s=document.querySelector('script[type="${deferredModuleType}"]');if(!s)return;
var n=document.createElement("script");n.type="module";n.textContent=s.textContent;document.body.appendChild(n)}
requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)})()`;

const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;
const bootModule = /<script type="module" async="">(?=[^<]*window\.__reactRouterRouteModules)/;

/** A prerendered shell's HTML with its app started after the first paint. */
export function deferAppBoot(html: string): string {
  if (!bootModule.test(html)) throw new Error("The shell has no React Router boot module to defer");
  return html
    .replace(modulePreload, "")
    .replace(bootModule, `<script>${deferredBootScript}</script><script type="${deferredModuleType}">`);
}
