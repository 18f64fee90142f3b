import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { pagedResponse } from "#web/test/json-response";
import { actAs, renderConsoleRoute, stubApi } from "#web/test/render-console-route";

/** The titles of the Overview's section cards (links outside the console's navigation). */
async function cards(): Promise<string[]> {
  await screen.findByRole("heading", { level: 2, name: "Hiring overview" });
  const nav = screen.getByRole("navigation", { name: "Console sections" });
  return screen
    .getAllByRole("link")
    .filter((link) => !nav.contains(link))
    .map((link) => link.querySelector("h2")?.textContent)
    .filter((title) => title !== undefined);
}

describe("Console overview", () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(() => {
    api = stubApi({ "/api/hiring_overview": () => pagedResponse([], 0, 0) });
  });

  it("offers an employer only Jobs and their hiring overview", async () => {
    await actAs("employer");
    renderConsoleRoute("/console");
    expect(await cards()).toEqual(["Jobs"]);
    expect(api.unexpected).toEqual([]);
  });

  it("offers an admin every section", async () => {
    await actAs("admin");
    renderConsoleRoute("/console");
    expect(await cards()).toEqual(["Users", "Jobs", "Inquiries", "AI Agent"]);
  });
});
