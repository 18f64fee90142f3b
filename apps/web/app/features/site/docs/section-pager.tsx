import { type DocSection, docsCopy } from "@site/content/site/docs";
import { Link } from "react-router";
import { type DocsRoute, sectionHref } from "./doc-routes";

/** Links to the previous and next section, in reading order. */
export function SectionPager({ route, section }: { route: DocsRoute; section: DocSection }) {
  const index = route.set.sections.findIndex((candidate) => candidate.id === section.id);
  const previous = index > 0 ? route.set.sections[index - 1] : undefined;
  const next = route.set.sections[index + 1];
  if (!previous && !next) return null;

  const linkClass =
    "flex flex-col rounded-lg border border-slate-200 px-4 py-3 hover:border-sky-600 hover:bg-sky-50";
  return (
    <nav
      aria-label={docsCopy.pagination}
      className="mt-12 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2"
    >
      {previous ? (
        <Link to={sectionHref(route, previous.id)} rel="prev" className={linkClass}>
          <span className="text-xs text-slate-600">{docsCopy.previous}</span>
          <span className="font-semibold text-navy-900">{previous.title}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <Link
          to={sectionHref(route, next.id)}
          rel="next"
          className={`${linkClass} sm:items-end sm:text-right`}
        >
          <span className="text-xs text-slate-600">{docsCopy.next}</span>
          <span className="font-semibold text-navy-900">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
