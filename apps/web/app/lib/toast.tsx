import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

// Toasts without sonner in the first load (issue 32, docs/decisions/080-portal-script-budget.md):
// no page shows a toast before someone acts, so the library (8.5 KB brotli) and its toaster load
// with the first toast. Same calls as sonner's `toast` for what the app uses; the toast appears
// once the module has loaded (a few milliseconds after the first call, at once after that).

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let toasterWanted = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** sonner's `toast`, loaded on first use. */
export const toast = {
  success(message: string, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.error(message, options));
  },
  /** Dismisses one toast (or all): nothing to do while no toast was ever shown. */
  dismiss(id?: string | number): void {
    if (sonner) void sonner.then((module) => module.toast.dismiss(id));
  },
};

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * sonner's Toaster, mounted with the first toast (sonner shows a new Toaster the toasts already
 * made). Nothing is rendered, nor loaded, before that.
 */
export function LazyToaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
