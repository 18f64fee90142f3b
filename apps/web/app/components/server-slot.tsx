import { type ReactNode, useState } from "react";
import { APP_ON_USE_ATTRIBUTE } from "#web/lib/app-on-use";

const taken = new Set<string>();

/**
 * What the server wrote into the slot `id` for a signed-in candidate (its render carries
 * `data-app-on-use`: docs/decisions/136-candidate-pages-from-the-server.md), read once, when the
 * app hydrates the page it came with; null for the build's own shell, a client-side navigation or
 * a second visit of the screen.
 */
function takeSlot(id: string): string | null {
  if (taken.has(id) || typeof document === "undefined") return null;
  const slot = document.getElementById(id);
  if (!slot?.querySelector(`[${APP_ON_USE_ATTRIBUTE}]`)) return null;
  taken.add(id);
  return slot.innerHTML;
}

/**
 * A candidate's page whose first HTML the server may write (decision 136): the element whose
 * content it replaces (the build's shell holds `children` as rendered without a session). The
 * server's render stays as it is until the app's own is `ready` (the session known and the
 * page's answers in), then the app's replaces it, as the job page's post does (decision 133).
 */
export function ServerSlot({ id, ready, children }: { id: string; ready: boolean; children: ReactNode }) {
  const [slot, setSlot] = useState(() => takeSlot(id));
  if (slot !== null && ready) setSlot(null);
  if (slot !== null) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML as the server sent it, left in place.
    return <div id={id} dangerouslySetInnerHTML={{ __html: slot }} suppressHydrationWarning />;
  }
  return <div id={id}>{children}</div>;
}

/** The mark of a screen the server rendered: the app starts at the page's first use. */
export const onServerMark = (onServer: boolean) => (onServer ? { [APP_ON_USE_ATTRIBUTE]: "" } : {});
