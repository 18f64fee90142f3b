import { comparisonCopy, comparisonFeatures, comparisonTools } from "@site/content/site/comparison";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComparisonChart, cellText } from "./comparison-chart";

describe("ComparisonChart", () => {
  it("is a table of the five tools by the five features", () => {
    render(<ComparisonChart />);
    const table = screen.getByRole("table", { name: comparisonCopy.caption });
    const columns = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(columns).toEqual([
      comparisonCopy.toolColumn,
      ...comparisonFeatures.map((feature) => feature.label),
    ]);
    const rows = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(rows).toEqual(["Systems Controller", "Ansible", "Rancher", "Terraform", "Puppet"]);
  });

  it("gives every mark a text alternative, and the drawn marks are hidden from assistive technology", () => {
    render(<ComparisonChart />);
    const table = screen.getByRole("table");
    for (const tool of comparisonTools) {
      const row = within(table).getByRole("rowheader", { name: tool.name }).closest("tr") as HTMLElement;
      const cells = within(row).getAllByRole("cell");
      comparisonFeatures.forEach((feature, index) => {
        const cell = cells[index] as HTMLElement;
        // What assistive technology reads: the cell without its aria-hidden drawing.
        const spoken = cell.cloneNode(true) as HTMLElement;
        for (const hidden of spoken.querySelectorAll("[aria-hidden]")) hidden.remove();
        expect(spoken.textContent).toBe(cellText(feature.id, tool.scores[feature.id]));
        for (const mark of cell.querySelectorAll("[data-mark]"))
          expect(mark.getAttribute("aria-hidden")).toBe("true");
      });
    }
  });

  it("says scores, cost levels and missing support in words", () => {
    expect(cellText("portability", 3)).toBe("3 out of 3 (excellent)");
    expect(cellText("apiSimplicity", 1)).toBe("1 out of 3 (basic)");
    expect(cellText("pricing", 1)).toBe("Cost level 1 out of 3 (low cost)");
    expect(cellText("observability", undefined)).toBe("Not supported");
    render(<ComparisonChart />);
    const terraform = screen.getByRole("rowheader", { name: "Terraform" }).closest("tr") as HTMLElement;
    expect(within(terraform).getByText("Not supported")).toBeDefined();
    const ours = screen.getByRole("rowheader", { name: "Systems Controller" }).closest("tr") as HTMLElement;
    expect(ours.querySelectorAll('[data-mark="pricing"] .text-green-700')).toHaveLength(1);
  });
});
