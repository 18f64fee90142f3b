import { headerCopy } from "@site/content/site";
import { useEffect, useId, useRef } from "react";
import { bindThemeSelect, themeChoices } from "#web/lib/theme";

/**
 * The Light / Dark / System switch of the header. React only renders the <select>; what it does
 * is plain DOM from lib/theme.ts (bindThemeSelect), so a page without React binds the same markup
 * the same way (docs/decisions/047-dark-mode.md).
 */
export function ThemeSelect({ className = "" }: { className?: string }) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const select = selectRef.current;
    return select ? bindThemeSelect(select) : undefined;
  }, []);

  return (
    <div className={`flex items-center gap-2 px-3 py-2 nav:px-0 nav:py-0 lg:px-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-100 nav:sr-only">
        {headerCopy.theme.label}
      </label>
      <select
        ref={selectRef}
        id={id}
        data-theme-select=""
        defaultValue="system"
        className="rounded-md border border-navy-700 bg-navy-900 px-2 py-1.5 text-sm nav:px-1 nav:text-xs lg:px-2 lg:text-sm text-slate-100 hover:bg-navy-700"
      >
        {themeChoices.map((choice) => (
          <option key={choice} value={choice}>
            {headerCopy.theme.options[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
