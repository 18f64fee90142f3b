import { createVerifiedAccount } from "../support/accounts";
import { collectBrowserErrors, openPage, signInWithToken } from "../support/app-shell";
import { applyThroughApi } from "../support/applications";
import { severeAxeViolations } from "../support/axe";
import { uniqueWord } from "../support/console";
import { employerPostsJob, logInThroughApi, uploadResumeThroughApi } from "../support/jobs";
import { expect, test } from "../support/test";

// A withdrawn application (decision 091): the employer's pipeline shows it as withdrawn, with the
// stage it had reached and its dates, and no longer the applicant's details.
test("the employer's pipeline shows an application the candidate withdrew", async ({ page, request }) => {
  test.slow();
  const word = uniqueWord();
  const { jobId, employerToken } = await employerPostsJob(request, word, {
    jobTitle: `Withdrawn Engineer ${word}`,
  });
  const stays = await createVerifiedAccount(request);
  const leaves = await createVerifiedAccount(request);
  const tokens: string[] = [];
  for (const account of [stays, leaves]) {
    const accessToken = await logInThroughApi(request, account);
    await uploadResumeThroughApi(request, accessToken);
    await applyThroughApi(request, accessToken, jobId);
    tokens.push(accessToken);
  }
  const leaver = tokens[1] ?? "";
  const [mine] = (
    await (await request.post("/api/my_applications", { data: { accessToken: leaver } })).json()
  ).data;
  const withdrawn = await request.post("/api/withdraw_application", {
    data: { accessToken: leaver, applicationId: mine.applicationId },
  });
  expect(withdrawn.status()).toBe(200);

  const errors = collectBrowserErrors(page);
  await signInWithToken(page, employerToken);
  await openPage(page, `/console/jobs/${jobId}/applicants`);
  await expect(page.getByRole("table", { name: "1 applicant" })).toBeVisible();
  await expect(page.getByRole("rowheader")).toHaveCount(1);
  const list = page.getByRole("list", { name: "Withdrawn (1)" });
  await expect(list.getByRole("listitem")).toHaveText(
    /^Applied [A-Z][a-z]{2} \d{1,2}, \d{4} · withdrew [A-Z][a-z]{2} \d{1,2}, \d{4} at Applied$/,
  );
  await expect(page.getByText(leaves.email)).toHaveCount(0);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    expect(await severeAxeViolations(page), `pipeline with a withdrawn application (${colorScheme})`).toEqual(
      [],
    );
  }
  expect(errors).toEqual([]);
});
