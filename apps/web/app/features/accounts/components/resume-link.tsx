import { viewProfileCopy } from "@site/content/accounts/profile";
import { linkClass } from "#web/components/button";
import { API_BASE } from "#web/lib/api-client";

/**
 * The link as the API gave it: a same-origin path with a short-lived signed download token
 * (never the session token). It is served by the API, so it follows the configured API base.
 */
export function resumeHref(resumeLink: string): string {
  return /^https?:\/\//i.test(resumeLink) ? resumeLink : `${API_BASE}${resumeLink}`;
}

/** The candidate's resume, opening in a new tab (docs/product/requirements.md §2). */
export function ResumeLink({ name, link }: { name: string; link: string }) {
  return (
    <a href={resumeHref(link)} target="_blank" rel="noopener" className={`${linkClass} break-all`}>
      {name} <span className="sr-only">{viewProfileCopy.opensInNewTab}</span>
    </a>
  );
}
