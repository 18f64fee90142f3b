// No loop between API modules (docs/decisions/065-one-name-per-domain.md): module A imports module B
// only if B never imports A, directly or through other modules. A loop hides behind two public.ts
// files (each import allowed by import-boundaries.ts) and makes the two modules one in all but name.

const modules = "apps/api/src/modules/";

/** The API module a repository path belongs to ("apps/api/src/modules/jobs/x.ts" → "jobs"). */
export function moduleOf(file: string): string | undefined {
  if (!file.startsWith(modules)) return undefined;
  const rest = file.slice(modules.length);
  return rest.includes("/") ? rest.split("/")[0] : undefined;
}

/** A test file, which may put several modules together, as app.ts does: left out of the graph. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Module → the other modules its files import, from (importing file, imported path) pairs. Tests
 * are left out: a module's test may take a fixture from another (a job post to apply to) without
 * the module itself depending on it.
 */
export function moduleGraph(
  imports: Iterable<readonly [from: string, to: string]>,
): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of imports) {
    if (isTest(from)) continue;
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (!a || !b || a === b) continue;
    const targets = graph.get(a) ?? new Set<string>();
    targets.add(b);
    graph.set(a, targets);
  }
  return graph;
}

/**
 * Every loop of the graph, each once, as the path that closes it ("jobs → hiring → jobs"),
 * starting from its alphabetically first module: a depth-first search from each module that only
 * steps to modules after it, so each loop is found once, from its first module.
 */
export function moduleCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of [...(graph.get(at) ?? [])].sort()) {
      if (next === start) found.add([...path, start].join(" → "));
      else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return [...found].sort();
}
