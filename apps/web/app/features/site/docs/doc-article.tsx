import { type DocSection, docsCopy, type RenderedDocSection } from "@site/content/site/docs";
import { type MouseEvent, useMemo } from "react";
import { useNavigate } from "react-router";
import { CodeBlock } from "./code-block";
import { canonicalDocsRoutes, type DocsRoute } from "./doc-routes";
import { OnThisPage } from "./on-this-page";
import { SectionPager } from "./section-pager";

interface DocArticleProps {
  route: DocsRoute;
  section: DocSection;
  rendered: RenderedDocSection;
  onAnchor: (id: string) => void;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Links inside a set point at its canonical route; a set shown under another route would keep
 * the reader on that route. Today every set has one route, so this returns the blocks as built.
 */
function useRebasedBlocks(route: DocsRoute, rendered: RenderedDocSection) {
  return useMemo(() => {
    const canonical = canonicalDocsRoutes[route.set.id];
    if (canonical.basePath === route.basePath) return rendered.blocks;
    const pattern = new RegExp(`href="${escapeRegExp(canonical.basePath)}(?=[/"#])`, "g");
    return rendered.blocks.map((block) =>
      block.kind === "html"
        ? { ...block, html: block.html.replace(pattern, `href="${route.basePath}`) }
        : block,
    );
  }, [route, rendered]);
}

export function DocArticle({ route, section, rendered, onAnchor }: DocArticleProps) {
  const navigate = useNavigate();
  const blocks = useRebasedBlocks(route, rendered);

  // Links in the rendered Markdown are plain <a> elements: route them without a page load.
  function onClick(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || anchor.target) return;
    if (href.startsWith("#")) {
      event.preventDefault();
      onAnchor(decodeURIComponent(href.slice(1)));
    } else if (href.startsWith("/") && !/\.[a-z0-9]+$/i.test(href.split("#")[0] ?? "")) {
      event.preventDefault();
      navigate(href);
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only delegates clicks of the links inside, which keep their own keyboard behaviour
    <article className="min-w-0" onClick={onClick}>
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        <span className="mb-1 block text-base font-semibold tracking-normal text-sky-800">
          {route.page.heading}
        </span>{" "}
        {section.title}
      </h1>
      {rendered.toc.length > 0 ? (
        <details className="mt-6 rounded-lg border border-slate-200 px-4 py-3 xl:hidden">
          <summary className="cursor-pointer text-sm font-semibold text-navy-900">
            {docsCopy.onThisPage}
          </summary>
          <div className="mt-3">
            <OnThisPage toc={rendered.toc} onNavigate={onAnchor} showLabel={false} />
          </div>
        </details>
      ) : null}
      <div className="docs-prose mt-6">
        {blocks.map((block, index) =>
          block.kind === "code" ? (
            <CodeBlock
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static and never reorder
              key={index}
              code={block.code}
              html={block.html}
              lang={block.lang}
              label={block.label}
            />
          ) : (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static and never reorder
              key={index}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time HTML of our own Markdown (raw HTML disabled)
              dangerouslySetInnerHTML={{ __html: block.html }}
            />
          ),
        )}
      </div>
      <SectionPager route={route} section={section} />
    </article>
  );
}
