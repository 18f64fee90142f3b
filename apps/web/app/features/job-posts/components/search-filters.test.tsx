import type { SearchFacets } from "@site/contract/api/job-posts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import { currentPath, jobSummary, renderJobsRoute, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";

const SEARCH = "/api/search_jobs";

const floors = (counts: number[]) =>
  [20000, 40000, 60000, 80000, 100000, 150000, 200000].map((value, index) => ({
    value,
    count: counts[index] ?? 0,
  }));

/** The counts of a board of 9 open jobs, as the API answers them. */
const facets: SearchFacets = {
  employmentType: [
    { value: "full_time", count: 4 },
    { value: "part_time", count: 1 },
    { value: "contract", count: 1 },
    { value: "internship", count: 1 },
    { value: "temporary", count: 0 },
  ],
  workplace: [
    { value: "on_site", count: 2 },
    { value: "hybrid", count: 3 },
    { value: "remote", count: 4 },
  ],
  jobCountry: [
    { value: "DE", count: 3 },
    { value: "US", count: 3 },
  ],
  jobCity: [{ value: "Berlin", count: 3 }],
  companyName: [
    { value: "Acme", count: 5 },
    { value: "Bluepeak", count: 4 },
  ],
  seniority: [
    { value: "intern", count: 1 },
    { value: "junior", count: 2 },
    { value: "mid", count: 3 },
    { value: "senior", count: 2 },
    { value: "lead", count: 1 },
  ],
  postedWithin: [
    { value: "24h", count: 2 },
    { value: "7d", count: 6 },
    { value: "30d", count: 8 },
  ],
  salary: [
    { currency: "EUR", count: 3, floors: floors([3, 2, 1]) },
    { currency: "USD", count: 3, floors: floors([3, 3, 3, 3, 2, 2]) },
  ],
};

/** Answers like the API: 9 jobs, 2 of them remote and full-time. */
function searchHandler(body: Record<string, unknown>) {
  const narrowed = Array.isArray(body.workplace) || Array.isArray(body.employmentType);
  const total = narrowed ? 2 : 9;
  return jsonResponse({
    data: Array.from({ length: total }, (_, index) => jobSummary(index + 1)),
    totalPages: 1,
    totalMatches: total,
    totalCount: 9,
    facets,
  });
}

const panel = () => screen.getByRole("region", { name: "Filters" });
const heading = () => screen.getByRole("heading", { level: 2, name: /job\(s\)/ });

startEachTestSignedOut();

describe("the search's filter panel", () => {
  it("shows each facet as a labelled group with the count beside every option", async () => {
    stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs");
    // The file's first render (the panel's modules loading) takes over a second on a busy machine.
    expect(await screen.findByRole("checkbox", { name: "Remote (4)" }, { timeout: 3000 })).toBeTruthy();
    const workplace = within(panel()).getByRole("group", { name: "Workplace" });
    expect(
      within(workplace)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(["On-site (2)", "Hybrid (3)", "Remote (4)"]);
    const type = within(panel()).getByRole("group", { name: "Employment type" });
    expect(within(type).getByRole("checkbox", { name: "Temporary (0)" })).toBeTruthy();
    const posted = within(panel()).getByRole("group", { name: "Date posted" });
    expect(
      within(posted)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Any time", "Past 24 hours (2)", "Past 7 days (6)", "Past 30 days (8)"]);
    expect((within(posted).getByRole("radio", { name: "Any time" }) as HTMLInputElement).checked).toBe(true);
    const country = within(panel()).getByRole("group", { name: "Country" });
    expect(within(country).getByRole("checkbox", { name: "Germany (3)" })).toBeTruthy();
    expect(within(panel()).getByRole("checkbox", { name: "Acme (5)" })).toBeTruthy();
    const salary = within(panel()).getByRole("group", { name: "Salary" });
    expect((within(salary).getByLabelText("Currency") as HTMLSelectElement).value).toBe("EUR");
    expect(within(salary).getByRole("radio", { name: "€60,000+ a year (1)" })).toBeTruthy();
  });

  it("filters by checking options, on page 1, with the filters in the URL and the header counting the matches", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?page=1");
    await screen.findByRole("heading", { name: "9 job(s)" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Remote (4)" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?workplace=remote"));
    await user.click(screen.getByRole("checkbox", { name: "Full-time (4)" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?type=full_time&workplace=remote"));
    // The spec's header text, counting the jobs the filters leave.
    await waitFor(() => expect(heading().textContent).toBe("2 job(s)"));
    expect(api.bodies(SEARCH).at(-1)).toEqual({
      keyword: "",
      page: 1,
      employmentType: ["full_time"],
      workplace: ["remote"],
      facets: true,
    });
    expect((screen.getByRole("checkbox", { name: "Remote (4)" }) as HTMLInputElement).checked).toBe(true);
  });

  it("restores the filters from a link, and clears them all at once", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute(
      "/search-jobs?q=go&workplace=remote&country=DE&posted=7d&currency=USD&salary=100000&page=2",
    );
    await screen.findByRole("heading", { name: '2 job(s) matched for query: "go"' });
    expect(api.bodies(SEARCH)[0]).toEqual({
      keyword: "go",
      page: 2,
      workplace: ["remote"],
      jobCountry: ["DE"],
      postedWithin: "7d",
      salaryFloor: 100000,
      salaryCurrency: "USD",
      facets: true,
    });
    expect((screen.getByRole("checkbox", { name: "Germany (3)" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Past 7 days (6)" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "$100,000+ a year (2)" }) as HTMLInputElement).checked).toBe(
      true,
    );

    await userEvent.setup().click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?q=go"));
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("sets a salary floor in the chosen currency and a posting window with radios", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Currency"), "USD (3)");
    await user.click(screen.getByRole("radio", { name: "$80,000+ a year (3)" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?currency=USD&salary=80000"));
    await user.click(screen.getByRole("radio", { name: "Past 24 hours (2)" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?posted=24h&currency=USD&salary=80000"));
    expect(api.bodies(SEARCH).at(-1)).toMatchObject({
      postedWithin: "24h",
      salaryFloor: 80000,
      salaryCurrency: "USD",
    });
    await user.click(screen.getByRole("radio", { name: "Any salary" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?posted=24h"));
  });

  it("works from the keyboard: Space checks the focused option", async () => {
    stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs");
    const remote = await screen.findByRole("checkbox", { name: "Remote (4)" });
    remote.focus();
    await userEvent.setup().keyboard(" ");
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?workplace=remote"));
  });

  it("sorts by relevance by default, or newest first", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?q=go");
    const sort = (await screen.findByLabelText("Sort by")) as HTMLSelectElement;
    expect(sort.value).toBe("relevance");
    await userEvent.setup().selectOptions(sort, "Newest");
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?q=go&sort=newest"));
    expect(api.bodies(SEARCH).at(-1)).toEqual({ keyword: "go", page: 1, sort: "newest", facets: true });
  });

  it("folds the panel behind a disclosure button on small screens", async () => {
    stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?workplace=remote");
    const toggle = await screen.findByRole("button", { name: "Filters (1)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const content = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(content?.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(content?.className).toContain("lg:block");
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(content?.className).not.toMatch(/(^|\s)hidden(\s|$)/);
  });

  it("lists the options without counts while none have arrived", async () => {
    stubApi({
      [SEARCH]: () => jsonResponse({ data: [], totalPages: 0, totalMatches: 0, totalCount: 0 }),
    });
    renderJobsRoute("/search-jobs?company=Acme");
    expect(await screen.findByText("No jobs match your search.")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Remote" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Acme" }) as HTMLInputElement).checked).toBe(true);
  });
});

// Decision 103: the experience level and the location box.
describe("the experience level and the location box", () => {
  it("lists the levels with their counts and sends a city with its distance on Apply", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs");
    const levels = await screen.findByRole("group", { name: "Experience level" });
    await waitFor(() =>
      expect(
        within(levels)
          .getAllByRole("checkbox")
          .map((box) => box.closest("label")?.textContent),
      ).toEqual(["Intern (1)", "Entry level (2)", "Mid level (3)", "Senior (2)", "Lead or principal (1)"]),
    );
    const user = userEvent.setup();
    const location = within(panel()).getByRole("group", { name: "Location" });
    await user.type(within(location).getByRole("textbox", { name: "City" }), "Zürich");
    await user.selectOptions(within(location).getByRole("combobox", { name: "Distance" }), "50");
    // No search before Apply: a distance alone is no filter.
    expect(currentPath()).toBe("/search-jobs");
    await user.click(within(location).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs?near=Z%C3%BCrich&radius=50"));
    await waitFor(() =>
      expect(api.bodies(SEARCH).at(-1)).toMatchObject({ nearCity: "Zürich", radiusKm: 50, facets: true }),
    );
    expect(screen.getByRole("button", { name: "Remove the filter Within 50 km of Zürich" })).toBeTruthy();
  });

  it("says in words that a place is unknown, at the box and instead of the results", async () => {
    const said = `We don't know the place "Gotham". Check the spelling, or try a larger city nearby.`;
    stubApi({
      [SEARCH]: () => jsonResponse({ message: said, code: "validation", fields: { nearCity: said } }, 400),
    });
    renderJobsRoute("/search-jobs?near=Gotham&radius=25");
    const location = within(panel()).getByRole("group", { name: "Location" });
    expect((await within(location).findByRole("alert")).textContent).toBe(said);
    const box = within(location).getByRole("textbox", { name: "City" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect((box as HTMLInputElement).value).toBe("Gotham");
    const results = screen.getAllByRole("alert").find((alert) => !location.contains(alert));
    expect(results?.textContent).toBe(`This place is not on our map${said}`);
    expect(screen.queryByText("The jobs could not be loaded.")).toBeNull();
  });
});
