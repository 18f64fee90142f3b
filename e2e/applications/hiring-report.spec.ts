import { adminToken } from "../support/admin";
import { signedInPage } from "../support/app-shell";
import {
  applicationIdsByEmail,
  applyResumeOnlyThroughApi,
  applyThroughApi,
  moveThroughApi,
} from "../support/applications";
import { axeInBothThemes } from "../support/axe";
import { rowsOf } from "../support/console";
import { candidateWithResume, employerWithJob } from "../support/jobs";
import { expect, test } from "../support/test";

test("an employer reads a job's hiring report made of the applications this test makes; an admin also sees the anonymous EEO tables (decision 093)", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { word, title, jobId, employerToken } = await employerWithJob(request, "Report Engineer");
  // Six candidates with profiles (five women, one man) and one resume-only visitor apply.
  const women: string[] = [];
  for (const gender of ["female", "female", "female", "female", "female", "male"]) {
    const { account, accessToken } = await candidateWithResume(request);
    if (gender === "female") women.push(account.email);
    const updated = await request.post("/api/update_profile", {
      data: { accessToken, updated_data: { gender } },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    await applyThroughApi(request, accessToken, jobId);
  }
  await applyResumeOnlyThroughApi(request, jobId, `visitor-${word}@example.com`);
  // Three of the women move on to Screening; one of them is then rejected.
  const idOf = await applicationIdsByEmail(request, employerToken, jobId);
  const ids = women.slice(0, 3).map((email) => idOf.get(email) ?? "");
  expect(ids.filter(Boolean)).toHaveLength(3);
  await moveThroughApi(request, employerToken, ids, "screening");
  await moveThroughApi(request, employerToken, ids.slice(0, 1), "rejected", "Looking for more SQL");

  // The employer opens the report from the job's applicants.
  const { page: employerPage, errors } = await signedInPage(
    browser,
    employerToken,
    `/console/jobs/${jobId}/applicants`,
  );
  await employerPage.getByRole("link", { name: "Report", exact: true }).click();
  await expect(
    employerPage.getByRole("heading", { level: 1, name: `Hiring report: ${title}` }),
  ).toBeVisible();
  await expect(employerPage.getByText("7 applications in all.")).toBeVisible();
  await expect(employerPage.getByText("Time to hire: nobody has been hired yet.")).toBeVisible();
  // 3 of 7 went on from Applied; of the 3 in Screening, 1 was rejected from there and none went on.
  expect(await rowsOf(employerPage.getByRole("table", { name: /Each stage/ }))).toEqual([
    ["Applied", "7", "43 %", "4", "0", "0", "0"],
    ["Screening", "3", "0 %", "2", "1", "0", "0"],
    ["Interview", "0", "—", "0", "0", "0", "—"],
    ["Offer", "0", "—", "0", "0", "0", "—"],
    ["Hired", "0", "—", "0", "0", "0", "—"],
    ["Rejected", "1", "—", "1", "0", "0", "—"],
  ]);
  expect(await rowsOf(employerPage.getByRole("table", { name: /Where the applications came from/ }))).toEqual(
    [
      ["Applied with a profile", "6", "0"],
      ["Resume only (no account)", "1", "0"],
    ],
  );
  await expect(employerPage.getByText(/reported to admins only/)).toBeVisible();
  await expect(employerPage.getByRole("table", { name: /^Gender:/ })).toHaveCount(0);
  await axeInBothThemes(employerPage, "the employer's report");

  // An admin sees the groups: five women shown, the man and the visitor ("Not given") hidden.
  const { page: adminPage, errors: adminErrors } = await signedInPage(
    browser,
    await adminToken(request),
    `/console/jobs/${jobId}/report`,
  );
  const gender = adminPage.getByRole("table", { name: /^Gender:/ });
  await expect(gender).toBeVisible();
  expect(await rowsOf(gender)).toEqual([
    ["Male", "Hidden (fewer than 5)"],
    ["Female", "5", "3", "0", "0", "0"],
    ["Non-binary", "0", "0", "0", "0", "0"],
    ["Prefer not to answer", "0", "0", "0", "0", "0"],
    ["Not given", "Hidden (fewer than 5)"],
  ]);
  await axeInBothThemes(adminPage, "the admin's report");
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
});
