import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { AuthSubmitButton } from "./auth-card";

const copy = { submit: "Login", submitBusy: "Logging in..." };

describe("AuthSubmitButton", () => {
  it("submits the form with the copy's words, and hands its button to the caller's ref", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<AuthSubmitButton ref={ref} copy={copy} busy={false} className="w-full" />);
    const button = screen.getByRole("button", { name: "Login" }) as HTMLButtonElement;
    expect(button.type).toBe("submit");
    expect(button.disabled).toBe(false);
    expect(ref.current).toBe(button);
  });

  it("reads the busy words and waits while the request runs", () => {
    render(<AuthSubmitButton copy={copy} busy className="w-full" />);
    const button = screen.getByRole("button", { name: "Logging in..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });
});
