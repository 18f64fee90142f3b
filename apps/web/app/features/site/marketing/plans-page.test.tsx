import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PlansPage } from "./plans-page";

function renderPlans() {
  const Stub = createRoutesStub([{ path: "*", Component: PlansPage }]);
  return render(<Stub initialEntries={["/Purchase"]} />);
}

const plan = (name: string) => screen.getByRole("article", { name });

describe("PlansPage", () => {
  it("shows the three plans exactly as specified", () => {
    renderPlans();
    const expected = [
      ["Basic Plan", "$10", ["1 System Controller", "Basic Support", "10GB Storage"]],
      ["Pro Plan", "$15", ["5 System Controllers", "Priority Support", "50GB Storage", "Advanced Analytics"]],
      [
        "Enterprise Plan",
        "$20",
        ["Unlimited Controllers", "24/7 Dedicated Support", "Unlimited Storage", "Custom Integrations"],
      ],
    ] as const;
    for (const [name, price, features] of expected) {
      const card = plan(name);
      expect(card.textContent).toContain(`${price}/month`);
      const list = within(card).getByRole("list", { name: `${name} includes` });
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(features);
    }
  });

  it("each plan's button opens the contact form with that plan named in the address", () => {
    renderPlans();
    const hrefs = ["Basic Plan", "Pro Plan", "Enterprise Plan"].map((name) =>
      within(plan(name))
        .getByRole("link", { name: new RegExp(`^Get Started\\s*with the ${name}$`) })
        .getAttribute("href"),
    );
    expect(hrefs).toEqual(["/contact-us?plan=basic", "/contact-us?plan=pro", "/contact-us?plan=enterprise"]);
  });

  it("highlights only the Pro plan", () => {
    renderPlans();
    expect(within(plan("Pro Plan")).getByText("Most Popular")).toBeDefined();
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
    expect(plan("Pro Plan").closest("li")?.getAttribute("data-highlighted")).toBe("true");
  });
});
