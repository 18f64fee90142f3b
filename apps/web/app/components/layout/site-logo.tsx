import { company, headerCopy } from "@site/content/site";
import { Link } from "react-router";
import { paths } from "#web/lib/paths";
import { LogoMark } from "../icons";

/** The company logo, always a link to the home page. */
export function SiteLogo({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      to={paths.root}
      aria-label={headerCopy.homeLinkLabel}
      className={`inline-flex items-center gap-2 rounded-md font-semibold tracking-tight ${className}`}
    >
      <LogoMark className="size-8 shrink-0" />
      {compact ? (
        <>
          {/* Between the hamburger breakpoint and lg the full navigation needs the room. */}
          <span className="text-base leading-tight sm:text-lg nav:max-lg:hidden">{company.name}</span>
          <span className="hidden text-lg nav:max-lg:inline">{company.shortName}</span>
        </>
      ) : (
        <span className="text-base leading-tight sm:text-lg">{company.name}</span>
      )}
    </Link>
  );
}
