import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import { currentPath, jobSummary, renderJobsRoute, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";

const SEARCH = "/api/search_jobs";

/** Answers like the API (decision 067): a typo corrected, and "remote" and "part time" read as filters. */
function searchHandler(body: Record<string, unknown>) {
  const page = { totalPages: 1, totalMatches: 1, totalCount: 9 };
  if (body.keyword === "pyhton developer" && body.exact !== true)
    return jsonResponse({
      ...page,
      data: [
        {
          ...jobSummary(1, { jobTitle: "Python Developer" }),
          highlight: { title: [[0, 6]], snippet: "… write Python services …", snippetMarks: [[8, 14]] },
        },
      ],
      correctedQuery: "python developer",
    });
  if (body.keyword === "remote part time devops")
    return jsonResponse({
      ...page,
      data: [jobSummary(2, { jobTitle: "DevOps Engineer" })],
      understoodFilters: [
        { kind: "workplace", value: "remote", label: "Remote", keywordWithout: "part time devops" },
        { kind: "employmentType", value: "part_time", label: "Part-time", keywordWithout: "remote devops" },
      ],
    });
  return jsonResponse({ ...page, data: [jobSummary(3, { jobTitle: "Something Else" })], relaxed: true });
}

startEachTestSignedOut();

describe("what the search read from the words", () => {
  it("shows the corrected search and searches the words as typed when asked", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?q=pyhton+developer");
    expect(await screen.findByText("python developer")).toBeTruthy();
    expect(screen.getByTestId("search-understanding").textContent).toBe(
      "Showing results for python developer — Search instead for pyhton developer",
    );
    // Why the job matched: the words marked in its title and in a snippet.
    expect([...document.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Python",
      "Python",
    ]);
    expect(screen.getByText("… write", { exact: false }).textContent).toBe("… write Python services …");
    await userEvent.setup().click(screen.getByRole("button", { name: "pyhton developer" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?q=pyhton+developer&exact=1"));
    expect(api.bodies(SEARCH).at(-1)).toMatchObject({ keyword: "pyhton developer", exact: true });
    // As typed, the answer says no job matches every word; no correction is shown.
    expect(await screen.findByText(/No job matches every word/)).toBeTruthy();
    expect(screen.queryByText("Showing results for", { exact: false })).toBeNull();
  });

  it("shows the filters read from the words as chips, and a chip's removal searches without its words", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?q=remote+part+time+devops");
    const remote = await screen.findByRole("button", { name: "Remove the filter Remote" });
    expect(remote.textContent).toBe("Remote×");
    expect(screen.getByRole("button", { name: "Remove the filter Part-time" })).toBeTruthy();
    await userEvent.setup().click(remote);
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?q=part+time+devops"));
    expect(api.bodies(SEARCH).at(-1)).toMatchObject({ keyword: "part time devops" });
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("part time devops");
  });

  it("offers sorting by the highest salary", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?q=devops");
    await screen.findByText("Something Else");
    await userEvent.setup().selectOptions(screen.getByLabelText("Sort by"), "salary");
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?q=devops&sort=salary"));
    expect(api.bodies(SEARCH).at(-1)).toMatchObject({ keyword: "devops", sort: "salary" });
  });
});
