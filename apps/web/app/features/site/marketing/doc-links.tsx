import type { DocLink } from "@site/content/site/systems-controller";
import { Link } from "react-router";
import { hrefOf } from "./marketing-link";
import { PageSection } from "./page-section";

interface DocLinksProps {
  heading: string;
  intro: string;
  links: readonly DocLink[];
}

/** A section of documentation links, each with a line saying what it covers. */
export function DocLinks({ heading, intro, links }: DocLinksProps) {
  return (
    <PageSection headingId="doc-links-heading" heading={heading} intro={intro} background="bg-white">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {links.map((link) => (
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
