import { notFoundCopy } from "@site/content/site";
import { Link } from "react-router";
import { pathOf } from "#web/lib/paths";

/** The short notice above the home page on a path that is no page of the site. */
export function NotFoundNotice() {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
        <h2 id="not-found-heading" className="font-semibold">
          {notFoundCopy.heading}
        </h2>
        <p className="mt-1 text-sm">{notFoundCopy.message}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium">
          {notFoundCopy.links.map((link) => (
            <li key={link.target}>
              <Link to={pathOf(link.target)} className="underline underline-offset-2 hover:text-amber-800">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
