import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import DataWarehousingRoute from "#web/routes/data-warehousing";
import InfrastructureManagerAwsRoute from "#web/routes/infrastructure-manager-aws";
import LlmIntegrationsRoute from "#web/routes/llm-integrations";
import SystemsControllerRoute from "#web/routes/systems-controller";

function renderPage(Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component }]);
  return render(<Stub initialEntries={["/"]} />);
}

const pages = [
  {
    Component: InfrastructureManagerAwsRoute,
    heading: "Infrastructure Manager for AWS",
    diagram: "How the Infrastructure Manager for AWS works",
    firstStep: "Describe the infrastructure",
    code: '"action": "launch_instances"',
    connection: "Amazon EC2",
  },
  {
    Component: LlmIntegrationsRoute,
    heading: "LLM Integrations",
    diagram: "How LLM Integrations work",
    firstStep: "Ask in plain words",
    code: '1@staging restart_service service_name="nginx"',
    connection: "Your model provider",
  },
  {
    Component: DataWarehousingRoute,
    heading: "Data Warehousing Integration",
    diagram: "How the Data Warehousing Integration works",
    firstStep: "Put your scripts on the nodes",
    code: "4@extract run_script script_path='etl/extract_orders.sh' timeout=3600",
    connection: "Your data warehouse",
  },
] as const;

describe("the product pages", () => {
  for (const page of pages) {
    it(`${page.heading}: its own diagram, steps, connections and example`, () => {
      const { container } = renderPage(page.Component as () => React.ReactNode);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(page.heading);
      const diagram = screen.getByRole("img", { name: new RegExp(`^${page.diagram}`) });
      expect(diagram.tagName.toLowerCase()).toBe("svg");
      // Drawn in the text colour only, so both themes colour it through their tokens.
      for (const element of diagram.querySelectorAll("[fill],[stroke]")) {
        for (const attribute of ["fill", "stroke"]) {
          const value = element.getAttribute(attribute);
          if (value) expect(value, attribute).toMatch(/^(currentColor|none)$/);
        }
      }
      const steps = within(screen.getByRole("region", { name: "How it works" })).getAllByRole("listitem");
      expect(steps.length).toBeGreaterThanOrEqual(4);
      expect(steps[0]?.textContent).toContain(page.firstStep);
      expect(
        within(screen.getByRole("region", { name: "What it connects to" })).getByText(page.connection),
      ).toBeTruthy();
      expect(container.querySelector("pre code")?.textContent).toContain(page.code);
      // No longer three check-mark cards under a hero.
      expect(container.querySelectorAll("svg path[d='M5 12.5l4.5 4.5L19 7.5']")).toHaveLength(0);
    });
  }

  it("Systems Controller: its architecture diagram and a rolling deployment example", () => {
    const { container } = renderPage(SystemsControllerRoute as () => React.ReactNode);
    expect(screen.getByRole("img", { name: /^How the Systems Controller works/ })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Example: a rolling deployment" })).toBeTruthy();
    expect(container.querySelector("pre code")?.textContent).toContain(
      '1@web restart_service service_name="shop"',
    );
    expect(screen.getByRole("heading", { level: 2, name: "Simple Guide" })).toBeTruthy();
  });
});
