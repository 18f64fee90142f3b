import type { ProductVisual } from "@site/content/site/products";
import { type ReactNode, useId } from "react";

/**
 * Building blocks of the product diagrams: inline SVG drawn in currentColor only, so a diagram
 * takes its colours from the text colour around it (and the theme's tokens), never from fixed
 * values. Accents are groups with a text colour class.
 */
export function Diagram({
  visual,
  children,
}: {
  visual: ProductVisual;
  children: (arrow: string) => ReactNode;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const arrow = `${id}-arrow`;
  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox="0 0 520 340"
      className="h-auto w-full max-w-xl"
      fontFamily="inherit"
      data-diagram
    >
      <title id={titleId}>{visual.title}</title>
      <desc id={descId}>{visual.description}</desc>
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0 0L10 5L0 10z" fill="currentColor" />
        </marker>
      </defs>
      {children(`url(#${arrow})`)}
    </svg>
  );
}

/**
 * A product page's diagram: the frame (title, description, arrow marker) with what `draw` puts in
 * it from the visual's labels.
 */
export function productDiagram<Visual extends ProductVisual>(
  visual: Visual,
  draw: (labels: Visual["labels"], marker: string) => ReactNode,
) {
  return function ProductDiagram() {
    return <Diagram visual={visual}>{(marker) => draw(visual.labels, marker)}</Diagram>;
  };
}

interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
  label?: string;
  /** Where the label sits: in the middle, or at the top of a container. */
  labelAt?: "middle" | "top";
  dashed?: boolean;
  strong?: boolean;
  fontSize?: number;
}

export function Box({ x, y, w, h, label, labelAt = "middle", dashed, strong, fontSize = 13 }: BoxProps) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={8}
        fill="currentColor"
        fillOpacity={strong ? 0.16 : 0.05}
        stroke="currentColor"
        strokeOpacity={dashed ? 0.55 : 0.75}
        strokeDasharray={dashed ? "5 4" : undefined}
      />
      {label ? (
        <text
          x={labelAt === "top" ? x + 12 : x + w / 2}
          y={labelAt === "top" ? y + 18 : y + h / 2}
          textAnchor={labelAt === "top" ? "start" : "middle"}
          dominantBaseline="central"
          fill="currentColor"
          fontSize={fontSize}
          fontWeight={strong ? 600 : 400}
        >
          {label}
        </text>
      ) : null}
    </g>
  );
}

export function Arrow({ d, marker }: { d: string; marker: string }) {
  return <path d={d} fill="none" stroke="currentColor" strokeWidth={1.6} markerEnd={marker} />;
}

export function Label({ x, y, text, size = 12 }: { x: number; y: number; text: string; size?: number }) {
  return (
    <text x={x} y={y} textAnchor="middle" fill="currentColor" fontSize={size}>
      {text}
    </text>
  );
}
