import type { ReactNode } from "react";

interface ScreenHeadingProps {
  title: string;
  description?: string;
  /** Actions beside the title (e.g. "Post a job"). */
  actions?: ReactNode;
}

/** The single h1 of a console screen, with its actions. */
export function ScreenHeading({ title, description, actions }: ScreenHeadingProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{title}</h1>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
