import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../routes";
import { paths, prerenderedPaths } from "./paths";

type RouteEntry = (typeof routeConfig)[number];

// The route table as React Router matches it, without the route modules.
function toRouteObject(entry: RouteEntry): RouteObject {
  const id = entry.id ?? entry.file;
  if (entry.index) return { id, index: true };
  return { id, path: entry.path, children: entry.children?.map(toRouteObject) };
}
const routes: RouteObject[] = [{ id: "root", path: "/", children: routeConfig.map(toRouteObject) }];

const allEntries = (entries: readonly RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])]);

function leafRouteId(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

function routeFileFor(pathname: string): string | undefined {
  const leaf = leafRouteId(pathname);
  return allEntries(routeConfig).find((entry) => (entry.id ?? entry.file) === leaf)?.file;
}

const staticPaths: [string, string][] = Object.entries(paths).flatMap(([name, value]) =>
  typeof value === "string" ? [[name, value] as [string, string]] : [],
);

describe("paths", () => {
  it.each(staticPaths)("%s (%s) has its own route, not the catch-all", (_name, path) => {
    expect(leafRouteId(path)).toBeDefined();
    expect(leafRouteId(path)).not.toBe("catch-all");
  });

  it("builds parameterised paths that reach their pages", () => {
    expect(routeFileFor(paths.job("42"))).toBe("routes/job.tsx");
    expect(routeFileFor(paths.universalShellSection("setup"))).toBe("routes/universal-shell.tsx");
    expect(routeFileFor(paths.automationControllerSection("examples"))).toBe(
      "routes/automation-controller.tsx",
    );
    expect(routeFileFor(paths.universalShellAwsSection("examples"))).toBe("routes/universal-shell-aws.tsx");
    expect(routeFileFor(paths.awsInfraBuilderSection("introduction"))).toBe("routes/aws-infra-builder.tsx");
    expect(routeFileFor("/Purchase/pro")).toBe("routes/purchase.tsx");
    expect(routeFileFor(paths.consoleEditJob("7"))).toBe("routes/console-job-edit.tsx");
    expect(routeFileFor(paths.consoleApplicants("7"))).toBe("routes/console-job-applicants.tsx");
  });

  it("gives every console screen its own route inside the console layout", () => {
    expect(routeFileFor(paths.console)).toBe("routes/console-home.tsx");
    expect(routeFileFor(paths.consoleUsers)).toBe("routes/console-users.tsx");
    expect(routeFileFor(paths.consoleJobs)).toBe("routes/console-jobs.tsx");
    expect(routeFileFor(paths.consoleNewJob)).toBe("routes/console-job-new.tsx");
    expect(routeFileFor(paths.consoleInquiries)).toBe("routes/console-inquiries.tsx");
    const matched = matchRoutes(routes, paths.consoleUsers)?.map((match) => match.route.id);
    expect(matched).toContain("routes/console.tsx");
  });

  it("shows the home page for the root, /home and any unknown path", () => {
    expect(routeFileFor(paths.root)).toBe("routes/home.tsx");
    expect(routeFileFor(paths.home)).toBe("routes/home.tsx");
    expect(leafRouteId("/no/such/page")).toBe("catch-all");
    // The home page under a "Page not found" notice (docs/decisions/039-real-404.md).
    expect(routeFileFor("/no/such/page")).toBe("routes/not-found.tsx");
  });

  it("prerenders only pages that have their own route", () => {
    for (const path of prerenderedPaths) expect(leafRouteId(path)).not.toBe("catch-all");
  });
});
