import { collectErrorsWithoutMotion, openPage, storeSession } from "../support/app-shell";
import { applicationIdsByEmail, applyWithProfile, moveThroughApi } from "../support/applications";
import { severeAxeViolations } from "../support/axe";
import { candidateWithResume, employerWithJob } from "../support/jobs";
import { waitForMail } from "../support/mailbox";
import { expect, test } from "../support/test";

test("a candidate applies, the employer moves the application to Interview, the candidate sees Interviewing and has the mail", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = await collectErrorsWithoutMotion(page);

  // An employer (made by the admin) posts a job through the API.
  const { title, jobId, employerToken } = await employerWithJob(request, "Tracker Engineer", {
    companyName: "Tracker Test Ltd",
  });

  // A candidate with a resume applies with the profile on the job's page.
  const { account: candidate, accessToken } = await candidateWithResume(request);
  await storeSession(page, accessToken);
  await openPage(page, `/job/${jobId}`);
  await applyWithProfile(page);

  await page.goto("/view-profile");
  const applications = page.getByRole("list", { name: "My applications" });
  const mine = applications.getByRole("listitem").filter({ hasText: title }).first();
  await expect(mine).toContainText("Status: Applied since");

  // The employer moves it Applied → Screening → Interview (the console's own moves have specs).
  const applicationId = (await applicationIdsByEmail(request, employerToken, jobId)).get(candidate.email);
  expect(applicationId).toBeTruthy();
  for (const stage of ["screening", "interview"])
    await moveThroughApi(request, employerToken, [applicationId ?? ""], stage);

  // The candidate sees "Interviewing" with today's date, and the history.
  await page.reload();
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  await expect(mine).toContainText(`Status: Interviewing since ${today}`);
  await mine.getByText("History").click();
  const history = mine.getByRole("list", { name: `History of your application for ${title}` });
  await expect(history.getByRole("listitem")).toHaveText([
    `${today}: Applied`,
    `${today}: In review`,
    `${today}: Interviewing`,
  ]);
  expect(await severeAxeViolations(page)).toEqual([]);

  // …and has the mail, naming the job and the new status.
  const mail = await waitForMail(request, candidate.email, /^Your application: Interviewing$/);
  expect(mail.text).toContain(
    `Your application for ${title} at Tracker Test Ltd has a new status: Interviewing.`,
  );
  expect(errors).toEqual([]);
});
