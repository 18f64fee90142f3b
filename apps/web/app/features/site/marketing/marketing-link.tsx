import type { MarketingLink, MarketingLinkTarget } from "@site/content/site/links";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "#web/lib/paths";

/** The path of a page named in the marketing copy. */
export function hrefOf(target: MarketingLinkTarget): string {
  return paths[target];
}

const styles = {
  primary:
    "inline-flex items-center justify-center rounded-md bg-sky-400 px-5 py-3 font-semibold text-navy-950 scheme-light " +
    "shadow-sm hover:bg-sky-300",
  dark: "inline-flex items-center justify-center rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-700",
  outline:
    "inline-flex items-center justify-center rounded-md border border-current px-5 py-3 font-semibold hover:bg-white/10",
  text: "font-semibold text-blue-700 underline-offset-4 hover:underline",
} as const;

interface MarketingLinkProps {
  link: MarketingLink;
  variant?: keyof typeof styles;
  className?: string;
  /** Visually hidden words that make the link's name unique ("Learn More about …"). */
  srSuffix?: string;
  children?: ReactNode;
}

/** A link of the marketing copy, drawn as a button or as text. */
export function MarketingLinkButton({
  link,
  variant = "primary",
  className = "",
  srSuffix,
  children,
}: MarketingLinkProps) {
  return (
    <Link to={hrefOf(link.target)} className={`${styles[variant]} ${className}`}>
      {children ?? link.label}
      {srSuffix ? <span className="sr-only">{srSuffix}</span> : null}
    </Link>
  );
}
