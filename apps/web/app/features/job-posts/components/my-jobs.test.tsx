import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UnsubscribeScreen } from "#web/features/job-alerts/public";
import { signIn } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { stubApi } from "#web/test/render-jobs-route";
import { renderScreens } from "#web/test/render-screens";
import { startEachTestSignedOut } from "#web/test/session";
import { MyJobsScreen } from "./my-jobs-screen";

const ALERTS = "/api/job_alerts";
const DELETE = "/api/delete_job_alert";
const UNSUBSCRIBE = "/api/unsubscribe_job_alert";

/** The alert's filters: what it was saved with, and what an edit of its keyword sends again. */
const savedFilters = {
  employmentType: ["full_time"],
  workplace: ["remote"],
  jobCountry: ["DE"],
  jobCity: [],
  companyName: [],
  salaryFloor: 60000,
  salaryCurrency: "EUR",
};
const alert = {
  alertId: "5b7e2b54-0000-4000-8000-000000000001",
  frequency: "weekly",
  keyword: "kubernetes",
  ...savedFilters,
  pausedAt: null as string | null,
  createdAt: "2026-01-05T09:00:00.000Z",
};

startEachTestSignedOut();

describe("My jobs", () => {
  it("shows the three sections, each alert's search in words, and deletes an alert", async () => {
    let alerts = [alert];
    const api = stubApi({
      "/api/my_applications": () => jsonResponse({ data: [] }),
      "/api/saved_jobs": () => jsonResponse({ data: [] }),
      [ALERTS]: () => jsonResponse({ data: alerts }),
      [DELETE]: () => {
        alerts = [];
        return jsonResponse({ message: "Job alert deleted." });
      },
    });
    act(() => signIn("tok-1", "ada@example.com", "candidate"));
    renderScreens("/my-jobs", { "/my-jobs": <MyJobsScreen /> });

    const menu = screen.getByRole("navigation", { name: "Sections of My jobs" });
    expect(
      within(menu)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#applications", "#saved-jobs", "#job-alerts"]);
    await screen.findByRole("heading", { level: 2, name: "My applications" });
    screen.getByRole("region", { name: "Saved jobs" });
    const list = await screen.findByRole("list", { name: "Job alerts" });
    const item = within(list).getByRole("listitem");
    expect(item.textContent).toContain(
      '"kubernetes" · Full-time · Remote · Germany · at least 60,000 EUR a year',
    );
    expect(item.textContent).toContain("Weekly e-mail");
    expect(within(item).getByRole("link", { name: "Open search" }).getAttribute("href")).toBe(
      "/search-jobs?q=kubernetes&type=full_time&workplace=remote&country=DE&currency=EUR&salary=60000&sort=newest",
    );

    await userEvent.setup().click(
      within(item).getByRole("button", {
        name: 'Delete job alert: "kubernetes" · Full-time · Remote · Germany · at least 60,000 EUR a year',
      }),
    );
    await screen.findByText("Job alert deleted.");
    expect(api.bodies(DELETE)).toEqual([{ accessToken: "tok-1", alertId: alert.alertId }]);
    await screen.findByText(/You have no job alerts/);
    expect(document.activeElement?.textContent).toBe("Job alert deleted.");
  });

  it("pauses, resumes and edits an alert: Paused is shown, the edit sends the new frequency and keyword with the saved filters", async () => {
    let current = { ...alert };
    const api = stubApi({
      "/api/my_applications": () => jsonResponse({ data: [] }),
      "/api/saved_jobs": () => jsonResponse({ data: [] }),
      [ALERTS]: () => jsonResponse({ data: [current] }),
      "/api/pause_job_alert": () => {
        current = { ...current, pausedAt: "2026-01-06T09:00:00.000Z" };
        return jsonResponse({
          message: "Job alert paused. We will not e-mail you until you resume it.",
          alert: current,
        });
      },
      "/api/resume_job_alert": () => {
        current = { ...current, pausedAt: null };
        return jsonResponse({ message: "Job alert resumed.", alert: current });
      },
      "/api/update_job_alert": () => {
        current = { ...current, frequency: "daily", keyword: "terraform" };
        return jsonResponse({
          message: "Job alert saved. We will e-mail you new matching jobs once a day.",
          alert: current,
        });
      },
    });
    act(() => signIn("tok-1", "ada@example.com", "candidate"));
    renderScreens("/my-jobs", { "/my-jobs": <MyJobsScreen /> });
    const user = userEvent.setup();
    const search = '"kubernetes" · Full-time · Remote · Germany · at least 60,000 EUR a year';
    const list = await screen.findByRole("list", { name: "Job alerts" });
    expect(within(list).queryByText("Paused")).toBeNull();

    await user.click(within(list).getByRole("button", { name: `Pause job alert: ${search}` }));
    await screen.findByText("Job alert paused. We will not e-mail you until you resume it.");
    expect(api.bodies("/api/pause_job_alert")).toEqual([{ accessToken: "tok-1", alertId: alert.alertId }]);
    await within(list).findByText("Paused");
    expect(within(list).getByRole("listitem").textContent).toContain("No e-mails until you resume it.");
    await user.click(within(list).getByRole("button", { name: `Resume job alert: ${search}` }));
    await screen.findByText("Job alert resumed.");
    await within(list).findByRole("button", { name: `Pause job alert: ${search}` });
    expect(within(list).queryByText("Paused")).toBeNull();

    await user.click(within(list).getByRole("button", { name: `Edit job alert: ${search}` }));
    const form = screen.getByRole("form", { name: `Edit job alert: ${search}` });
    const keywords = within(form).getByRole("textbox", { name: "Keywords" });
    expect(document.activeElement).toBe(keywords);
    await user.clear(keywords);
    await user.type(keywords, "terraform");
    await user.click(within(form).getByRole("radio", { name: "Daily" }));
    await user.click(within(form).getByRole("button", { name: "Save alert" }));
    await screen.findByText("Job alert saved. We will e-mail you new matching jobs once a day.");
    expect(api.bodies("/api/update_job_alert")).toEqual([
      {
        accessToken: "tok-1",
        alertId: alert.alertId,
        frequency: "daily",
        keyword: "terraform",
        ...savedFilters,
      },
    ]);
    expect(screen.queryByRole("form", { name: /Edit job alert/ })).toBeNull();
  });

  it("asks a visitor to log in and come back", async () => {
    renderScreens("/my-jobs", { "/my-jobs": <MyJobsScreen /> });
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      "/login?returnTo=%2Fmy-jobs",
    );
  });
});

describe("the unsubscribe page", () => {
  it("stops the alert with the link's id and token once, without a session", async () => {
    const api = stubApi({
      [UNSUBSCRIBE]: () => jsonResponse({ message: "You will no longer receive this alert." }),
    });
    renderScreens("/u", { "/u": <UnsubscribeScreen link={{ id: alert.alertId, token: "99.sig" }} /> });
    await screen.findByText("You will no longer receive this alert.");
    expect(api.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/unsubscribe_job_alert?id=${alert.alertId}&token=99.sig`,
    ]);
  });

  it("says in words when the link is refused", async () => {
    stubApi({
      [UNSUBSCRIBE]: () =>
        jsonResponse(
          {
            message: "This unsubscribe link is not valid or has expired. Log in to manage your job alerts.",
            code: "forbidden",
          },
          403,
        ),
    });
    renderScreens("/u", { "/u": <UnsubscribeScreen link={{ id: alert.alertId, token: "1.forged" }} /> });
    await screen.findByText(
      "This unsubscribe link is not valid or has expired. Log in to manage your job alerts.",
    );
  });
});
