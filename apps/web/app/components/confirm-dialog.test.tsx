import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

const words = {
  title: "Close this job?",
  cancelLabel: "Cancel",
  confirmLabel: "Close job",
  busyLabel: "Closing…",
};

describe("ConfirmDialog", () => {
  it("asks with its title and description, and confirms or cancels by its buttons and Escape", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        {...words}
        description="It leaves the search."
        busy={false}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Close this job?" });
    expect(dialog.getAttribute("aria-describedby")).not.toBeNull();
    expect(screen.getByText("It leaves the search.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Close job" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("while busy: reads the busy words, and neither Cancel nor Escape closes it", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<ConfirmDialog open {...words} busy onCancel={onCancel} onConfirm={() => {}} />);
    expect(screen.getByRole("button", { name: "Closing…" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("shows a refusal as an alert inside the dialog, and renders nothing while closed", () => {
    const { rerender } = render(
      <ConfirmDialog
        open
        {...words}
        error="This job is already closed."
        busy={false}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("This job is already closed.");
    rerender(<ConfirmDialog open={false} {...words} busy={false} onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
