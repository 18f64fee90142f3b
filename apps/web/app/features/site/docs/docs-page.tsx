import { type RenderedDocSection, resolveDocSection } from "@site/content/site/docs";
import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { ContentsBar } from "./contents-bar";
import { DocArticle } from "./doc-article";
import type { DocsRoute } from "./doc-routes";
import { type FocusAnchorState, isFocusAnchorState } from "./focus-anchor";
import { OnThisPage } from "./on-this-page";

interface DocsPageProps {
  route: DocsRoute;
  /** The set's sections, rendered at build time (generated/*.gen.ts). */
  content: Readonly<Record<string, RenderedDocSection>>;
  /** The :section route parameter; unknown or missing shows the introduction. */
  sectionParam: string | undefined;
}

export function DocsPage({ route, content, sectionParam }: DocsPageProps) {
  const section = resolveDocSection(route.set, sectionParam);
  const rendered = content[section.id];
  if (!rendered) throw new Error(`The section ${route.set.id}/${section.id} was not rendered`);

  const navigate = useNavigate();
  const location = useLocation();

  const goToAnchor = useCallback(
    (id: string) => navigate({ hash: `#${id}` }, { state: { focusAnchor: id } satisfies FocusAnchorState }),
    [navigate],
  );

  // After an in-app jump to a heading (contents, search), keyboard focus follows the reader.
  useEffect(() => {
    if (!isFocusAnchorState(location.state)) return;
    const target = document.getElementById(location.state.focusAnchor);
    // A rendered heading's own link is what takes focus; Tab then continues from there.
    const focusable = target?.querySelector<HTMLElement>("a") ?? target;
    focusable?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "start" });
  }, [location]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 nav:grid nav:grid-cols-[14rem_minmax(0,1fr)] nav:gap-10 nav:py-10 xl:grid-cols-[14rem_minmax(0,1fr)_13rem]">
      <ContentsBar route={route} currentSectionId={section.id} />
      <DocArticle route={route} section={section} rendered={rendered} onAnchor={goToAnchor} />
      <div className="hidden xl:block">
        <div className="sticky top-6 max-h-[calc(100vh-3rem)] overflow-y-auto">
          <OnThisPage toc={rendered.toc} onNavigate={goToAnchor} />
        </div>
      </div>
    </div>
  );
}
