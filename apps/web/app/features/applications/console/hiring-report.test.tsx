import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import { actAs, stubApi } from "#web/test/render-console-route";
import { renderScreens } from "#web/test/render-screens";
import { HiringReportScreen } from "./hiring-report";

const REPORT = "/api/hiring_report";
const stage = (
  key: string,
  name: string,
  reached: number,
  passedOn: number | null,
  now: number,
  rejectedHere: number,
  withdrawnHere: number,
  medianDays: number | null,
) => ({
  key,
  name,
  reached,
  passedOn,
  now,
  rejectedHere,
  withdrawnHere,
  medianDays,
});
const answer = (eeo: unknown) => ({
  jobId: 7,
  jobTitle: "Data Engineer",
  total: 12,
  withdrawn: 2,
  stages: [
    stage("applied", "Applied", 14, 0.5, 3, 2, 1, 2),
    stage("s-tech", "Take-home test", 7, 0.571, 2, 1, 1, 3.5),
    stage("hired", "Hired", 1, null, 1, 0, 0, null),
    stage("rejected", "Rejected", 3, null, 3, 0, 0, null),
  ],
  timeToHire: { hires: 1, medianDays: 12.5 },
  sources: [
    { source: "profile", applications: 10, hired: 1 },
    { source: "resume", applications: 2, hired: 0 },
  ],
  eeo,
});
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

beforeEach(() => actAs("employer"));

describe("the hiring report", () => {
  it("shows the stages of the job in its order, with shares in percent and days, and the sources", async () => {
    const api = stubApi({ [REPORT]: () => jsonResponse(answer(null)) });
    renderScreens("/console/jobs/7/report", {
      "/console/jobs/:jobId/report": <HiringReportScreen jobId={7} />,
    });
    expect(await screen.findByRole("heading", { name: "Hiring report: Data Engineer" })).toBeTruthy();
    expect(
      screen.getByText("12 applications in all. 2 more were withdrawn by their candidates."),
    ).toBeTruthy();
    expect(
      screen.getByText("Time to hire: a median of 12.5 days from applying to Hired (1 hire)."),
    ).toBeTruthy();
    const stages = screen.getByRole("table", { name: /Each stage: how many applications reached it/ });
    expect(rowsOf(stages)).toEqual([
      ["Applied", "14", "50 %", "3", "2", "1", "2"],
      ["Take-home test", "7", "57 %", "2", "1", "1", "3.5"],
      ["Hired", "1", "—", "1", "0", "0", "—"],
      ["Rejected", "3", "—", "3", "0", "0", "—"],
    ]);
    const sources = screen.getByRole("table", { name: /Where the applications came from/ });
    expect(rowsOf(sources)).toEqual([
      ["Applied with a profile", "10", "1"],
      ["Resume only (no account)", "2", "0"],
    ]);
    expect(
      screen.getByText(
        "Voluntary self-identification is reported to admins only, so that the people who decide on applications never see it.",
      ),
    ).toBeTruthy();
    expect(api.bodies(REPORT)).toEqual([{ authToken: "employer-token", jobId: 7 }]);
  });

  it("shows an admin each group's counts per stage, and hidden groups as hidden", async () => {
    await actAs("admin");
    const reached = { applied: 6, "s-tech": 4, hired: 1 };
    stubApi({
      [REPORT]: () =>
        jsonResponse(
          answer({
            gender: [
              { group: "male", applied: null, reached: null },
              { group: "female", applied: 6, reached },
              { group: "Not given", applied: 0, reached: { applied: 0, "s-tech": 0, hired: 0 } },
            ],
            ethnicity: [{ group: "Not given", applied: 12, reached: { applied: 12, "s-tech": 7, hired: 1 } }],
          }),
        ),
    });
    renderScreens("/console/jobs/7/report", {
      "/console/jobs/:jobId/report": <HiringReportScreen jobId={7} />,
    });
    const gender = await screen.findByRole("table", { name: /^Gender:/ });
    expect(
      within(gender)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Group", "Applied", "Take-home test", "Hired"]);
    expect(rowsOf(gender)).toEqual([
      ["Male", "Hidden (fewer than 5)"],
      ["Female", "6", "4", "1"],
      ["Not given", "0", "0", "0"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: /^Ethnicity:/ }))).toEqual([
      ["Not given", "12", "7", "1"],
    ]);
  });

  it("says so when nobody has applied yet", async () => {
    stubApi({ [REPORT]: () => jsonResponse({ ...answer(null), total: 0, withdrawn: 0 }) });
    renderScreens("/console/jobs/7/report", {
      "/console/jobs/:jobId/report": <HiringReportScreen jobId={7} />,
    });
    expect(await screen.findByText("No applications yet: the report fills in as people apply.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
