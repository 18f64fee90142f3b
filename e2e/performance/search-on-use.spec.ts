import type { Page } from "@playwright/test";
import {
  appReady,
  appState,
  menuOpensWithoutScripts,
  openQuiet,
  useWhileTheAppLoads,
} from "../support/app-on-use";
import { collectBrowserErrors } from "../support/app-shell";
import { axeInBothThemes } from "../support/axe";
import { searchThroughApi, signedInCandidate } from "../support/jobs";
import { expect, test } from "../support/test";

// docs/decisions/124-search-starts-the-app-on-use.md (issue 32): a visitor's /search-jobs comes
// from the server with the URL's search rendered (the box, the filters, the results, the pager)
// and fetches no script file before they act; the first use starts the app, which does what was
// asked (a search typed while it loads, a filter's first click, a keyboard press), as it always did.

const resultsHeading = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 2, name: /job\(s\)/ });

test("the first HTML carries the URL's results, and the page fetches no script before use", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const path = "/search-jobs?company=Cedarbyte+Labs";
  const html = await (await page.request.get(path)).text();
  // A seeded demo job of that company, in the server's HTML itself.
  expect(html).toMatch(/<h3 id="[^"]+" class="[^"]*">Kubernetes Platform Engineer<\/h3>/);
  expect(html).toContain('data-app-on-use=""');
  expect(html).toContain(
    'data-early-answer="POST /api/search_jobs {&#34;companyName&#34;:[&#34;Cedarbyte Labs&#34;]',
  );

  await openQuiet(page, path);
  const results = page.getByRole("list", { name: "Job results" });
  await expect(results.getByRole("heading", { name: "Kubernetes Platform Engineer" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^Cedarbyte Labs/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Remove the filter Cedarbyte Labs" })).toBeVisible();
  // The server's HTML itself, before the app: nothing serious for axe in either theme.
  await axeInBothThemes(page, "the search's first HTML");
  expect(await appState(page)).toBe("waiting");
  expect(errors).toEqual([]);
});

test("words typed in the search box while the app loads are kept, and searched", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const kube = await searchThroughApi(request, "kube");
  expect(kube.totalMatches, "a demo job mentions Kubernetes").toBeGreaterThan(0);
  const box = page.getByLabel("Search jobs");
  await useWhileTheAppLoads(page, "/search-jobs", async () => {
    await box.click();
    await page.keyboard.type("kube");
  });
  await expect(box).toHaveValue("kube");
  await expect(box).toBeFocused();
  await expect(resultsHeading(page)).toHaveText(`${kube.totalMatches} job(s) matched for query: "kube"`);
  await expect(page).toHaveURL(/\/search-jobs\?q=kube$/);
  expect(errors).toEqual([]);
});

test("the first click on a filter starts the app and filters", async ({ page }) => {
  const errors = collectBrowserErrors(page);
  const remoteOnly = await page.request.post("/api/search_jobs", {
    data: { keyword: "", page: 1, workplace: ["remote"] },
  });
  const { totalMatches } = (await remoteOnly.json()) as { totalMatches: number };
  await openQuiet(page, "/search-jobs");
  const remote = page.getByRole("checkbox", { name: /^Remote/ });
  await remote.click();
  await expect(page).toHaveURL(/\/search-jobs\?workplace=remote$/);
  await expect(remote).toBeChecked();
  await expect(resultsHeading(page)).toHaveText(`${totalMatches} job(s)`);
  await expect(page.getByRole("button", { name: "Remove the filter Remote" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the first choice of a date-posted radio (a group React names by useId) starts the app and filters", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  await openQuiet(page, "/search-jobs");
  const month = page.getByRole("radio", { name: /^Past 30 days/ });
  await month.click();
  await expect(page).toHaveURL(/\/search-jobs\?posted=30d$/);
  await expect(month).toBeChecked();
  expect(errors).toEqual([]);
});

test("a keyboard user's first Enter on Next pages forward, and the focus goes to the results", async ({
  page,
  request,
}) => {
  const all = await searchThroughApi(request, "");
  const second = await searchThroughApi(request, "", 2);
  await openQuiet(page, "/search-jobs");
  await page.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("page-status")).toHaveText(`2 / ${all.totalPages}`);
  await expect(page).toHaveURL(/\/search-jobs\?page=2$/);
  await expect(page.getByRole("list", { name: "Job results" }).getByRole("listitem").first()).toContainText(
    second.data[0]?.jobTitle ?? "",
  );
  await expect(resultsHeading(page)).toBeFocused();
});

// docs/decisions/134: a signed-in candidate's search, written by the server for their session
// cookie, starts the app at the first use too; the first click on a result's Save job saves that
// result (not another: the person's first result is saved already, so the buttons' texts differ).
test("a signed-in candidate's first HTML is theirs, no script comes before their first use, and the first click on a result's Save job saves it", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const { accessToken } = await signedInCandidate(page);
  const [first, second] = (await searchThroughApi(page.request, "engineer")).data;
  if (!first || !second) throw new Error("two demo jobs mention engineer");
  const savedFirst = await page.request.post("/api/save_job", { data: { accessToken, jobId: first.jobId } });
  expect(savedFirst.ok()).toBe(true);
  const path = "/search-jobs?q=engineer";
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('<meta name="session-digest"');
  expect(html).toContain("<span>Saved</span></button>");
  expect(html).toContain("<span>Save job</span></button>");
  expect(html).toContain(">Create job alert</button>");
  expect(html).toContain(">My applications</h2>");

  await openQuiet(page, path);
  const rows = page.getByRole("list", { name: "Job results" }).getByRole("listitem");
  await expect(rows.nth(0).getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  const save = rows.nth(1).getByRole("button", { name: "Save job" });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await axeInBothThemes(page, "a signed-in candidate's search, first HTML");
  expect(await appState(page)).toBe("waiting");
  const saveAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/save_job");
  await save.click();
  await appReady(page);
  expect((await saveAnswered).ok()).toBe(true);
  await expect(rows.nth(1).getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await expect(rows.nth(0).getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  // Both kept, the first untouched: the person's list as the API has it.
  const list = await page.request.post("/api/saved_jobs", { data: { accessToken } });
  const saved = ((await list.json()) as { data: { jobId: number }[] }).data.map((job) => job.jobId);
  expect(saved.sort()).toEqual([first.jobId, second.jobId].sort());
  expect(errors).toEqual([]);
});

test.describe("on a phone @mobile", () => {
  test("the menu opens on the first tap with no script fetched, and the header's Log in comes back to this search", async ({
    page,
  }) => {
    await openQuiet(page, "/search-jobs?q=engineer");
    await menuOpensWithoutScripts(page, "/login?returnTo=%2Fsearch-jobs%3Fq%3Dengineer");
  });
});
