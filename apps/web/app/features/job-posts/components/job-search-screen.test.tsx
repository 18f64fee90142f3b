import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_KEY, signIn, signOut } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { resizeWindow } from "#web/test/match-media";
import { currentPath, renderJobsRoute, searchAnswer, stubApi } from "#web/test/render-jobs-route";

const SEARCH = "/api/search_jobs";
let scrollTo: ReturnType<typeof vi.fn>;

/** Answers like the API: 25 open jobs; a keyword matches 12 of them. */
function searchHandler(body: Record<string, unknown>) {
  const page = Number(body.page);
  return jsonResponse(body.keyword ? searchAnswer(page, 12, 25) : searchAnswer(page, 25));
}

beforeEach(async () => {
  await signOut();
  scrollTo = vi.fn();
  vi.spyOn(window, "scrollTo").mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});

afterEach(() => {
  vi.useRealTimers();
});

const heading = () => screen.getByRole("heading", { level: 2, name: /job\(s\)/ });
const pageStatus = () => screen.getByTestId("page-status").textContent;

describe("JobSearchScreen", () => {
  it('shows "Loading...", then "{totalCount} job(s)" and rows that open the job in a new tab on a phone', async () => {
    // A wider window opens a result beside the list (results-with-detail.test.tsx, decision 109).
    resizeWindow(375);
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs");
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(await screen.findByRole("heading", { name: "25 job(s)" })).toBeTruthy();
    expect(api.bodies(SEARCH)).toEqual([{ keyword: "", page: 1, facets: true }]);

    const rows = within(screen.getByRole("list", { name: "Job results" })).getAllByRole("listitem");
    expect(rows).toHaveLength(10);
    const link = within(rows[0] as HTMLElement).getByRole("link");
    expect(link.getAttribute("href")).toBe("/job/1");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(link.textContent).toContain("Engineer 1");
    expect(link.textContent).toContain("Company 1");
    expect(link.textContent).toContain("Austin, TX");
    expect(link.textContent).toContain("$120,000 - $140,000 / year");
    expect(link.textContent).toContain("Posted Jan 5, 2026");
    expect(link.textContent).toContain("(opens in a new tab)");
    expect(within(link).getByTestId("company-icon-placeholder").textContent).toBe("C");
    expect(screen.getByLabelText("Search jobs")).toBeTruthy();
    expect(pageStatus()).toBe("1 / 3");
  });

  it("sends the stored access token when there is one", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, "tok-1");
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs");
    await screen.findByRole("heading", { name: "25 job(s)" });
    expect(api.bodies(SEARCH)[0]).toEqual({ accessToken: "tok-1", keyword: "", page: 1, facets: true });
  });

  it("searches 500 ms after the last keystroke, on page 1, with the term in the URL and header", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?page=2");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.bodies(SEARCH)).toEqual([{ keyword: "", page: 2, facets: true }]);

    const box = screen.getByLabelText("Search jobs");
    fireEvent.change(box, { target: { value: "ku" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: "kube" } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(api.bodies(SEARCH)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.bodies(SEARCH)).toEqual([
      { keyword: "", page: 2, facets: true },
      { keyword: "kube", page: 1, facets: true },
    ]);
    expect(currentPath()).toBe("/search-jobs?q=kube");
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(heading().textContent).toBe('12 job(s) matched for query: "kube"');
    expect(pageStatus()).toBe("1 / 2");
  });

  it("resets a search on page 2 to page 1 when the term changes", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?q=devops&page=2");
    expect(
      await screen.findByRole("heading", { name: '12 job(s) matched for query: "devops"' }),
    ).toBeTruthy();
    expect(pageStatus()).toBe("2 / 2");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Search jobs"), " senior");
    expect(
      await screen.findByRole(
        "heading",
        { name: '12 job(s) matched for query: "devops senior"' },
        { timeout: 2000 },
      ),
    ).toBeTruthy();
    expect(api.bodies(SEARCH).at(-1)).toEqual({ keyword: "devops senior", page: 1, facets: true });
    expect(currentPath()).toBe("/search-jobs?q=devops+senior");
    expect(pageStatus()).toBe("1 / 2");
  });

  it("restores the term and page from the URL, so a search survives a reload", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?q=%22site+reliability%22&page=2");
    await screen.findByRole("heading", { name: '12 job(s) matched for query: ""site reliability""' });
    expect((screen.getByLabelText("Search jobs") as HTMLInputElement).value).toBe('"site reliability"');
    expect(api.bodies(SEARCH)).toEqual([{ keyword: '"site reliability"', page: 2, facets: true }]);
  });

  it("pages with Next and Previous, scrolls to the top, and ignores paging out of range", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs");
    await screen.findByRole("heading", { name: "25 job(s)" });
    const user = userEvent.setup();
    const previous = screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(previous);

    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Engineer 11");
    expect(pageStatus()).toBe("2 / 3");
    expect(currentPath()).toBe("/search-jobs?page=2");
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Engineer 21");
    expect(pageStatus()).toBe("3 / 3");
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await user.click(next);

    await user.click(screen.getByRole("button", { name: "Previous" }));
    await screen.findByText("Engineer 11");
    expect(pageStatus()).toBe("2 / 3");
    expect(api.bodies(SEARCH).map((body) => body.page)).toEqual([1, 2, 3, 2]);
  });

  it("reads a page outside 1..totalPages from the URL safely and offers the first page", async () => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute("/search-jobs?page=9");
    expect(await screen.findByText("There are no jobs on this page.")).toBeTruthy();
    expect(pageStatus()).toBe("9 / 3");
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole("button", { name: "Go to the first page" }));
    await screen.findByText("Engineer 1");
    expect(currentPath()).toBe("/search-jobs");
    expect(api.bodies(SEARCH).map((body) => body.page)).toEqual([9, 1]);
  });

  it.each(["0", "-3", "abc", "2.5"])("treats ?page=%s as page 1", async (value) => {
    const api = stubApi({ [SEARCH]: searchHandler });
    renderJobsRoute(`/search-jobs?page=${value}`);
    await screen.findByRole("heading", { name: "25 job(s)" });
    expect(api.bodies(SEARCH)[0]?.page).toBe(1);
  });

  it("says so when nothing matches, without a pager", async () => {
    stubApi({ [SEARCH]: () => jsonResponse({ data: [], totalPages: 0, totalMatches: 0, totalCount: 25 }) });
    renderJobsRoute("/search-jobs?q=cobol");
    expect(await screen.findByRole("heading", { name: '0 job(s) matched for query: "cobol"' })).toBeTruthy();
    expect(screen.getByText("No jobs match your search.")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("shows an error with the server's reason and a Retry that loads again", async () => {
    let fail = true;
    stubApi({
      [SEARCH]: (body) =>
        fail ? jsonResponse({ message: "Service temporarily unavailable" }, 503) : searchHandler(body),
    });
    renderJobsRoute("/search-jobs");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The jobs could not be loaded.");
    expect(alert.textContent).toContain("Service temporarily unavailable");
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "25 job(s)" })).toBeTruthy();
  });

  it("links to Log in when the operator requires sign-in for jobs", async () => {
    stubApi({ [SEARCH]: () => jsonResponse({ message: "Please log in to see jobs." }, 401) });
    renderJobsRoute("/search-jobs");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Please log in to see jobs.");
    expect(within(alert).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("shows a signed-in candidate's applications beside the results", async () => {
    stubApi({ [SEARCH]: searchHandler, "/api/my_applications": () => jsonResponse({ data: [] }) });
    signIn("tok-1", "ada@example.com");
    renderJobsRoute("/search-jobs");
    expect(await screen.findByRole("heading", { name: "My applications" })).toBeTruthy();
    expect(await screen.findByText(/You have not applied for any jobs yet/)).toBeTruthy();
  });
});
