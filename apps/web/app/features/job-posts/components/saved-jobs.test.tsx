import type { SavedJob } from "@site/contract/api/job-posts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Header } from "#web/components/layout/header";
import { signIn } from "#web/lib/session-store";
import { descriptionOf } from "#web/test/description";
import { jsonResponse } from "#web/test/json-response";
import { jobPost, jobSummary, renderJobsRoute, searchAnswer, stubApi } from "#web/test/render-jobs-route";
import { findToast, renderScreens } from "#web/test/render-screens";
import { startEachTestSignedOut } from "#web/test/session";
import { SavedJobsScreen } from "./saved-jobs-screen";

const SEARCH = "/api/search_jobs";
const SAVED = "/api/saved_jobs";
const SAVE = "/api/save_job";
const UNSAVE = "/api/unsave_job";

const savedJob = (jobId: number, overrides: Partial<SavedJob> = {}): SavedJob => ({
  ...jobSummary(jobId),
  savedAt: "2026-01-07T09:00:00.000Z",
  status: "open",
  ...overrides,
});

/** The API's saved jobs of the signed-in user, kept as a list the handlers change. */
function savedJobsApi(initial: SavedJob[]) {
  let list = [...initial];
  return {
    [SAVED]: () => jsonResponse({ data: list }),
    [SAVE]: (body: Record<string, unknown>) => {
      list = [savedJob(Number(body.jobId)), ...list.filter((job) => job.jobId !== body.jobId)];
      return jsonResponse({ message: "Job saved." });
    },
    [UNSAVE]: (body: Record<string, unknown>) => {
      list = list.filter((job) => job.jobId !== body.jobId);
      return jsonResponse({ message: "Job removed from your saved jobs." });
    },
  };
}

startEachTestSignedOut();

describe("Save job on the search rows and the job page", () => {
  it("shows no Save job to a visitor", async () => {
    stubApi({ [SEARCH]: () => jsonResponse(searchAnswer(1, 3)) });
    renderJobsRoute("/search-jobs");
    await screen.findByRole("heading", { name: "3 job(s)" });
    expect(screen.queryByRole("button", { name: "Save job" })).toBeNull();
  });

  it("saves a job from its search row: the toggle reads Saved and is pressed", async () => {
    const api = stubApi({ [SEARCH]: () => jsonResponse(searchAnswer(1, 3)), ...savedJobsApi([savedJob(3)]) });
    act(() => signIn("tok-1", "ada@example.com"));
    renderJobsRoute("/search-jobs");
    const rows = await screen.findAllByRole("listitem");
    const third = within(rows[2] as HTMLElement);
    expect((await third.findByRole("button", { name: "Saved" })).getAttribute("aria-pressed")).toBe("true");

    const first = within(rows[0] as HTMLElement);
    const toggle = first.getByRole("button", { name: "Save job" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    // The toggle says which job it saves.
    expect(descriptionOf(toggle)).toBe("Engineer 1");
    await userEvent.setup().click(toggle);
    expect(first.getByRole("button", { name: "Saved" }).getAttribute("aria-pressed")).toBe("true");
    expect(api.bodies(SAVE)).toEqual([{ accessToken: "tok-1", jobId: 1 }]);
    // The row still opens the job: the toggle is beside the link, not inside it.
    expect(first.getByRole("link").contains(first.getByRole("button"))).toBe(false);
  });

  it("shows no row's toggle until the person's saved jobs are known, then each row's own (decision 134)", async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      [SEARCH]: () => jsonResponse(searchAnswer(1, 3)),
      [SAVED]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    act(() => signIn("tok-1", "ada@example.com"));
    renderJobsRoute("/search-jobs");
    await screen.findByRole("heading", { name: "3 job(s)" });
    // The rows' toggles are there (they asked for the list), and wait for its answer.
    await waitFor(() => expect(api.bodies(SAVED).length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Save job" })).toBeNull();
    act(() => answer(jsonResponse({ data: [savedJob(1)] })));
    const rows = screen.getAllByRole("listitem");
    expect(
      (await within(rows[0] as HTMLElement).findByRole("button", { name: "Saved" })).getAttribute(
        "aria-pressed",
      ),
    ).toBe("true");
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("button", { name: "Save job" })
        .getAttribute("aria-pressed"),
    ).toBe("false");
  });

  it("turns the star back and says why when saving fails", async () => {
    stubApi({
      [SEARCH]: () => jsonResponse(searchAnswer(1, 1)),
      [SAVED]: () => jsonResponse({ data: [] }),
      [SAVE]: () =>
        jsonResponse(
          { message: "Too many requests, please try again later", code: "too_many_requests" },
          429,
        ),
    });
    act(() => signIn("tok-1", "ada@example.com"));
    renderJobsRoute("/search-jobs");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save job" }));
    expect(await findToast("Too many requests, please try again later")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save job" }).getAttribute("aria-pressed")).toBe("false"),
    );
  });

  it("removes a saved job from the job page", async () => {
    const api = stubApi({
      "/api/view_job_post": () => jsonResponse(jobPost()),
      ...savedJobsApi([savedJob(7)]),
    });
    act(() => signIn("tok-1", "ada@example.com"));
    renderJobsRoute("/job/7");
    const toggle = await screen.findByRole("button", { name: "Saved" });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await userEvent.setup().click(toggle);
    expect(screen.getByRole("button", { name: "Save job" }).getAttribute("aria-pressed")).toBe("false");
    expect(api.bodies(UNSAVE)).toEqual([{ accessToken: "tok-1", jobId: 7 }]);
  });
});

describe("the Saved jobs page", () => {
  const renderSaved = () => renderScreens("/saved-jobs", { "/saved-jobs": <SavedJobsScreen /> });

  it("lists the saved jobs, the closed ones marked, and removes one with its toggle", async () => {
    const api = stubApi(
      savedJobsApi([
        savedJob(2, { jobTitle: "Platform Engineer", workplace: "remote", employmentType: "full_time" }),
        savedJob(5, { jobTitle: "Data Engineer", status: "closed" }),
      ]),
    );
    act(() => signIn("tok-1", "ada@example.com"));
    renderSaved();
    expect(screen.getByRole("heading", { level: 1, name: "Saved jobs" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Saved jobs" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Platform Engineer",
      "Data Engineer",
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/job/2");
    expect(rows[0]?.textContent).toContain("Remote");
    expect(rows[0]?.textContent).toContain("Full-time");
    expect(rows[0]?.textContent).toContain("Saved Jan 7, 2026");
    expect(rows[1]?.textContent).toContain("No longer open for applications");

    await userEvent.setup().click(within(rows[0] as HTMLElement).getByRole("button", { name: "Saved" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(api.bodies(UNSAVE)).toEqual([{ accessToken: "tok-1", jobId: 2 }]);
  });

  it("says how to save jobs when there are none", async () => {
    stubApi(savedJobsApi([]));
    act(() => signIn("tok-1", "ada@example.com"));
    renderSaved();
    expect(await screen.findByText(/You have not saved any jobs yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find jobs" }).getAttribute("href")).toBe("/search-jobs");
  });

  it("asks a visitor to log in, without calling the API", async () => {
    const api = stubApi({});
    renderSaved();
    expect(screen.getByText(/Log in to see the jobs you saved/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(api.bodies(SAVED)).toEqual([]);
  });

  it("is linked from the account menu", async () => {
    stubApi({
      "/api/auth/validate-token": () =>
        jsonResponse({ success: { email: "ada@example.com", role: "candidate" } }),
    });
    act(() => signIn("tok-1", "ada@example.com"));
    renderScreens("/", { "/": <Header /> });
    await userEvent.setup().click(screen.getByRole("button", { name: "ada@example.com" }));
    expect(screen.getByRole("link", { name: "Saved jobs" }).getAttribute("href")).toBe("/saved-jobs");
  });
});
