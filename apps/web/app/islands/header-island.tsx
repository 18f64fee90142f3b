import { useLayoutEffect, useRef } from "react";
import { Header } from "../components/layout/header";
import { restoreSession } from "../lib/session-store";
import { mountIsland } from "./mount";

/**
 * Moves an element of the static page into React's markup, where it keeps working: the AI Agent's
 * container (with its own island, maybe already open) survives the header being replaced.
 */
function Adopt({ node }: { node: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.append(node);
  }, [node]);
  return <div ref={ref} className="contents" />;
}

/**
 * The signed-in header (account menu) for a visitor holding a session token. `chat` is the static
 * header's AI Agent container, kept in the new header's chat place (docs/decisions/047-dark-mode.md).
 */
export function mountSignedInHeader(container: HTMLElement, chat?: HTMLElement | null): void {
  void restoreSession();
  mountIsland(container, <Header chat={chat ? <Adopt node={chat} /> : undefined} />);
}
