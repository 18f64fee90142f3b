import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link } from "react-router";
import { ChevronDownIcon } from "../icons";

export type DropdownItem = { label: string; to: string } | { label: string; onSelect: () => void };

export function dropdownToggleId(menuId: string): string {
  return `${menuId}-menu-toggle`;
}

function dropdownPanelId(menuId: string): string {
  return `${menuId}-menu`;
}

interface NavDropdownProps {
  id: string;
  label: string;
  items: readonly DropdownItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which side of the toggle the desktop panel lines up with. */
  align?: "start" | "end";
  /** An attribute (with an empty value) on the menu's element: the server's mark of a person's menu. */
  marked?: string;
}

const itemClass =
  "block w-full whitespace-nowrap rounded-md px-3 py-2 text-left text-sm text-slate-100 hover:bg-navy-700 " +
  "focus-visible:bg-navy-700 nav:text-slate-800 nav:hover:bg-slate-100 nav:focus-visible:bg-slate-100";

/**
 * A disclosure dropdown of the header: a real <button> toggles a list of links. ArrowDown
 * opens it and moves into the list, arrows move between items, and focus leaving it closes it.
 * Escape, outside clicks and breakpoint changes are handled by the header, which owns the
 * "only one open at a time" rule.
 */
export function NavDropdown({
  id,
  label,
  items,
  open,
  onOpenChange,
  align = "start",
  marked,
}: NavDropdownProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    }
  }, [open]);

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
      else {
        focusFirstOnOpen.current = true;
        onOpenChange(true);
      }
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("a, button"));
    const index = focusable.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === "ArrowDown") next = focusable[(index + 1) % focusable.length];
    else if (event.key === "ArrowUp") next = focusable[(index - 1 + focusable.length) % focusable.length];
    else if (event.key === "Home") next = focusable[0];
    else if (event.key === "End") next = focusable[focusable.length - 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    // Focus moved to another element outside (Tab away): close. A null target is a click on
    // nothing focusable; the header's outside-click rule covers that case.
    function onFocusOut(event: FocusEvent) {
      const to = event.relatedTarget;
      if (to instanceof Node && !container?.contains(to)) onOpenChange(false);
    }
    container.addEventListener("focusout", onFocusOut);
    return () => container.removeEventListener("focusout", onFocusOut);
  }, [open, onOpenChange]);

  return (
    <div ref={containerRef} className="relative" data-menu={id} {...(marked ? { [marked]: "" } : {})}>
      <button
        type="button"
        id={dropdownToggleId(id)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={dropdownPanelId(id)}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onToggleKeyDown}
        className="flex w-full items-center justify-between gap-1 whitespace-nowrap rounded-md px-3 py-2 text-sm nav:px-1.5 lg:px-3 font-medium text-slate-100 hover:bg-navy-700 hover:text-white nav:w-auto"
      >
        <span className="max-w-[16rem] truncate">{label}</span>
        <ChevronDownIcon
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        ref={panelRef}
        id={dropdownPanelId(id)}
        aria-labelledby={dropdownToggleId(id)}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className={`mt-1 space-y-1 border-l border-navy-700 pl-3 nav:absolute nav:z-50 nav:mt-2 nav:w-max nav:min-w-56 nav:space-y-0 nav:rounded-lg nav:border nav:border-slate-200 nav:bg-white nav:p-1 nav:scheme-page nav:pl-1 nav:shadow-lg ${
          align === "end" ? "nav:right-0" : "nav:left-0"
        }`}
      >
        {items.map((item) => (
          <li key={item.label}>
            {"to" in item ? (
              <Link to={item.to} className={itemClass}>
                {item.label}
              </Link>
            ) : (
              <button type="button" onClick={item.onSelect} className={itemClass}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
