import { docsCopy } from "@site/content/site/docs";
import { useEffect, useRef, useState } from "react";
import { SearchIcon } from "#web/components/icons";
import type { DocsRoute } from "../doc-routes";
import { SearchDialog } from "./search-dialog";
import { loadSearchIndex } from "./search-index";

/** The search box of the contents bar; Ctrl-K (Cmd-K on a Mac) opens it from anywhere. */
export function DocsSearch({ route, defaultOpen = false }: { route: DocsRoute; defaultOpen?: boolean }) {
  // Opened at once when a public page's script hands over the first use (islands/docs-search-island.tsx).
  const [open, setOpen] = useState(defaultOpen);
  const [shortcut, setShortcut] = useState<string>(docsCopy.searchShortcutHint);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);

  // Runs after the dialog has unmounted and the page is no longer inert, so focus can land.
  useEffect(() => {
    if (open || !restoreFocus.current) return;
    restoreFocus.current = false;
    triggerRef.current?.focus();
  }, [open]);

  useEffect(() => {
    // Known only in the browser; the prerendered HTML says Ctrl K.
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut("⌘ K");
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen(true);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const prefetch = () => void loadSearchIndex().catch(() => undefined);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="flex w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-600 hover:border-slate-400"
      >
        <SearchIcon />
        <span className="flex-1 text-left">{docsCopy.searchButton}</span>
        <kbd className="rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600">
          {shortcut}
        </kbd>
      </button>
      {open ? (
        <SearchDialog
          route={route}
          onClose={(restore) => {
            restoreFocus.current = restore;
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
