import { useState } from "react";

interface CompanyIconProps {
  url: string;
  companyName: string;
  size?: "md" | "lg";
}

const sizes = { md: "h-12 w-12 text-lg", lg: "h-16 w-16 text-2xl" } as const;

/**
 * The company's icon, or a neutral tile with its initial when there is none or it fails to
 * load. Decorative: the company's name is always written next to it.
 */
export function CompanyIcon({ url, companyName, size = "md" }: CompanyIconProps) {
  const [failed, setFailed] = useState(false);
  const box = `${sizes[size]} shrink-0 rounded-md`;
  if (url.trim() !== "" && !failed) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={`${box} border border-slate-200 bg-white object-contain`}
        data-testid="company-icon"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="company-icon-placeholder"
      className={`${box} flex items-center justify-center border border-slate-200 bg-slate-100 font-semibold text-slate-500`}
    >
      {companyName.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
