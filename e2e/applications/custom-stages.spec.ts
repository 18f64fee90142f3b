import { toast } from "../support/accounts";
import { openPage, signedInPage, signInWithToken } from "../support/app-shell";
import { applicationIdsByEmail, applyThroughApi } from "../support/applications";
import { axeInBothThemes, severeAxeViolations } from "../support/axe";
import { candidateWithResume, employerWithJob } from "../support/jobs";
import { expect, test } from "../support/test";

test("an employer adds a stage to one job, drags a card into it with the mouse, moves another with the keyboard, and the candidate's tracker names the stage", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { title, jobId, employerToken } = await employerWithJob(request, "Stages Engineer");

  // Two candidates apply with their profiles (through the API: applying has specs of its own).
  const candidates = [];
  for (let i = 0; i < 2; i++) {
    const candidate = await candidateWithResume(request);
    await applyThroughApi(request, candidate.accessToken, jobId);
    candidates.push(candidate);
  }
  const idOf = await applicationIdsByEmail(request, employerToken, jobId);
  const [dragged, keyed] = candidates.map((candidate) => idOf.get(candidate.account.email) ?? "") as [
    string,
    string,
  ];

  // The employer opens the job's stages from its applicants and adds "Take-home task" after Interview.
  const { page: employerPage, errors } = await signedInPage(
    browser,
    employerToken,
    `/console/jobs/${jobId}/applicants`,
  );
  await employerPage.getByRole("link", { name: "Pipeline stages" }).click();
  await expect(employerPage.getByRole("heading", { level: 1, name: "Pipeline stages" })).toBeVisible();
  await expect(employerPage.getByLabel("Name of stage 2")).toHaveValue("Screening");
  await employerPage.getByRole("button", { name: "Add a stage" }).click();
  await employerPage.getByLabel("Name of stage 5").fill("Take-home task");
  const added = employerPage
    .getByRole("listitem")
    .filter({ has: employerPage.getByLabel("Name of stage 5") });
  await added.getByLabel(/Candidates see this name/).check();
  await employerPage.getByRole("button", { name: "Move Take-home task up" }).click();
  await expect(employerPage.getByLabel("Name of stage 4")).toHaveValue("Take-home task");
  await axeInBothThemes(employerPage, "stage editor");
  await employerPage.getByRole("button", { name: "Save stages" }).click();
  await expect(toast(employerPage, "The stages have been saved.")).toBeVisible();

  // The board has the job's columns in the new order.
  await employerPage.getByRole("link", { name: "Back to applicants" }).click();
  await employerPage.getByRole("button", { name: "Board" }).click();
  const board = employerPage.getByRole("region", { name: "Pipeline board" });
  await expect(board.getByRole("heading", { level: 2 })).toHaveText([
    "Applied (2)",
    "Screening (0)",
    "Interview (0)",
    "Take-home task (0)",
    "Offer (0)",
    "Hired (0)",
    "Rejected (0)",
  ]);

  // One card dragged with the mouse onto "Take-home task".
  await employerPage.emulateMedia({ reducedMotion: "reduce" });
  const card = board.locator(`[data-application="${dragged}"]`);
  const takeHome = board.getByRole("region", { name: "Take-home task (0)" });
  await card.dragTo(takeHome);
  await expect(toast(employerPage, "1 application moved to Take-home task.")).toBeVisible();
  await expect(
    board.getByRole("region", { name: "Take-home task (1)" }).locator(`[data-application="${dragged}"]`),
  ).toBeVisible();

  // Another with the keyboard: focus the card, the right arrow chooses Screening, Enter moves it.
  const other = board.locator(`[data-application="${keyed}"]`);
  await other.focus();
  await employerPage.keyboard.press("ArrowRight");
  await expect(employerPage.getByRole("status").filter({ hasText: "move to Screening?" })).toHaveText(
    "Ada Lovelace: move to Screening? Press Enter to move, Escape to cancel.",
  );
  await employerPage.keyboard.press("Enter");
  await expect(toast(employerPage, "1 application moved to Screening.")).toBeVisible();
  await expect(
    board.getByRole("region", { name: "Screening (1)" }).locator(`[data-application="${keyed}"]`),
  ).toBeVisible();
  await expect(board.getByRole("region", { name: "Applied (0)" })).toBeVisible();
  await axeInBothThemes(employerPage, "board");
  expect(errors).toEqual([]);

  // The dragged candidate's tracker names the stage the employer shows to candidates.
  const first = candidates[0];
  if (!first) throw new Error("no candidate");
  await signInWithToken(page, first.accessToken);
  await openPage(page, "/view-profile");
  const mine = page
    .getByRole("list", { name: "My applications" })
    .getByRole("listitem")
    .filter({ hasText: title })
    .first();
  await expect(mine).toContainText("Status: Take-home task since");
  expect(await severeAxeViolations(page)).toEqual([]);
});
