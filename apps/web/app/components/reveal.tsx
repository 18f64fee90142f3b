import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { isRevealed, REDUCED_MOTION_QUERY } from "./motion-settings";

/** The fade-in delays of docs/product/requirements.md §9, in milliseconds. */
export type RevealDelay = 0 | 350 | 700 | 1000;

interface RevealProps {
  /** "fade": fades in when seen; "slide": slides in from the left on scroll (0.5 s). */
  variant?: "fade" | "slide";
  delay?: RevealDelay;
  /** Share of the element that must be visible before it is revealed (spec default 0.5). */
  threshold?: number;
  className?: string;
  children: ReactNode;
}

export { isRevealed, REDUCED_MOTION_QUERY };

/**
 * Wraps content that fades or slides in. The prerendered HTML shows it (the animation is
 * CSS); after hydration an element still below the viewport is hidden until it is seen.
 */
export function Reveal({
  variant = "fade",
  delay = 0,
  threshold = 0.5,
  className = "",
  children,
}: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.(REDUCED_MOTION_QUERY).matches) return;
    const rect = element.getBoundingClientRect();
    // Already seen (or being seen): it has had its first-paint animation.
    if (rect.top < window.innerHeight && rect.bottom > 0) return;

    setPending(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => isRevealed(entry, threshold))) {
          setPending(false);
          observer.disconnect();
        }
      },
      { threshold: [0, threshold, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  const style = { "--reveal-delay": `${delay}ms` } as CSSProperties;
  return (
    <div
      ref={ref}
      className={`reveal reveal-${variant} ${className}`}
      style={style}
      data-reveal={pending ? "pending" : undefined}
      data-reveal-threshold={threshold}
    >
      {children}
    </div>
  );
}
