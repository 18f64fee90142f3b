import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signIn } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { renderJobsRoute, searchAnswer, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";

const SEARCH = "/api/search_jobs";
const CREATE = "/api/create_job_alert";
const URL = "/search-jobs?q=kubernetes&workplace=remote&country=DE&posted=7d";
/** The keyword and filters of URL as an alert holds them: every list, empty when unused. */
const urlSearch = {
  keyword: "kubernetes",
  employmentType: [],
  workplace: ["remote"],
  jobCountry: ["DE"],
  jobCity: [],
  companyName: [],
};

const alertAnswer = (frequency: "daily" | "weekly") => ({
  message: `Job alert created. We will e-mail you new matching jobs ${frequency === "daily" ? "once a day" : "once a week"}.`,
  alert: {
    alertId: "5b7e2b54-0000-4000-8000-000000000001",
    frequency,
    ...urlSearch,
    salaryFloor: null,
    salaryCurrency: null,
    pausedAt: null,
    createdAt: "2026-01-05T09:00:00.000Z",
  },
});

startEachTestSignedOut();

describe("Create job alert on /search-jobs", () => {
  it("asks a visitor to log in and brings them back to the same search", async () => {
    stubApi({ [SEARCH]: () => jsonResponse(searchAnswer(1, 2)) });
    renderJobsRoute(URL);
    const logIn = await screen.findByRole("link", { name: "Log in to create a job alert" });
    expect(logIn.getAttribute("href")).toBe(
      "/login?returnTo=%2Fsearch-jobs%3Fq%3Dkubernetes%26workplace%3Dremote%26country%3DDE%26posted%3D7d",
    );
    expect(screen.queryByRole("button", { name: "Create job alert" })).toBeNull();
  });

  it("saves the page's search and filters with the chosen frequency and confirms, focus back on the button", async () => {
    const api = stubApi({
      [SEARCH]: () => jsonResponse(searchAnswer(1, 2)),
      [CREATE]: () => jsonResponse(alertAnswer("weekly")),
    });
    act(() => signIn("tok-1", "ada@example.com", "candidate"));
    renderJobsRoute(URL);
    const user = userEvent.setup();
    const open = await screen.findByRole("button", { name: "Create job alert" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    await user.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");
    screen.getByRole("form", { name: "Create a job alert for this search" });
    const daily = screen.getByRole("radio", { name: "Daily" });
    // The form opens with the focus on its first choice, Daily, chosen.
    expect(document.activeElement).toBe(daily);
    expect((daily as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("radio", { name: "Weekly" }));
    await user.click(screen.getByRole("button", { name: "Save alert" }));

    await screen.findByText("Job alert created. We will e-mail you new matching jobs once a week.");
    // The keyword and filters of the URL; "posted within" is not part of an alert.
    expect(api.bodies(CREATE)).toEqual([
      {
        accessToken: "tok-1",
        frequency: "weekly",
        ...urlSearch,
      },
    ]);
    expect(screen.getByRole("link", { name: "See your job alerts" }).getAttribute("href")).toBe(
      "/my-jobs#job-alerts",
    );
    expect(screen.queryByRole("form")).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it("shows the server's refusal in words inside the form, and Escape closes it", async () => {
    stubApi({
      [SEARCH]: () => jsonResponse(searchAnswer(1, 2)),
      [CREATE]: () =>
        jsonResponse(
          { message: "You can keep up to 10 job alerts. Delete one to create another.", code: "conflict" },
          409,
        ),
    });
    act(() => signIn("tok-1", "ada@example.com", "candidate"));
    renderJobsRoute(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create job alert" }));
    await user.click(screen.getByRole("button", { name: "Save alert" }));
    const form = screen.getByRole("form", { name: "Create a job alert for this search" });
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "You can keep up to 10 job alerts. Delete one to create another.",
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Create job alert" }));
  });

  it("is not offered to an employer", async () => {
    stubApi({ [SEARCH]: () => jsonResponse(searchAnswer(1, 2)) });
    act(() => signIn("tok-2", "boss@example.com", "employer"));
    renderJobsRoute(URL);
    await screen.findByRole("heading", { name: '2 job(s) matched for query: "kubernetes"' });
    expect(screen.queryByRole("button", { name: "Create job alert" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Log in to create a job alert" })).toBeNull();
  });
});
