import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pager } from "./pager";

const copy = {
  previous: "Previous",
  next: "Next",
  pageStatus: (page: number, total: number) => `${page} / ${total}`,
};

describe("Pager", () => {
  it("moves a page back or forward and says where it is", async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pager label="Pages of jobs" copy={copy} page={2} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole("navigation", { name: "Pages of jobs" })).toBeTruthy();
    expect(screen.getByTestId("page-status").textContent).toBe("2 / 3");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it("disables Previous on the first page and far past the last, and Next on the last", () => {
    const { rerender } = render(
      <Pager label="Pages" copy={copy} page={1} totalPages={2} onPage={() => {}} />,
    );
    const previous = () => screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled");
    const next = () => screen.getByRole("button", { name: "Next" }).hasAttribute("disabled");
    expect([previous(), next()]).toEqual([true, false]);
    rerender(<Pager label="Pages" copy={copy} page={3} totalPages={2} onPage={() => {}} />);
    expect([previous(), next()]).toEqual([false, true]);
    rerender(<Pager label="Pages" copy={copy} page={5} totalPages={2} onPage={() => {}} />);
    expect([previous(), next()]).toEqual([true, true]);
  });

  it("hides on a single page only when asked (the console's lists)", () => {
    const { rerender } = render(
      <Pager label="Pages" copy={copy} page={1} totalPages={1} onPage={() => {}} />,
    );
    expect(screen.getByTestId("page-status").textContent).toBe("1 / 1");
    rerender(<Pager label="Pages" copy={copy} page={1} totalPages={1} onPage={() => {}} hideOnOnePage />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
