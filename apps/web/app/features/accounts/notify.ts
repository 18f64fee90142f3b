import { TOAST_DURATION_MS } from "@site/contract/constants";
import { toast } from "#web/lib/toast";

/** Where a screen's toasts appear (docs/product/requirements.md §9: bottom-right on registration, top-right on login). */
export type ToastPosition = "top-right" | "bottom-right";

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export function notifier(position: ToastPosition): Notifier {
  const options = { position, duration: TOAST_DURATION_MS } as const;
  return {
    success: (message) => void toast.success(message, options),
    error: (message) => void toast.error(message, options),
  };
}

export const registrationToasts = notifier("bottom-right");
export const loginToasts = notifier("top-right");
