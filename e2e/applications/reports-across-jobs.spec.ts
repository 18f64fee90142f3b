import { adminToken } from "../support/admin";
import { signedInPage } from "../support/app-shell";
import {
  applicationIdsByEmail,
  applyResumeOnlyThroughApi,
  applyThroughApi,
  moveThroughApi,
} from "../support/applications";
import { axeInBothThemes } from "../support/axe";
import { consoleSection, rowsOf, uniqueWord } from "../support/console";
import { candidateWithResume, employerPostsJob } from "../support/jobs";
import { type APIRequestContext, expect, test } from "../support/test";

/** A candidate with a resume applies with their profile; their application's id. */
async function candidateApplies(request: APIRequestContext, jobId: number) {
  const { account, accessToken } = await candidateWithResume(request);
  await applyThroughApi(request, accessToken, jobId);
  return account.email;
}

test("an employer's Reports show the figures of the two jobs and the applications this test makes, not another employer's job (decision 110)", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const word = uniqueWord();
  const titleA = `Reports Platform Engineer ${word}`;
  const titleB = `Reports Support Lead ${word}`;
  const titleOther = `Reports Someone Else's Job ${word}`;
  const { jobId: jobA, employerToken } = await employerPostsJob(request, word, { jobTitle: titleA });
  const postedB = await request.post("/api/post_job", {
    data: {
      authToken: employerToken,
      job_post: {
        jobTitle: titleB,
        companyName: "E2E Test Ltd",
        jobLocation: "Remote",
        jobDescription: "<p>A second job of the same employer.</p>",
      },
    },
  });
  expect(postedB.status(), await postedB.text()).toBe(200);
  const { jobId: jobB } = (await postedB.json()) as { jobId: number };
  const { jobId: jobOther } = await employerPostsJob(request, `${word}x`, { jobTitle: titleOther });

  // Job A: two candidates apply, one is hired. Job B: a candidate, who is rejected, and a visitor
  // with a resume only. Another employer's job gets one application.
  const hiredEmail = await candidateApplies(request, jobA);
  await candidateApplies(request, jobA);
  const rejectedEmail = await candidateApplies(request, jobB);
  await applyResumeOnlyThroughApi(request, jobB, `visitor-${word}@example.com`);
  await candidateApplies(request, jobOther);
  const moveOne = async (jobId: number, email: string, stage: string, reason?: string) => {
    const id = (await applicationIdsByEmail(request, employerToken, jobId)).get(email);
    expect(id).toBeTruthy();
    await moveThroughApi(request, employerToken, [id ?? ""], stage, reason);
  };
  await moveOne(jobA, hiredEmail, "hired");
  await moveOne(jobB, rejectedEmail, "rejected", "Looking for more on-call experience");

  // The employer opens Reports from the console's navigation: the last 30 days by default.
  const { page, errors } = await signedInPage(browser, employerToken, "/console");
  await consoleSection(page, "Reports");
  const jobs = page.getByRole("table", { name: /^Each job:/ });
  await expect(jobs).toBeVisible();
  // Newest job first; A's hire came minutes after applying: a median of 0 days.
  expect(await rowsOf(jobs)).toEqual([
    [titleB, "Open", "2", "1", "0", "1", "0", "—"],
    [titleA, "Open", "2", "1", "1", "0", "0", "0"],
    ["All jobs", "", "4", "2", "1", "1", "0", "0"],
  ]);
  await expect(
    page.getByText("4 applications received by 2 jobs: 2 in progress, 1 hired, 1 rejected, 0 withdrawn."),
  ).toBeVisible();
  await expect(page.getByText(titleOther)).toHaveCount(0);
  expect(await rowsOf(page.getByRole("table", { name: /^The stages every job starts with/ }))).toEqual([
    // 1 of 4 went on (the hire, who skipped the stages between); B's rejection came from Applied.
    ["Applied", "2", "4", "25 %", "1", "0"],
    ["Screening", "2", "1", "100 %", "0", "0"],
    ["Interview", "2", "1", "100 %", "0", "0"],
    ["Offer", "2", "1", "100 %", "0", "0"],
    ["Hired", "2", "1", "—", "0", "0"],
  ]);
  expect(
    await rowsOf(page.getByRole("table", { name: /^Where the applications of all these jobs/ })),
  ).toEqual([
    ["Applied with a profile", "3", "1"],
    ["Resume only (no account)", "1", "0"],
  ]);
  await axeInBothThemes(page, "the employer's reports");

  // Asking the API for the other employer's job by its id is refused.
  const refused = await request.post("/api/hiring_report_across_jobs", {
    data: { authToken: employerToken, jobIds: [jobOther] },
  });
  expect([refused.status(), ((await refused.json()) as { message: string }).message]).toEqual([
    403,
    "This job belongs to another employer.",
  ]);

  // A job's title opens its own report.
  await jobs.getByRole("link", { name: `${titleA} (hiring report)` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Hiring report: ${titleA}` })).toBeVisible();

  // An admin sees every job, the other employer's included.
  const { page: adminPage, errors: adminErrors } = await signedInPage(
    browser,
    await adminToken(request),
    "/console/reports",
  );
  const adminJobs = adminPage.getByRole("table", { name: /^Each job:/ });
  await expect(adminJobs.getByRole("link", { name: `${titleOther} (hiring report)` })).toBeVisible();
  await expect(adminJobs.getByRole("link", { name: `${titleA} (hiring report)` })).toBeVisible();
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
});
