import { collectErrorsWithoutMotion, openPage } from "../support/app-shell";
import { applyWithProfile, chooseResume } from "../support/applications";
import { severeAxeViolations } from "../support/axe";
import { makePdf, signedInCandidate, someOpenJob, uploadResumeThroughApi } from "../support/jobs";
import { expect, test } from "../support/test";

// docs/decisions/031-one-application-per-job-and-inline-pdf.md

test("a signed-in candidate who applied by resume only sees when, and cannot apply again either way", async ({
  page,
  request,
}) => {
  const errors = await collectErrorsWithoutMotion(page);
  const { accessToken } = await signedInCandidate(page);
  await uploadResumeThroughApi(request, accessToken);
  const job = await someOpenJob(request, "engineer");
  await openPage(page, `/job/${job.jobId}`);
  await expect(page.getByRole("region", { name: "Apply with my profile" })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // Signed in, "Apply by Resume Only" applies as the account.
  const form = page.getByRole("form", { name: "Apply by Resume Only" });
  await chooseResume(form);
  await form.getByRole("button", { name: "Apply by Resume Only" }).click();
  await expect(form.getByText("Successfully applied for the job with resume!")).toBeVisible();

  // The profile application is refused now: one application per person and job.
  await applyWithProfile(page, "You have already applied for this job.");

  await page.reload();
  const applied = page.getByRole("region", { name: "Your application" });
  await expect(applied).toContainText(/You applied on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(page.getByRole("button", { name: /Apply/ })).toHaveCount(0);
  expect(await severeAxeViolations(page)).toEqual([]);

  // The API says the same to a second resume-only application sent with the session.
  const again = await request.post("/api/apply_for_job_resume_only", {
    data: {
      accessToken,
      jobId: job.jobId,
      fileName: "again.pdf",
      resumeData: `data:application/pdf;base64,${makePdf("again").toString("base64")}`,
    },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ message: "You have already applied for this job.", code: "conflict" });

  await applied.getByRole("link", { name: "See my applications" }).click();
  await expect(page).toHaveURL(/\/view-profile$/);
  await expect(
    page.getByRole("region", { name: "My applications" }).getByRole("link", { name: job.jobTitle }),
  ).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  // The one refusal this test provokes on purpose is the only thing the browser logged.
  expect(errors).toEqual([
    "console.error: Failed to load resource: the server responded with a status of 409 (Conflict)",
  ]);
});

test("the profile screens with Company and Title have no serious axe finding", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { account } = await signedInCandidate(page);
  await openPage(page, "/edit-profile");
  await expect(page.getByLabel("Company")).toHaveValue(account.company);
  expect(await severeAxeViolations(page)).toEqual([]);
  await openPage(page, "/view-profile");
  await expect(page.getByText(account.company, { exact: true })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
});
