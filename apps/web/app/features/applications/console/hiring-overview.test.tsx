import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { pagedResponse } from "#web/test/json-response";
import { actAs, currentPath, renderConsoleRoute, stubApi } from "#web/test/render-console-route";

const OVERVIEW = "/api/hiring_overview";
const stages = (counts: Partial<Record<string, number>>) => ({
  applied: 0,
  screening: 0,
  interview: 0,
  offer: 0,
  hired: 0,
  rejected: 0,
  ...counts,
});

beforeEach(() => actAs("employer"));

describe("Hiring overview", () => {
  it("shows applicants per stage of each job on the console's start, linking to the pipeline", async () => {
    const api = stubApi({
      [OVERVIEW]: () =>
        pagedResponse(
          [
            {
              jobId: 7,
              jobTitle: "Site Reliability Engineer",
              companyName: "Acme",
              status: "open",
              total: 4,
              stages: stages({ applied: 2, interview: 1, rejected: 1 }),
              between: [
                { name: "Screening", applications: 0 },
                { name: "Interview", applications: 1 },
                { name: "Take-home task", applications: 0 },
              ],
            },
          ],
          1,
          1,
        ),
    });
    renderConsoleRoute("/console");
    const table = await screen.findByRole("table", { name: "Applicants per stage of each job" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Job", "Applied", "In process", "Hired", "Rejected", "Total"]);
    const row = within(table).getByRole("row", { name: /Site Reliability Engineer/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["2", "1Screening: 0Interview: 1Take-home task: 0", "0", "1", "4"]);
    expect(api.bodies(OVERVIEW)).toEqual([{ authToken: "employer-token", page: 1 }]);
    await userEvent.setup().click(within(row).getByRole("link", { name: "Site Reliability Engineer" }));
    expect(currentPath()).toBe("/console/jobs/7/applicants");
  });

  it("says so when there are no jobs", async () => {
    stubApi({ [OVERVIEW]: () => pagedResponse([], 0, 0) });
    renderConsoleRoute("/console");
    expect(await screen.findByText("No jobs yet.")).toBeTruthy();
  });
});
