import { describe, expect, it } from "vitest";
import { docsMeta, docsRoutes, docsSectionPaths, sectionHref } from "./doc-routes";

function titleOf(meta: ReturnType<typeof docsMeta>): string | undefined {
  for (const entry of meta) if ("title" in entry) return String(entry.title);
  return undefined;
}

describe("documentation routes", () => {
  it("prerender every /{doc}/{section} path", () => {
    expect(docsSectionPaths).toHaveLength(14);
    // /automation-controller has its own set, about the Systems Controller.
    expect(docsRoutes.automationController.set.id).toBe("automation-controller");
    expect(docsRoutes.universalShell.set.id).toBe("universal-shell");
    expect(docsSectionPaths).toEqual(
      expect.arrayContaining([
        "/universal-shell/api-overview",
        "/automation-controller/parallel-processing",
        "/universal-shell-aws/examples",
        "/aws-infra-builder/introduction",
      ]),
    );
  });

  it("give every section its own title and description", () => {
    const titles = Object.values(docsRoutes).flatMap((route) =>
      route.set.sections.map((section) => titleOf(docsMeta(route, section.id))),
    );
    expect(new Set(titles).size).toBe(titles.length);
    expect(titleOf(docsMeta(docsRoutes.universalShell, "setup"))).toBe(
      "Setup – Universal Shell Documentation | Automation Controller Systems",
    );
    expect(titleOf(docsMeta(docsRoutes.universalShell, undefined))).toBe(
      "Universal Shell Documentation | Automation Controller Systems",
    );
    const description = docsMeta(docsRoutes.awsInfraBuilder, "introduction").find((entry) => "name" in entry);
    expect(description).toMatchObject({ name: "description" });
    expect(String((description as { content: string }).content)).toContain("AwsInfraBuilder");
  });

  it("describe an unknown section as the introduction", () => {
    expect(docsMeta(docsRoutes.universalShellAws, "nope")).toEqual(
      docsMeta(docsRoutes.universalShellAws, undefined),
    );
  });

  it("place the introduction at the documentation's own path", () => {
    expect(sectionHref(docsRoutes.automationController, "introduction")).toBe("/automation-controller");
    expect(sectionHref(docsRoutes.automationController, "setup")).toBe("/automation-controller/setup");
  });
});
