import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CodeField } from "./email-field";

describe("CodeField", () => {
  it("is labelled Token, with the number keyboard and the one-time-code autofill", () => {
    render(<CodeField name="token" required />);
    const input = screen.getByLabelText("Token");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(input.getAttribute("name")).toBe("token");
    expect((input as HTMLInputElement).required).toBe(true);
  });

  it("reads a hint with the input", () => {
    render(<CodeField hint="The code we emailed to you." name="token" />);
    const input = screen.getByLabelText("Token");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    const hint = screen.getByText("The code we emailed to you.");
    expect(hint.id).not.toBe("");
    expect(input.getAttribute("aria-describedby")).toBe(hint.id);
  });
});
