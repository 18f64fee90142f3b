import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import { actAs, stubApi } from "#web/test/render-console-route";
import { renderScreens } from "#web/test/render-screens";
import { ReportsScreen } from "./reports-screen";

const REPORT = "/api/hiring_report_across_jobs";
/** 12 October 2026 (UTC): the default range is 13 September – 12 October. */
const NOW = new Date("2026-10-12T12:00:00Z");
const line = (jobId: number, jobTitle: string, status: string, figures: number[], median: number | null) => {
  const [received, inProgress, hired, rejected, withdrawn] = figures;
  return {
    jobId,
    jobTitle,
    status,
    received,
    inProgress,
    hired,
    rejected,
    withdrawn,
    medianDaysToHire: median,
  };
};
const stage = (
  key: string,
  name: string,
  jobs: number,
  reached: number,
  passedOn: number | null,
  r = 0,
  w = 0,
) => ({
  key,
  name,
  jobs,
  reached,
  passedOn,
  rejectedHere: r,
  withdrawnHere: w,
});
const answer = (from: unknown, to: unknown) => ({
  from,
  to,
  jobs: [
    line(8, "Support Lead", "open", [4, 2, 1, 1, 0], 4),
    line(7, "Platform Engineer", "closed", [4, 1, 1, 1, 1], 7),
  ],
  totals: {
    jobs: 2,
    received: 8,
    inProgress: 3,
    hired: 2,
    rejected: 2,
    withdrawn: 1,
    stages: [
      stage("applied", "Applied", 2, 8, 0.75, 1, 0),
      stage("screening", "Screening", 2, 6, 0.333, 0, 1),
      stage("interview", "Interview", 2, 2, 1),
      stage("offer", "Offer", 2, 2, 1),
      stage("hired", "Hired", 2, 2, null),
    ],
    otherStages: { stages: 1, now: 1, rejectedHere: 1, withdrawnHere: 0 },
    sources: [
      { source: "profile", applications: 4, hired: 1 },
      { source: "resume", applications: 3, hired: 1 },
    ],
    timeToHire: { hires: 2, medianDays: 5.5 },
  },
});
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
const render = () => renderScreens("/console/reports", { "/console/reports": <ReportsScreen now={NOW} /> });

beforeEach(() => actAs("employer"));

describe("the report across jobs", () => {
  it("asks for the last 30 days and shows each job, linked to its own report, the totals, stages and sources", async () => {
    const api = stubApi({ [REPORT]: (body) => jsonResponse(answer(body.from, body.to)) });
    render();
    expect(screen.getByRole("heading", { level: 1, name: "Reports" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    const jobs = await screen.findByRole("table", { name: /^Each job:/ });
    expect(api.bodies(REPORT)).toEqual([
      { authToken: "employer-token", from: "2026-09-13", to: "2026-10-12" },
    ]);
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-09-13");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2026-10-12");
    expect(screen.getByText("Applications received from 2026-09-13 to 2026-10-12 (UTC).")).toBeTruthy();
    expect(
      screen.getByText("8 applications received by 2 jobs: 3 in progress, 2 hired, 2 rejected, 1 withdrawn."),
    ).toBeTruthy();
    expect(
      screen.getByText("Time to hire: a median of 5.5 days from applying to Hired (2 hires)."),
    ).toBeTruthy();
    expect(
      within(jobs)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Job",
      "Status",
      "Received",
      "In progress",
      "Hired",
      "Rejected",
      "Withdrawn",
      "Median days to hire",
    ]);
    expect(rowsOf(jobs)).toEqual([
      ["Support Lead", "Open", "4", "2", "1", "1", "0", "4"],
      ["Platform Engineer", "Closed", "4", "1", "1", "1", "1", "7"],
      ["All jobs", "", "8", "3", "2", "2", "1", "5.5"],
    ]);
    expect(
      within(jobs).getByRole("link", { name: "Platform Engineer (hiring report)" }).getAttribute("href"),
    ).toBe("/console/jobs/7/report");
    expect(rowsOf(screen.getByRole("table", { name: /^The stages every job starts with/ }))).toEqual([
      ["Applied", "2", "8", "75 %", "1", "0"],
      ["Screening", "2", "6", "33 %", "0", "1"],
      ["Interview", "2", "2", "100 %", "0", "0"],
      ["Offer", "2", "2", "100 %", "0", "0"],
      ["Hired", "2", "2", "—", "0", "0"],
    ]);
    expect(
      screen.getByText(
        "Stages the jobs added themselves (1): 1 application is in one of them now, 1 rejected and 0 withdrawn from them. Moving through them counts as going on in the table above.",
      ),
    ).toBeTruthy();
    expect(rowsOf(screen.getByRole("table", { name: /^Where the applications of all these jobs/ }))).toEqual([
      ["Applied with a profile", "4", "1"],
      ["Resume only (no account)", "3", "1"],
    ]);
  });

  it("checks the range before asking again, and asks for the new range once it is right", async () => {
    const api = stubApi({ [REPORT]: (body) => jsonResponse(answer(body.from, body.to)) });
    render();
    await screen.findByRole("table", { name: /^Each job:/ });
    const user = userEvent.setup();
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    await user.clear(from);
    await user.type(from, "2026-10-20");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The start date must be on or before the end date.")).toBeTruthy();
    await user.clear(from);
    await user.type(from, "2025-10-01");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByText("Please choose at most 366 days.")).toBeTruthy();
    expect(api.bodies(REPORT)).toHaveLength(1);

    await user.clear(from);
    await user.type(from, "2026-10-05");
    await user.clear(to);
    await user.type(to, "2026-10-10");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(
      await screen.findByText("Applications received from 2026-10-05 to 2026-10-10 (UTC)."),
    ).toBeTruthy();
    expect(screen.queryByText("Please choose at most 366 days.")).toBeNull();
    expect(api.bodies(REPORT).at(-1)).toEqual({
      authToken: "employer-token",
      from: "2026-10-05",
      to: "2026-10-10",
    });
  });

  it("says so when there are no jobs, and when the range received nothing", async () => {
    stubApi({ [REPORT]: (body) => jsonResponse({ ...answer(body.from, body.to), jobs: [] }) });
    render();
    expect(
      await screen.findByText(
        "There are no jobs to report on yet. Post a job, and its figures appear here as people apply.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows zeros, not an error, for a range without applications", async () => {
    stubApi({
      [REPORT]: (body) => {
        const empty = answer(body.from, body.to);
        return jsonResponse({
          ...empty,
          jobs: [line(7, "Platform Engineer", "open", [0, 0, 0, 0, 0], null)],
          totals: {
            ...empty.totals,
            jobs: 1,
            received: 0,
            inProgress: 0,
            hired: 0,
            rejected: 0,
            withdrawn: 0,
            timeToHire: { hires: 0, medianDays: null },
          },
        });
      },
    });
    render();
    expect(
      await screen.findByText("No applications were received in these days: every figure below is 0."),
    ).toBeTruthy();
    expect(screen.getByText("Time to hire: nobody has been hired yet.")).toBeTruthy();
    expect(rowsOf(screen.getByRole("table", { name: /^Each job:/ }))).toEqual([
      ["Platform Engineer", "Open", "0", "0", "0", "0", "0", "—"],
      ["All jobs", "", "0", "0", "0", "0", "0", "—"],
    ]);
  });

  it("shows the server's refusal and a way to try again", async () => {
    stubApi({ [REPORT]: () => jsonResponse({ message: "Internal Server Error" }, 500) });
    render();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
