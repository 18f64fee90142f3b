import type { FeatureCard, Service } from "@site/content/site/home";
import type { ReactNode, SVGProps } from "react";
import { Svg } from "#web/components/icons";

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative line icons of the marketing sections (aria-hidden; the headings carry the meaning). */
function Line({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <Svg
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </Svg>
  );
}

const paths: Record<FeatureCard["id"] | Service["id"], ReactNode> = {
  automate: (
    <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7" />
  ),
  streamline: <path d="M3 6h6l3 6 3-6h6M3 18h6l3-6M15 18h6" />,
  innovate: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" />
  ),
  scale: <path d="M4 20V14M10 20V10M16 20V6M22 20V3M3 20h19" />,
  pipelines: (
    <path d="M4 6h4v4H4zM16 6h4v4h-4zM10 14h4v4h-4zM8 8h8M6 10v3a3 3 0 0 0 3 3h1M18 10v3a3 3 0 0 1-3 3h-1" />
  ),
  migration: <path d="M3 7h13l-3-3M21 17H8l3 3M5 11v2M19 11v2" />,
  solutions: (
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.8-.7-.7-2.8 2.5-2.5Z" />
  ),
};

export function MarketingIcon({ id, ...props }: IconProps & { id: keyof typeof paths }) {
  return <Line {...props}>{paths[id]}</Line>;
}

export function CheckIcon(props: IconProps) {
  return (
    <Line strokeWidth={2.4} {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Line>
  );
}
