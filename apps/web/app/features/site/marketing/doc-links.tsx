import type { DocLink } from "@site/content/site/systems-controller";
import { Link } from "react-router";
import { hrefOf } from "./marketing-link";
import { PageSection, type SectionCopy } from "./page-section";

/** A section of documentation links, each with a line saying what it covers. */
export function DocLinks({ copy }: { copy: SectionCopy & { links: readonly DocLink[] } }) {
  return (
    <PageSection headingId="doc-links-heading" copy={copy} background="bg-white">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {copy.links.map((link) => (
          <li key={link.target}>
            <Link
              to={hrefOf(link.target)}
              className="block h-full rounded-xl border border-slate-200 p-6 hover:border-sky-400 hover:bg-sky-50"
            >
              <span className="text-lg font-semibold text-blue-700">{link.label}</span>
              <span className="mt-2 block text-slate-600">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
