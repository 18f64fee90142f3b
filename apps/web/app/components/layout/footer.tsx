import { footerCopy, type SocialLink } from "@site/content/site";
import { type ComponentType, type ReactNode, type SVGProps, useSyncExternalStore } from "react";
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

interface FooterColumnProps {
  id: string;
  heading: string;
  /** A navigation landmark (the links) rather than a section. */
  as?: "section" | "nav";
  /** The site's logo above the heading (the first column). */
  logo?: boolean;
  children: ReactNode;
}

/** A column of the footer: a region named by its heading, the heading, then the column's content. */
function FooterColumn({ id, heading, as: Landmark = "section", logo = false, children }: FooterColumnProps) {
  return (
    <Landmark aria-labelledby={id}>
      {logo ? <SiteLogo className="text-white" /> : null}
      <h2 id={id} className={logo ? `${headingClass} mt-6` : headingClass}>
        {heading}
      </h2>
      {children}
    </Landmark>
  );
}

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="bg-navy-950 text-slate-300 scheme-light">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <FooterColumn id="footer-about" heading={footerCopy.aboutHeading} logo>
          <p className="mt-3 text-sm leading-6">{footerCopy.about}</p>
        </FooterColumn>

        <FooterColumn as="nav" id="footer-quick-links" heading={footerCopy.quickLinksHeading}>
          <ul className="mt-3 space-y-2 text-sm">
            {footerCopy.quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={pathOf(link.target)} className="rounded-sm hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-social" heading={footerCopy.socialHeading}>
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
        </FooterColumn>
      </div>
      <div className="border-t border-navy-800">
        {/* The page's starter may have written the current year before hydration (lib/app-on-use.ts). */}
        <p
          suppressHydrationWarning
          data-copyright-year={year}
          className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6"
        >
          {footerCopy.copyright(year)}
        </p>
      </div>
    </footer>
  );
}
