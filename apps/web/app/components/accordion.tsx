import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { ChevronDownIcon } from "./icons";

export interface AccordionItem {
  id: string;
  heading: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of each item's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * An accordion with at most one open item: opening one closes the other, clicking the open one
 * closes it. Each heading holds a real button (Enter and Space toggle) with aria-expanded;
 * ArrowUp, ArrowDown, Home and End move between the buttons (WAI-ARIA accordion pattern).
 */
export function Accordion({ items, headingLevel = 3, className = "" }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div
      data-accordion=""
      className={`divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white ${className}`}
    >
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold text-navy-900">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50"
              >
                <span>{item.heading}</span>
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-700 leading-7"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
