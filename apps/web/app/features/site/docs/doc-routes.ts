import { type PageCopy, pages } from "@site/content/site";
import { type DocSet, type DocSetId, docSets, resolveDocSection } from "@site/content/site/docs";
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#web/lib/page-meta";
import { paths } from "#web/lib/paths";

/**
 * The four documentation routes, one per documentation set. Kept free of React and generated
 * content: react-router.config.ts reads the prerender paths from here.
 */
export interface DocsRoute {
  set: DocSet;
  page: PageCopy;
  basePath: string;
  sectionPath: (sectionId: string) => string;
}

export const docsRoutes = {
  universalShell: {
    set: docSets["universal-shell"],
    page: pages.universalShell,
    basePath: paths.universalShell,
    sectionPath: paths.universalShellSection,
  },
  automationController: {
    set: docSets["automation-controller"],
    page: pages.automationController,
    basePath: paths.automationController,
    sectionPath: paths.automationControllerSection,
  },
  universalShellAws: {
    set: docSets["universal-shell-aws"],
    page: pages.universalShellAws,
    basePath: paths.universalShellAws,
    sectionPath: paths.universalShellAwsSection,
  },
  awsInfraBuilder: {
    set: docSets["aws-infra-builder"],
    page: pages.awsInfraBuilder,
    basePath: paths.awsInfraBuilder,
    sectionPath: paths.awsInfraBuilderSection,
  },
} as const satisfies Record<string, DocsRoute>;

/** Where links, search results and the other sets point for each set. */
export const canonicalDocsRoutes: Record<DocSetId, DocsRoute> = {
  "universal-shell": docsRoutes.universalShell,
  "automation-controller": docsRoutes.automationController,
  "universal-shell-aws": docsRoutes.universalShellAws,
  "aws-infra-builder": docsRoutes.awsInfraBuilder,
};

/** The URL of a section; the introduction lives at the documentation's own path. */
export function sectionHref(route: DocsRoute, sectionId: string): string {
  return sectionId === route.set.sections[0].id ? route.basePath : route.sectionPath(sectionId);
}

/** Every /{doc}/{section} page, rendered to HTML at build time (the bare paths are listed in lib/paths). */
export const docsSectionPaths: string[] = Object.values(docsRoutes).flatMap((route) =>
  route.set.sections.map((section) => route.sectionPath(section.id)),
);

/** Each section has its own title and description; an unknown section is the introduction. */
export function docsMeta(route: DocsRoute, sectionParam: string | undefined): MetaDescriptor[] {
  const section = resolveDocSection(route.set, sectionParam);
  const isIntroduction = section.id === route.set.sections[0].id;
  return pageMeta({
    title: isIntroduction ? route.page.title : `${section.title} – ${route.page.title}`,
    heading: route.page.heading,
    description: section.description,
  });
}
