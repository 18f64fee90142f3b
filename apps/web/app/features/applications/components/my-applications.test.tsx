import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signIn } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { renderJobsRoute, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";
import { applicationSummary } from "../testing/application-summary";
import { MyApplications } from "./my-applications";

const MINE = "/api/my_applications";
const WITHDRAW = "/api/withdraw_application";

const devops = applicationSummary({
  stage: "interviewing",
  stageChangedAt: "2026-01-12T15:00:00.000Z",
  history: [
    { stage: "applied", at: "2026-01-06T09:00:00.000Z" },
    { stage: "in-review", at: "2026-01-08T10:00:00.000Z" },
    { stage: "interviewing", at: "2026-01-12T15:00:00.000Z" },
  ],
});
const writer = {
  applicationId: "0b7d8f5e-3c1a-4e0b-8d3e-2a9b6c4d1e22",
  jobId: 9,
  jobTitle: "Technical Writer",
  companyName: "Inkwell Docs",
  appliedAt: "2025-12-20T09:00:00.000Z",
  status: "closed" as const,
  stage: "applied" as const,
  stageChangedAt: "2025-12-20T09:00:00.000Z",
  history: [{ stage: "applied" as const, at: "2025-12-20T09:00:00.000Z" }],
};

startEachTestSignedOut();

function renderSignedIn(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handlers);
  signIn("tok-1", "ada@example.com");
  renderJobsRoute("/with-extra", <MyApplications />);
  return { api, user: userEvent.setup() };
}

describe("MyApplications", () => {
  it("renders nothing for a visitor and asks nothing", () => {
    const api = stubApi({});
    renderJobsRoute("/with-extra", <MyApplications />);
    expect(screen.queryByRole("heading", { name: "My applications" })).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it("lists the job, the date and the status of each application", async () => {
    const { api } = renderSignedIn({ [MINE]: () => jsonResponse({ data: [devops, writer] }) });
    const list = await screen.findByRole("list", { name: "My applications" });
    const [first, second] = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("link", { name: "Senior DevOps Engineer" }).getAttribute("href")).toBe(
      "/job/7",
    );
    expect(first.textContent).toContain("Bluepeak Cloud");
    expect(first.textContent).toContain("Applied Jan 6, 2026");
    expect(first.textContent).toContain("Submitted");
    expect(second.textContent).toContain("Job closed");
    expect(api.bodies(MINE)).toEqual([{ accessToken: "tok-1" }]);
  });

  it("keeps a withdrawn application in the list as Withdrawn, with its date and no Withdraw button (decision 091)", async () => {
    const withdrawn = {
      ...writer,
      status: "withdrawn" as const,
      stageChangedAt: "2026-01-03T10:00:00.000Z",
      withdrawnAt: "2026-01-03T10:00:00.000Z",
    };
    renderSignedIn({ [MINE]: () => jsonResponse({ data: [devops, withdrawn] }) });
    const list = await screen.findByRole("list", { name: "My applications" });
    const [first, second] = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list) as [HTMLElement, HTMLElement];
    expect(second.textContent).toContain("Applied Dec 20, 2025 · Withdrawn");
    expect(second.textContent).toContain("Withdrawn on Jan 3, 2026");
    expect(within(second).queryByRole("button")).toBeNull();
    expect(within(first).getByRole("button", { name: /Withdraw/ })).toBeTruthy();
  });

  it("shows where the employer has each application, since when, and its history in the candidate's words", async () => {
    const { user } = renderSignedIn({
      [MINE]: () =>
        jsonResponse({
          data: [
            { ...devops, viewedAt: "2026-01-07T16:20:00.000Z" },
            { ...writer, viewedAt: null },
            {
              ...writer,
              applicationId: "1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
              stage: "not-selected",
              stageChangedAt: "2026-01-02T09:00:00.000Z",
              history: [writer.history[0], { stage: "not-selected", at: "2026-01-02T09:00:00.000Z" }],
            },
          ],
        }),
    });
    const list = await screen.findByRole("list", { name: "My applications" });
    const [first, second, third] = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list) as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain("Status: Interviewing since Jan 12, 2026");
    expect(second.textContent).toContain("Status: Applied since Dec 20, 2025");
    expect(third.textContent).toContain("Status: Not selected since Jan 2, 2026");
    // When the hiring team first opened it (decision 095); nothing for one never opened.
    expect(first.textContent).toContain("Opened by the hiring team on Jan 7, 2026");
    expect(second.textContent).not.toContain("Opened by the hiring team");
    expect(third.textContent).not.toContain("Opened by the hiring team");
    // An application never moved has no history to show.
    expect(within(second).queryByText("History")).toBeNull();

    const history = within(first).getByRole("list", {
      name: "History of your application for Senior DevOps Engineer",
      hidden: true,
    });
    expect(history.closest("details")?.open).toBe(false);
    await user.click(within(first).getByText("History"));
    expect(history.closest("details")?.open).toBe(true);
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Jan 6, 2026: Applied", "Jan 8, 2026: In review", "Jan 12, 2026: Interviewing"]);
  });

  it("says so when there are none, with a link to the job search", async () => {
    renderSignedIn({ [MINE]: () => jsonResponse({ data: [] }) });
    expect(await screen.findByText(/You have not applied for any jobs yet\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find jobs" }).getAttribute("href")).toBe("/search-jobs");
  });

  it("withdraws an application after a confirmation and refreshes the list", async () => {
    let data = [devops, writer];
    const { api, user } = renderSignedIn({
      [MINE]: () => jsonResponse({ data }),
      [WITHDRAW]: () => {
        data = [writer];
        return jsonResponse({ message: "Your application has been withdrawn." });
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Withdraw application for Senior DevOps Engineer" }),
    );
    // The dialog's code loads at the first Withdraw.
    const dialog = await screen.findByRole("dialog", { name: "Withdraw application?" });
    expect(dialog.textContent).toContain(
      "Your application for Senior DevOps Engineer at Bluepeak Cloud will be removed. This cannot be undone.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.bodies(WITHDRAW)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Withdraw application for Senior DevOps Engineer" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Withdraw application" }),
    );
    expect(await screen.findByText("Your application has been withdrawn.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.bodies(WITHDRAW)).toEqual([{ accessToken: "tok-1", applicationId: devops.applicationId }]);
    await screen.findByText(writer.jobTitle);
    expect(screen.queryByRole("link", { name: devops.jobTitle })).toBeNull();
  });

  it("keeps the dialog open with the server's message when withdrawing fails", async () => {
    const { user } = renderSignedIn({
      [MINE]: () => jsonResponse({ data: [devops] }),
      [WITHDRAW]: () => jsonResponse({ message: "Application not found" }, 404),
    });
    await user.click(await screen.findByRole("button", { name: /^Withdraw application for/ }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw application" }),
    );
    expect((await within(screen.getByRole("dialog")).findByRole("alert")).textContent).toBe(
      "Application not found",
    );
  });

  it("offers Retry when the list could not be loaded", async () => {
    let fail = true;
    const { user } = renderSignedIn({
      [MINE]: () =>
        fail ? jsonResponse({ message: "Internal Server Error" }, 500) : jsonResponse({ data: [devops] }),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your applications could not be loaded.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: devops.jobTitle })).toBeTruthy();
  });
});
