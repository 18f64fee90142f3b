import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import { resizeWindow } from "#web/test/match-media";
import { currentPath, jobPost, renderJobsRoute, searchAnswer, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";

const SEARCH = "/api/search_jobs";
const VIEW = "/api/view_job_post";

startEachTestSignedOut();

/** The API: 25 jobs "Engineer n at Company n"; job 13 is closed; any other id is not there. */
function api() {
  return stubApi({
    [SEARCH]: (body) => jsonResponse(searchAnswer(Number(body.page), 25)),
    [VIEW]: (body) => {
      const id = Number(body.job_id);
      if (id > 25) return jsonResponse({ message: "Job not found", code: "not_found" }, 404);
      return jsonResponse(
        jobPost({
          jobId: id,
          jobTitle: `Engineer ${id}`,
          companyName: `Company ${id}`,
          status: id === 13 ? "closed" : "open",
        }),
      );
    },
  });
}

const results = () => screen.getByRole("list", { name: "Job results" });
const resultLink = (title: string) =>
  within(results()).getByRole("link", { name: new RegExp(`${title}\\b`) });
const pane = () => screen.getByRole("region", { name: "Job details" });
/** The pane once its code has loaded (lazily, on the first choice). */
const paneShown = () => screen.findByRole("region", { name: "Job details" });

// docs/decisions/109-list-plus-detail.md
describe("the job search's list-plus-detail view", () => {
  it("opens a chosen result beside the list, with its id in the URL, and moves the focus to its heading", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderJobsRoute("/search-jobs?q=engineer&remote=1");
    await screen.findByRole("heading", { name: /job\(s\) matched/ });
    expect(screen.queryByRole("region", { name: "Job details" })).toBeNull();
    const link = resultLink("Engineer 3");
    // A link to the job's page still (a new tab on a middle click), but not a new tab of its own.
    expect(link.getAttribute("href")).toBe("/job/3");
    expect(link.getAttribute("target")).toBeNull();
    expect(link.textContent).not.toContain("(opens in a new tab)");

    await user.click(link);
    expect(currentPath()).toBe("/search-jobs?q=engineer&remote=1&job=3");
    const heading = await within(await paneShown()).findByRole("heading", {
      level: 2,
      name: "Engineer 3 at Company 3",
    });
    expect(document.activeElement).toBe(heading);
    expect(calls.bodies(VIEW)).toEqual([{ job_id: 3 }]);
    expect(link.getAttribute("aria-current")).toBe("true");
    expect(resultLink("Engineer 4").getAttribute("aria-current")).toBeNull();
    // As on the job's page: the facts, the description and the ways to apply; no JobPosting data
    // on a page that lists jobs.
    expect(within(pane()).getByText("$145,000 - $170,000 / year")).toBeTruthy();
    expect(within(pane()).getByTestId("job-description").textContent).toContain("We ship often.");
    expect(
      await within(await paneShown()).findByRole("button", { name: "Apply by Resume Only" }),
    ).toBeTruthy();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(within(pane()).getByRole("link", { name: "Open the job's page" }).getAttribute("href")).toBe(
      "/job/3",
    );
  });

  it("returns the focus to the chosen result with Back to results, and opens another by the keyboard", async () => {
    api();
    const user = userEvent.setup();
    renderJobsRoute("/search-jobs");
    await screen.findByRole("heading", { name: "25 job(s)" });
    resultLink("Engineer 2").focus();
    await user.keyboard("{Enter}");
    await within(await paneShown()).findByRole("heading", { name: "Engineer 2 at Company 2" });
    await user.click(within(pane()).getByRole("button", { name: /Back to results/ }));
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement).toBe(resultLink("Engineer 2"));
    // The pane stays beside the list on a wide window.
    expect(currentPath()).toBe("/search-jobs?job=2");

    // A visitor's rows have no Save job: the next Tab is the next result.
    await user.tab();
    expect(document.activeElement).toBe(resultLink("Engineer 3"));
    await user.keyboard("{Enter}");
    const heading = await within(await paneShown()).findByRole("heading", {
      name: "Engineer 3 at Company 3",
    });
    expect(document.activeElement).toBe(heading);
    expect(currentPath()).toBe("/search-jobs?job=3");
  });

  it("shows the job of a reloaded or shared link, without taking the focus", async () => {
    api();
    renderJobsRoute("/search-jobs?page=2&job=12");
    const heading = await within(await paneShown()).findByRole("heading", {
      name: "Engineer 12 at Company 12",
    });
    expect(document.activeElement).not.toBe(heading);
    await screen.findByRole("heading", { name: "25 job(s)" });
    expect(resultLink("Engineer 12").getAttribute("aria-current")).toBe("true");
  });

  it("says so in the pane for a job that is not there", async () => {
    api();
    renderJobsRoute("/search-jobs?job=99");
    expect(
      await within(await paneShown()).findByRole("heading", { level: 2, name: "Job not found" }),
    ).toBeTruthy();
    expect(within(pane()).getByRole("alert").textContent).toContain(
      "This job is not on the site any more, or the link to it is wrong.",
    );
    expect(within(pane()).getByRole("button", { name: /Back to results/ })).toBeTruthy();
  });

  it("says that a closed job is closed", async () => {
    api();
    renderJobsRoute("/search-jobs?job=13");
    await within(await paneShown()).findByRole("heading", { name: "Engineer 13 at Company 13" });
    expect(within(pane()).getByText("This job is no longer open for applications.")).toBeTruthy();
    expect(within(pane()).queryByRole("button", { name: "Apply by Resume Only" })).toBeNull();
  });

  it("asks nothing of the API for an id that is not a number", async () => {
    const calls = api();
    renderJobsRoute("/search-jobs?job=abc");
    expect(await within(await paneShown()).findByRole("heading", { name: "Job not found" })).toBeTruthy();
    expect(calls.bodies(VIEW)).toEqual([]);
  });

  it("on a phone keeps a result a link to the job's page in a new tab, and Back to results closes a shared job", async () => {
    resizeWindow(375);
    api();
    const user = userEvent.setup();
    renderJobsRoute("/search-jobs?job=4");
    await within(await paneShown()).findByRole("heading", { name: "Engineer 4 at Company 4" });
    const link = resultLink("Engineer 4");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.textContent).toContain("(opens in a new tab)");
    await user.click(within(pane()).getByRole("button", { name: /Back to results/ }));
    expect(currentPath()).toBe("/search-jobs");
    expect(screen.queryByRole("region", { name: "Job details" })).toBeNull();
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement).toBe(resultLink("Engineer 4"));
  });
});
