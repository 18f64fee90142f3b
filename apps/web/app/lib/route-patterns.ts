/** A route of the build manifest: its own path segment and its parent. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * The full path pattern of every route ("job/:jobId", "console/jobs/:jobId/applicants", "" for the
 * home page), without the catch-all "*": the server answers 404 for a path none of them matches
 * (apps/api/src/http/page-routes.ts, docs/decisions/039-real-404.md).
 */
export function routePatterns(routes: Record<string, ManifestRoute | undefined>): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const parentPath = parent ? fullPath(parent) : "";
    return [parentPath, route.path ?? ""].filter((part) => part !== "").join("/");
  };
  const patterns = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    const pattern = fullPath(route);
    if (pattern === "*") continue;
    patterns.add(pattern);
  }
  return [...patterns].sort();
}
