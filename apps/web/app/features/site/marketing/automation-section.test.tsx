import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AutomationSection } from "./automation-section";

describe("AutomationSection", () => {
  it("leads each card's Learn More to the page about that card", () => {
    const Stub = createRoutesStub([{ path: "*", Component: AutomationSection }]);
    render(<Stub initialEntries={["/"]} />);
    // jsdom joins the visually hidden suffix without its space: read the links' text instead.
    const hrefs = Object.fromEntries(
      screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]),
    );
    expect(hrefs).toEqual({
      "Learn More about Automate Repetitive Tasks": "/universal-shell",
      "Learn More about Streamline Workflows": "/systems-controller",
      "Learn More about Drive Innovation": "/LLM-Integrations",
      "Learn More about Scalable Growth": "/Infrastructure-Manager-for-aws",
    });
  });
});
