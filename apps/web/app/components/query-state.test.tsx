import type { UseQueryResult } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QueryState } from "./query-state";

type Answer = { items: string[] };
const query = (state: Partial<UseQueryResult<Answer>>) => state as UseQueryResult<Answer>;

function List({ state, retry }: { state: Partial<UseQueryResult<Answer>>; retry?: string }) {
  return (
    <QueryState
      query={query(state)}
      loading="Loading…"
      retry={retry}
      isEmpty={(data) => data.items.length === 0}
      empty="No inquiries yet."
    >
      {(data) => (
        <ul>
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe("QueryState", () => {
  it("says it is loading, then shows the list or what is said when it is empty", () => {
    const { rerender } = render(<List state={{ isPending: true }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    rerender(<List state={{ isPending: false, isError: false, data: { items: ["First", "Second"] } }} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["First", "Second"]);
    rerender(<List state={{ isPending: false, isError: false, data: { items: [] } }} />);
    expect(screen.getByText("No inquiries yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows a failure as an alert, with a retry button only when it has words for one", async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    const failed = { isPending: false, isError: true, error: new Error("offline"), refetch } as const;
    const { rerender } = render(<List state={failed} />);
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<List state={failed} retry="Try again" />);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
