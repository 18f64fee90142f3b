// Which parts of the code may import which (docs/decisions/023-import-boundaries.md).

const web = "apps/web/app/";
const api = "apps/api/src/";
const modules = `${api}modules/`;

/** The one file of an API module that the rest of the server may import. */
const moduleEntry = "public.ts";

/** The one file of a web feature that another feature may import (decision 066). */
const featureEntry = "public";

/**
 * The API's layers under its modules: HTTP plumbing and platform services (mail, storage, queues,
 * signing) that every module uses. They never import a module, so a module's code reaches them only
 * through app.ts's options (the web app takes the job sanitizer this way).
 */
const lowerLayers = ["http", "platform"];
const testFile = /\.test\.tsx?$/;

/** The composition root: it builds the app and registers every module's routes. */
const compositionRoot = `${api}app.ts`;

/** The folder right under `prefix` that holds `file` ("routes.ts" itself is in no folder). */
const segment = (file: string, prefix: string) => {
  const rest = file.startsWith(prefix) ? file.slice(prefix.length) : "";
  return rest.includes("/") ? rest.split("/")[0] : undefined;
};

/**
 * Why `from` may not import `to` (both repository paths, `to` without its extension or with it),
 * or undefined when it may.
 */
export function boundaryViolation(from: string, to: string): string | undefined {
  if (from.startsWith(web)) {
    const area = (file: string) => segment(file, web);
    const feature = (file: string) =>
      area(file) === "features" ? segment(file, `${web}features/`) : undefined;
    const fromFeature = feature(from);
    const toFeature = feature(to);
    const toEntry = toFeature && to.slice(`${web}features/${toFeature}/`.length).replace(/\.ts$/, "");
    if (fromFeature && toFeature && fromFeature !== toFeature && toEntry !== featureEntry)
      return `feature "${fromFeature}" imports feature "${toFeature}"; share through lib/ or components/`;
    const fromArea = area(from);
    const toArea = area(to);
    if (
      (fromArea === "lib" || fromArea === "components") &&
      (toArea === "features" || toArea === "routes" || toArea === "layouts")
    )
      return `${fromArea}/ imports ${toArea}/; shared code must not depend on a feature or a route`;
    return undefined;
  }
  const toModule = segment(to, modules);
  if (!toModule || !from.startsWith(api) || from === compositionRoot) return undefined;
  const fromLayer = segment(from, api);
  if (lowerLayers.includes(fromLayer ?? "") && !testFile.test(from))
    return `${fromLayer}/ imports modules/${toModule}; a layer under the modules gets what it needs from app.ts`;
  if (segment(from, modules) === toModule) return undefined;
  const inside = to.slice(`${modules}${toModule}/`.length);
  if (inside === moduleEntry || inside === moduleEntry.replace(/\.ts$/, "")) return undefined;
  return `imports modules/${toModule}/${inside} instead of modules/${toModule}/${moduleEntry}`;
}

/** The web feature (apps/web/app/features/<name>/) that holds `file`, or undefined. */
export function featureOf(file: string): string | undefined {
  return segment(file, `${web}features/`);
}

/**
 * A circle of features importing each other ("a → b → a"), or undefined when there is none.
 * `edges` are [from, to] repository paths of imports.
 */
export function featureCycle(edges: [string, string][]): string | undefined {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const a = featureOf(from);
    const b = featureOf(to);
    if (!a || !b || a === b) continue;
    next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const done = new Set<string>();
  const visit = (feature: string, path: string[]): string | undefined => {
    if (path.includes(feature)) return [...path.slice(path.indexOf(feature)), feature].join(" → ");
    if (done.has(feature)) return undefined;
    for (const to of next.get(feature) ?? []) {
      const cycle = visit(to, [...path, feature]);
      if (cycle) return cycle;
    }
    done.add(feature);
    return undefined;
  };
  for (const feature of [...next.keys()].sort()) {
    const cycle = visit(feature, []);
    if (cycle) return cycle;
  }
  return undefined;
}
