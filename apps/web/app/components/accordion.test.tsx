import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { id: "a", heading: "First question", content: <p>First answer</p> },
  { id: "b", heading: "Second question", content: <p>Second answer</p> },
  { id: "c", heading: "Third question", content: <p>Third answer</p> },
];

const button = (name: string) => screen.getByRole("button", { name });

describe("Accordion", () => {
  it("starts closed, with every panel hidden", () => {
    render(<Accordion items={items} />);
    for (const item of items) expect(button(item.heading).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText("First answer").closest("[hidden]")).not.toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("opens one item at a time, and clicking the open one closes it", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(button("First question"));
    expect(button("First question").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: "First question" }).textContent).toBe("First answer");

    await user.click(button("Second question"));
    expect(button("First question").getAttribute("aria-expanded")).toBe("false");
    expect(button("Second question").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("region")).toHaveLength(1);

    await user.click(button("Second question"));
    expect(button("Second question").getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("works from the keyboard: Enter and Space toggle, arrows, Home and End move", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.tab();
    expect(document.activeElement).toBe(button("First question"));
    await user.keyboard("{Enter}");
    expect(button("First question").getAttribute("aria-expanded")).toBe("true");

    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(button("Second question"));
    await user.keyboard(" ");
    expect(button("Second question").getAttribute("aria-expanded")).toBe("true");
    expect(button("First question").getAttribute("aria-expanded")).toBe("false");

    await user.keyboard("{End}");
    expect(document.activeElement).toBe(button("Third question"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(button("First question"));
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(button("Third question"));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(button("First question"));
  });

  it("ties each button to its panel", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} headingLevel={4} />);
    const first = button("First question");
    expect(first.closest("h4")).not.toBeNull();
    await user.click(first);
    const panel = screen.getByRole("region");
    expect(first.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(first.id);
  });
});
