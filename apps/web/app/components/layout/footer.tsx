import { footerCopy, type SocialLink } from "@site/content/site";
import { type ComponentType, type SVGProps, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { pathOf } from "#web/lib/paths";
import { GitHubIcon, LinkedInIcon, XIcon } from "../icons";
import { SiteLogo } from "./site-logo";

const socialIcons: Record<SocialLink["network"], ComponentType<SVGProps<SVGSVGElement>>> = {
  LinkedIn: LinkedInIcon,
  GitHub: GitHubIcon,
  X: XIcon,
};

/** The year the page was built; prerendered HTML carries it until the browser knows the current one. */
const buildYear = new Date().getFullYear();
const noChanges = () => () => {};
/** The current year in the browser, the build's year in prerendered HTML (hydration keeps it, then updates). */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

const headingClass = "text-sm font-semibold uppercase tracking-wider text-white";

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="bg-navy-950 text-slate-300 scheme-light">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <SiteLogo className="text-white" />
          <h2 id="footer-about" className={`${headingClass} mt-6`}>
            {footerCopy.aboutHeading}
          </h2>
          <p className="mt-3 text-sm leading-6">{footerCopy.about}</p>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {footerCopy.quickLinksHeading}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerCopy.quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={pathOf(link.target)} className="rounded-sm hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={headingClass}>
            {footerCopy.socialHeading}
          </h2>
          <ul className="mt-3 flex gap-3">
            {footerCopy.social.map((social) => {
              const Icon = socialIcons[social.network];
              return (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-navy-800 text-slate-100 hover:bg-sky-500 hover:text-navy-950"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <div className="border-t border-navy-800">
        <p
          data-copyright-year={year}
          className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6"
        >
          {footerCopy.copyright(year)}
        </p>
      </div>
    </footer>
  );
}
