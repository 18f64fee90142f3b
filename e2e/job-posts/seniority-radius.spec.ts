import { collectBrowserErrors, openPage } from "../support/app-shell";
import { axeInBothThemes } from "../support/axe";
import { employerPostsJob } from "../support/jobs";
import { expect, test } from "../support/test";

// Issue 33 (docs/decisions/103-seniority-and-radius.md): the experience level and the location
// box with a distance, from the filter panel, each a removable chip; a place nobody knows is said so.
test("filters by experience level and by a city with a distance from the panel; chips remove them", async ({
  page,
}) => {
  // Two jobs posted, two filters, axe in two themes: longer than the default 30 s on a busy machine.
  test.slow();
  const word = `Quillon${Date.now().toString(36)}`;
  const job = (jobTitle: string, jobCity: string) => ({
    jobTitle,
    companyName: word,
    jobLocation: `${jobCity}, Switzerland`,
    jobCity,
    jobCountry: "CH",
    workplace: "on_site",
    jobDescription: "<p>Keep the plant's controllers running.</p>",
  });
  const { employerToken } = await employerPostsJob(
    page.request,
    word,
    job("Senior Controls Engineer", "Zürich"),
  );
  // Winterthur lies 19.3 km from Zurich.
  const second = await page.request.post("/api/post_job", {
    data: { authToken: employerToken, job_post: job("Controls Engineer", "Winterthur") },
  });
  expect(second.status(), await second.text()).toBe(200);

  const errors = collectBrowserErrors(page);
  await openPage(page, `/search-jobs?q=${word}`);
  const results = page.getByRole("list", { name: "Job results" });
  await expect(results.getByRole("listitem")).toHaveCount(2);

  // Experience level: a checkbox with its count; the chip removes it.
  const levels = page.getByRole("group", { name: "Experience level" });
  await levels.getByRole("checkbox", { name: /^Senior/ }).check();
  await expect(page).toHaveURL(new RegExp(`/search-jobs\\?q=${word}&level=senior$`));
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results).toContainText("Senior Controls Engineer");
  await page.getByRole("button", { name: "Remove the filter Senior" }).click();
  await expect(results.getByRole("listitem")).toHaveCount(2);
  await expect(levels.getByRole("checkbox", { name: /^Senior/ })).not.toBeChecked();

  // The location box: within 10 km of "Zurich" only the job in Zürich; within 25 km both.
  const location = page.getByRole("group", { name: "Location" });
  await location.getByRole("textbox", { name: "City" }).fill("Zurich");
  await location.getByRole("combobox", { name: "Distance" }).selectOption("10");
  await location.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/near=Zurich&radius=10/);
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results).toContainText("Senior Controls Engineer");
  await location.getByRole("combobox", { name: "Distance" }).selectOption("25");
  await expect(page).toHaveURL(/near=Zurich&radius=25/);
  await expect(results.getByRole("listitem")).toHaveCount(2);
  await axeInBothThemes(page, "the filter panel with a place and a distance", {
    include: "[data-testid=filter-panel]",
    exclude: "[data-sonner-toaster]",
  });
  expect(errors).toEqual([]);

  const chip = page.getByRole("button", { name: "Remove the filter Within 25 km of Zurich" });
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/search-jobs\\?q=${word}$`));
  await expect(location.getByRole("textbox", { name: "City" })).toHaveValue("");

  // A place nobody knows: said in words, at the box and instead of the results.
  await location.getByRole("textbox", { name: "City" }).fill("Gotham");
  await location.getByRole("button", { name: "Apply" }).click();
  const said = `We don't know the place "Gotham". Check the spelling, or try a larger city nearby.`;
  await expect(location.getByRole("alert")).toHaveText(said);
  await expect(page.getByRole("alert").filter({ hasText: "This place is not on our map" })).toContainText(
    said,
  );
  await expect(location.getByRole("textbox", { name: "City" })).toHaveAttribute("aria-invalid", "true");
});
