import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ServerSlot } from "./server-slot";

// docs/decisions/136-candidate-pages-from-the-server.md: what the server wrote for a signed-in
// candidate stays until the app's own screen is ready.

/** The page's slot as the server filled it, in the document the app hydrates. */
function served(id: string, html: string) {
  const slot = document.createElement("div");
  slot.id = id;
  slot.innerHTML = html;
  document.body.append(slot);
  return slot;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("ServerSlot", () => {
  it("keeps the server's render until the app's screen is ready, then shows the app's", () => {
    const slot = served("slot-a", '<section data-app-on-use=""><p>From the server</p></section>');
    const { rerender } = render(
      <ServerSlot id="slot-a" ready={false}>
        <p>From the app</p>
      </ServerSlot>,
    );
    slot.remove();
    expect(screen.getByText("From the server")).toBeTruthy();
    expect(screen.queryByText("From the app")).toBeNull();
    rerender(
      <ServerSlot id="slot-a" ready>
        <p>From the app</p>
      </ServerSlot>,
    );
    expect(screen.getByText("From the app")).toBeTruthy();
    expect(screen.queryByText("From the server")).toBeNull();
    expect(document.querySelector("[data-app-on-use]")).toBeNull();
  });

  it("renders the app's screen at once over the build's own shell (no mark) and on a second visit", () => {
    served("slot-b", "<p>Loading...</p>");
    const shell = render(
      <ServerSlot id="slot-b" ready={false}>
        <p>From the app</p>
      </ServerSlot>,
    );
    expect(shell.container.textContent).toBe("From the app");
    served("slot-c", '<section data-app-on-use=""><p>Once</p></section>');
    const first = render(
      <ServerSlot id="slot-c" ready={false}>
        <p>App C</p>
      </ServerSlot>,
    );
    expect(first.container.textContent).toBe("Once");
    first.unmount();
    // The same screen shown again in this tab (a client-side navigation): the app's own.
    const again = render(
      <ServerSlot id="slot-c" ready={false}>
        <p>App C</p>
      </ServerSlot>,
    );
    expect(again.container.textContent).toBe("App C");
  });
});
