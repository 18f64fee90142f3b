// Which parts of the code may import which (docs/decisions/023-import-boundaries.md).

const web = "apps/web/app/";
const api = "apps/api/src/";
const modules = `${api}modules/`;

/** The one file of an API module that the rest of the server may import. */
export const moduleEntry = "public.ts";

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
    if (fromFeature && toFeature && fromFeature !== toFeature)
      return `feature "${fromFeature}" imports feature "${toFeature}"; share through lib/ or components/`;
    const fromArea = area(from);
    const toArea = area(to);
    if ((fromArea === "lib" || fromArea === "components") && (toArea === "features" || toArea === "routes"))
      return `${fromArea}/ imports ${toArea}/; shared code must not depend on a feature or a route`;
    return undefined;
  }
  const toModule = segment(to, modules);
  if (!toModule || !from.startsWith(api) || from === compositionRoot) return undefined;
  if (segment(from, modules) === toModule) return undefined;
  const inside = to.slice(`${modules}${toModule}/`.length);
  if (inside === moduleEntry || inside === moduleEntry.replace(/\.ts$/, "")) return undefined;
  return `imports modules/${toModule}/${inside} instead of modules/${toModule}/${moduleEntry}`;
}
