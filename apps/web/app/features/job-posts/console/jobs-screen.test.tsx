import { adminMessages } from "@site/contract/api/accounts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, pagedResponse } from "#web/test/json-response";
import { actAs, findToast, renderConsoleRoute, sentTo, stubApi } from "#web/test/render-console-route";

const LIST = "/api/list_my_jobs";
const managed = (overrides: Record<string, unknown> = {}) => ({
  jobId: 7,
  jobTitle: "Site Reliability Engineer",
  companyName: "Acme",
  jobLocation: "Remote",
  jobSalary: "",
  companyIconUrl: "",
  postedDate: "2026-02-01T09:00:00.000Z",
  status: "open",
  applicants: 2,
  ...overrides,
});

beforeEach(() => actAs("employer"));

describe("Jobs screen", () => {
  it("lists the employer's jobs with status, applicants and actions", async () => {
    const fetchMock = stubApi({
      [LIST]: () =>
        pagedResponse(
          [managed(), managed({ jobId: 8, jobTitle: "Old job", status: "closed", applicants: 0 })],
          2,
          1,
        ),
    });
    renderConsoleRoute("/console/jobs");
    expect(await screen.findByText("2 job(s)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Post a job" }).getAttribute("href")).toBe("/console/jobs/new");
    expect(screen.getByRole("link", { name: "Applicants (2)" }).getAttribute("href")).toBe(
      "/console/jobs/7/applicants",
    );
    const open = within(screen.getByRole("group", { name: "Actions for Site Reliability Engineer" }));
    expect(open.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/console/jobs/7");
    expect(open.getByRole("button", { name: "Close job" })).toBeTruthy();
    const closed = within(screen.getByRole("group", { name: "Actions for Old job" }));
    expect(closed.queryByRole("button", { name: "Close job" })).toBeNull();
    expect(screen.getByRole("cell", { name: "Closed" })).toBeTruthy();
    expect(sentTo(fetchMock, LIST)[0]?.body).toEqual({ authToken: "employer-token", page: 1 });
  });

  it("closes a job after confirmation and reloads the list", async () => {
    const fetchMock = stubApi({
      [LIST]: () => pagedResponse([managed()], 1, 1),
      "/api/close_job": () => jsonResponse({ message: adminMessages.jobClosed }),
    });
    renderConsoleRoute("/console/jobs");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Close job" }));
    const dialog = within(screen.getByRole("dialog", { name: "Close job" }));
    expect(dialog.getByText(/leaves the search at once/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Close job" }));
    expect(await findToast(adminMessages.jobClosed)).toBeTruthy();
    expect(sentTo(fetchMock, "/api/close_job")[0]?.body).toEqual({ authToken: "employer-token", jobId: 7 });
    await waitFor(() => expect(sentTo(fetchMock, LIST)).toHaveLength(2));
  });

  it("invites the first post when there are no jobs", async () => {
    stubApi({ [LIST]: () => pagedResponse([], 0, 0) });
    renderConsoleRoute("/console/jobs");
    expect(await screen.findByText("No jobs yet. Post the first one.")).toBeTruthy();
  });
});
