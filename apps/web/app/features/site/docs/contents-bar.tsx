import { docsCopy } from "@site/content/site/docs";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { pathOf } from "#web/lib/paths";
import { type DocsRoute, sectionHref } from "./doc-routes";
import { DocsSearch } from "./search/docs-search";
import { whitePaperHref } from "./white-paper";

const itemClass = "block rounded-md px-3 py-1.5 text-sm";
const currentClass = "bg-sky-50 font-semibold text-sky-800";
const otherClass = "text-slate-700 hover:bg-slate-100 hover:text-navy-900";

interface ContentsBarProps {
  route: DocsRoute;
  currentSectionId: string;
}

/** The side contents bar: search, the sections (current one marked) and related links. */
export function ContentsBar({ route, currentSectionId }: ContentsBarProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const sectionsLabelId = useId();
  const linksLabelId = useId();
  const location = useLocation();

  // Following a link closes the menu on narrow screens (adjusting state while rendering).
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpen(false);
  }

  return (
    <nav aria-label={docsCopy.contentsLabel} className="mb-6 nav:sticky nav:top-6 nav:mb-0 nav:self-start">
      <p className="mb-3 hidden px-3 text-base font-bold text-navy-900 nav:block">{route.page.heading}</p>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1" data-island="docs-search">
          <DocsSearch route={route} />
        </div>
        <button
          type="button"
          data-disclosure="block"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-navy-900 hover:bg-slate-100 nav:hidden"
        >
          {docsCopy.contentsToggle}
        </button>
      </div>

      <div id={listId} className={`${open ? "block" : "hidden"} mt-4 nav:block`}>
        <p id={sectionsLabelId} className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {docsCopy.sectionsHeading}
        </p>
        <ul aria-labelledby={sectionsLabelId} className="mt-2 space-y-0.5">
          {route.set.sections.map((section) => {
            const current = section.id === currentSectionId;
            return (
              <li key={section.id}>
                <Link
                  to={sectionHref(route, section.id)}
                  aria-current={current ? "page" : undefined}
                  className={`${itemClass} ${current ? currentClass : otherClass}`}
                >
                  {section.title}
                </Link>
              </li>
            );
          })}
        </ul>

        <p
          id={linksLabelId}
          className="mt-6 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {docsCopy.linksHeading}
        </p>
        <ul aria-labelledby={linksLabelId} className="mt-2 space-y-0.5">
          {route.set.links.map((link) =>
            link.kind === "whitePaper" ? (
              <li key={link.label}>
                <a href={whitePaperHref} type="application/pdf" className={`${itemClass} ${otherClass}`}>
                  {link.label}
                </a>
              </li>
            ) : (
              <li key={link.label}>
                <Link to={pathOf(link.target)} className={`${itemClass} ${otherClass}`}>
                  {link.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
