import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AlertMessage } from "./alert-message";

describe("AlertMessage", () => {
  it("announces an error as an alert and a success or a notice as a status", () => {
    const { rerender } = render(<AlertMessage>Something went wrong.</AlertMessage>);
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong.");
    rerender(<AlertMessage tone="success">Saved.</AlertMessage>);
    expect(screen.getByRole("status").getAttribute("data-state")).toBe("success");
    rerender(<AlertMessage tone="info">This job is closed.</AlertMessage>);
    expect(screen.getByRole("status").textContent).toBe("This job is closed.");
  });

  it("has no role of its own inside the caller's live region, and renders nothing when empty", () => {
    const { container, rerender } = render(
      <AlertMessage tone="error" announce={false} large>
        Your application was not sent.
      </AlertMessage>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.querySelector("div[data-state='error']")?.textContent).toBe(
      "Your application was not sent.",
    );
    rerender(<AlertMessage>{null}</AlertMessage>);
    expect(container.innerHTML).toBe("");
  });

  it("takes the caller's spacing, and a large one keeps its own margin unless given one", () => {
    const { container, rerender } = render(
      <AlertMessage tone="success" className="mt-3">
        Saved.
      </AlertMessage>,
    );
    expect(container.querySelector("p")?.className.split(" ")).toContain("mt-3");
    rerender(<AlertMessage large>Not sent.</AlertMessage>);
    expect(container.querySelector("div")?.className.split(" ")).toContain("mt-4");
    rerender(
      <AlertMessage large className="mt-0">
        Not sent.
      </AlertMessage>,
    );
    expect(container.querySelector("div")?.className.split(" ")).not.toContain("mt-4");
  });
});
