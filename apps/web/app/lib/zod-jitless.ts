/**
 * zod compiles object schemas with `new Function` unless told not to, and probes for it as each
 * object schema is built, while the modules load. The pages' policy forbids eval (no
 * 'unsafe-eval'), so the probe alone is a CSP violation that the browser reports (Lighthouse best
 * practices, docs/decisions/049-search-page-speed.md). zod reads its settings from this global
 * when it loads, so an inline script in the document head sets it before any module runs; an
 * import cannot, as the bundler may run it after the chunks it imports. Only the pages that run
 * the React app carry the script (root.tsx): the static public pages load zod only with a React
 * island, and their script (islands/main.ts) sets the same before it loads one.
 */
export const zodJitlessScript =
  "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})";
