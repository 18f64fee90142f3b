import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectTabOrder } from "#web/test/focus";
import { Modal } from "./modal";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      <Modal open={open} title="Example" description="What it is about" onClose={() => setOpen(false)}>
        <label>
          Name <input />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("renders nothing while closed", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a modal dialog named and described by its title and text", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Example", description: "What it is about" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("moves focus in, keeps Tab inside, and returns focus on Escape", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    const input = screen.getByRole("textbox", { name: "Name" });
    const close = screen.getByRole("button", { name: "Close" });
    expect(document.activeElement).toBe(input);
    await expectTabOrder(user, [close, input]);
    await expectTabOrder(user, [close], { backwards: true });

    // Focus that lands outside is brought back.
    screen.getByRole("button", { name: "Outside", hidden: true }).focus();
    expect(document.activeElement).toBe(input);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe("");
  });
});

describe("Modal on the platform's <dialog>", () => {
  it("opens with showModal, asks the caller on a close request, and closes the element", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const close = vi.spyOn(HTMLDialogElement.prototype, "close");
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Example" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute("open")).toBe(true);

    // The browser's own close request (a phone's back gesture) is the caller's to grant.
    const request = new Event("cancel", { cancelable: true });
    fireEvent(dialog, request);
    expect(request.defaultPrevented).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
