import { describe, expect, it } from "vitest";
import { boundaryViolation, featureCycle } from "./import-boundaries.ts";
import { moduleCycles, moduleGraph } from "./module-cycles.ts";
import { importsOf, packageOf, resolveRelative, trackedSources } from "./source-imports.ts";

describe("import boundaries", () => {
  it("are kept by every tracked source file", () => {
    const offenders = trackedSources().flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const target = resolveRelative(file, specifier);
        const reason = target && boundaryViolation(file, target);
        return reason ? [`${file}: "${specifier}" — ${reason}`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });

  it("have no circle of web features importing each other", () => {
    const edges = trackedSources().flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const target = resolveRelative(file, specifier);
        return target ? [[file, target] as [string, string]] : [];
      }),
    );
    expect(featureCycle(edges)).toBeUndefined();
  });

  it("let a feature reach another only through its public.ts, and find a circle of features", () => {
    const search = "apps/web/app/features/job-posts/components/job-search-screen.tsx";
    expect(boundaryViolation(search, "apps/web/app/features/applications/public")).toBeUndefined();
    expect(boundaryViolation(search, "apps/web/app/features/applications/public.ts")).toBeUndefined();
    expect(boundaryViolation(search, "apps/web/app/features/applications/components/apply-options")).toBe(
      'feature "job-posts" imports feature "applications"; share through lib/ or components/',
    );
    expect(
      boundaryViolation("apps/web/app/components/pager.tsx", "apps/web/app/layouts/console/console-layout"),
    ).toBe("components/ imports layouts/; shared code must not depend on a feature or a route");
    const aliased = resolveRelative(search, "#web/features/applications/components/apply-options");
    expect(aliased).toBe("apps/web/app/features/applications/components/apply-options");
    expect(aliased && boundaryViolation(search, aliased)).toBe(
      'feature "job-posts" imports feature "applications"; share through lib/ or components/',
    );
    const apply = "apps/web/app/features/applications/components/apply-options.tsx";
    expect(featureCycle([[search, "apps/web/app/features/applications/public"]])).toBeUndefined();
    expect(
      featureCycle([
        [search, "apps/web/app/features/applications/public"],
        [apply, "apps/web/app/features/job-posts/public"],
      ]),
    ).toBe("applications → job-posts → applications");
  });

  it("refuse a feature importing another feature, and lib/ or components/ importing a feature", () => {
    const jobs = "apps/web/app/features/jobs/components/job-row.tsx";
    expect(boundaryViolation(jobs, "apps/web/app/features/auth/notify")).toBe(
      'feature "jobs" imports feature "auth"; share through lib/ or components/',
    );
    expect(boundaryViolation(jobs, "apps/web/app/features/jobs/format")).toBeUndefined();
    expect(boundaryViolation(jobs, "apps/web/app/lib/paths")).toBeUndefined();
    expect(boundaryViolation("apps/web/app/lib/paths.ts", "apps/web/app/features/jobs/format")).toBe(
      "lib/ imports features/; shared code must not depend on a feature or a route",
    );
    expect(boundaryViolation("apps/web/app/components/button.tsx", "apps/web/app/routes/home")).toBe(
      "components/ imports routes/; shared code must not depend on a feature or a route",
    );
    expect(
      boundaryViolation("apps/web/app/routes/job.tsx", "apps/web/app/features/jobs/format"),
    ).toBeUndefined();
  });

  it("let an API module reach another only through its public.ts", () => {
    const admin = "apps/api/src/modules/admin/manage-users.ts";
    expect(boundaryViolation(admin, "apps/api/src/modules/auth/passwords.ts")).toBe(
      "imports modules/auth/passwords.ts instead of modules/auth/public.ts",
    );
    expect(boundaryViolation(admin, "apps/api/src/modules/auth/public.ts")).toBeUndefined();
    expect(boundaryViolation(admin, "apps/api/src/modules/admin/user-details.ts")).toBeUndefined();
    expect(boundaryViolation("apps/api/src/main.ts", "apps/api/src/modules/admin/bootstrap-admin.ts")).toBe(
      "imports modules/admin/bootstrap-admin.ts instead of modules/admin/public.ts",
    );
    expect(boundaryViolation("apps/api/src/app.ts", "apps/api/src/modules/jobs/routes.ts")).toBeUndefined();
  });

  it("refuse http/ and platform/ importing a module, even its public.ts; their tests may", () => {
    expect(
      boundaryViolation("apps/api/src/http/web-app.ts", "apps/api/src/modules/job-posts/public.ts"),
    ).toBe("http/ imports modules/job-posts; a layer under the modules gets what it needs from app.ts");
    expect(
      boundaryViolation("apps/api/src/platform/mail/outbox.ts", "apps/api/src/modules/accounts/public.ts"),
    ).toBe("platform/ imports modules/accounts; a layer under the modules gets what it needs from app.ts");
    expect(
      boundaryViolation(
        "apps/api/src/platform/storage/s3-storage.test.ts",
        "apps/api/src/modules/accounts/public.ts",
      ),
    ).toBeUndefined();
    expect(
      boundaryViolation("apps/api/src/db/seed/seed-demo-data.ts", "apps/api/src/modules/job-posts/public.ts"),
    ).toBeUndefined();
  });

  it("follow the API's #api/ subpath imports as they follow relative ones", () => {
    const from = "apps/api/src/modules/applications/routes.ts";
    expect(resolveRelative(from, "#api/modules/accounts/auth/passwords.ts")).toBe(
      "apps/api/src/modules/accounts/auth/passwords.ts",
    );
    expect(resolveRelative(from, "../files/public.ts")).toBe("apps/api/src/modules/files/public.ts");
    expect(resolveRelative("bench/x.ts", "#api/db/schema.ts")).toBeUndefined();
    expect(resolveRelative(from, "drizzle-orm")).toBeUndefined();
    expect(packageOf("#api/db/schema.ts")).toBeUndefined();
    expect(packageOf("@site/contract/paged")).toBe("@site/contract");
  });
});

describe("module cycles", () => {
  it("no API module imports another that imports it back, directly or through others", () => {
    const imports = trackedSources().flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const target = resolveRelative(file, specifier);
        return target ? [[file, target] as const] : [];
      }),
    );
    expect(moduleCycles(moduleGraph(imports))).toEqual([]);
  });

  it("name each loop once, from its first module, and ignore imports inside a module or from a test", () => {
    const m = (name: string, file = "x.ts") => `apps/api/src/modules/${name}/${file}`;
    const graph = moduleGraph([
      [m("jobs"), m("hiring", "public")],
      [m("hiring"), m("jobs", "public.ts")],
      [m("hiring"), m("auth", "public.ts")],
      [m("b"), m("c")],
      [m("c"), m("d")],
      [m("d"), m("b")],
      [m("auth"), m("auth", "sessions.ts")],
      [m("auth", "x.test.ts"), m("jobs", "public.ts")],
      ["apps/api/src/app.ts", m("jobs", "routes.ts")],
    ]);
    expect(moduleCycles(graph)).toEqual(["b → c → d → b", "hiring → jobs → hiring"]);
    graph.get("d")?.delete("b");
    expect(moduleCycles(graph)).toEqual(["hiring → jobs → hiring"]);
  });
});
