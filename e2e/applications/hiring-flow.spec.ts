import { readFile } from "node:fs/promises";
import { createVerifiedAccount, toast } from "../support/accounts";
import { collectBrowserErrors, openPage, storeSession } from "../support/app-shell";
import { applyWithProfile } from "../support/applications";
import {
  acceptInvitation,
  adminOnConsole,
  consoleSection,
  dialog,
  inviteThroughUi,
  postJobThroughConsole,
  uniqueWord,
} from "../support/console";
import { logInThroughApi, searchThroughApi, uploadResumeThroughApi } from "../support/jobs";
import { randomEmail } from "../support/mailbox";
import { samplePdf } from "../support/sample-pdf";
import { type Browser, expect, type Page, test } from "../support/test";

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("admin invites an employer who posts a job; a candidate applies; the employer downloads the resume; the admin deactivates the candidate", async ({
  browser,
  page: adminPage,
}) => {
  test.setTimeout(120_000);
  const errors = collectBrowserErrors(adminPage);
  const word = uniqueWord();
  const title = `Release Manager ${word}`;
  const employer = { email: randomEmail("employer"), password: `Employer-${word}-Passphrase` };

  // The admin invites an employer from the console; the employer sets a password from the mail
  // and lands in the console, logged in.
  await adminOnConsole(adminPage);
  await consoleSection(adminPage, "Users");
  const link = await inviteThroughUi(adminPage, {
    email: employer.email,
    firstName: "Erin",
    lastName: "Employer",
    role: "Employer",
  });
  const employerPage = await newPage(browser);
  await acceptInvitation(employerPage, link, employer.password);
  await expect(employerPage).toHaveURL(/\/console$/);
  await expect(employerPage.getByRole("heading", { level: 1, name: "Console" })).toBeVisible();
  const sections = employerPage.getByRole("navigation", { name: "Console sections" });
  await expect(sections.getByRole("link", { name: "Users" })).toHaveCount(0);
  await postJobThroughConsole(employerPage, {
    title,
    company: "Employer Test Ltd",
    location: "Lisbon",
    description: "Ship releases every week.",
  });
  const [job] = (await searchThroughApi(employerPage.request, word)).data;
  expect(job?.jobTitle).toBe(title);

  // A candidate with a resume on the profile applies with it.
  const candidate = await createVerifiedAccount(adminPage.request);
  const candidatePage = await newPage(browser);
  const accessToken = await logInThroughApi(candidatePage.request, candidate);
  const resume = samplePdf(`Resume of ${candidate.email}`);
  await uploadResumeThroughApi(candidatePage.request, accessToken, resume, "candidate-resume.pdf");
  await storeSession(candidatePage, accessToken);
  await openPage(candidatePage, `/job/${job?.jobId}`);
  await applyWithProfile(candidatePage);

  // The employer sees the applicant and downloads exactly the bytes that were uploaded.
  await employerPage.goto("/console/jobs");
  await employerPage.getByRole("link", { name: "Applicants (1)" }).click();
  await expect(employerPage.getByRole("heading", { level: 1, name: `Applicants: ${title}` })).toBeVisible();
  const row = employerPage.getByRole("row").filter({ hasText: candidate.email });
  await expect(row).toContainText(`${candidate.firstName} ${candidate.lastName}`);
  await expect(row).toContainText("Profile");
  const downloading = employerPage.waitForEvent("download");
  await row.getByRole("link", { name: "Download candidate-resume.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("candidate-resume.pdf");
  expect((await readFile(await download.path())).equals(resume)).toBe(true);

  // The admin deactivates the candidate: the candidate's session stops working at once.
  await adminPage.getByLabel("E-mail contains").fill(candidate.email);
  await adminPage.getByRole("button", { name: "Search" }).click();
  const actions = adminPage.getByRole("group", { name: `Actions for ${candidate.email}` });
  await actions.getByRole("button", { name: "Deactivate" }).click();
  await dialog(adminPage, "Deactivate account").getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(adminPage, "The account has been deactivated and its sessions ended.")).toBeVisible();
  await expect(adminPage.getByRole("row").filter({ hasText: candidate.email })).toContainText("Deactivated");
  await expect(actions.getByRole("button", { name: "Reactivate" })).toBeVisible();

  const profile = await candidatePage.request.post("/api/view_profile", { data: { accessToken } });
  expect(profile.status()).toBe(401);
  await candidatePage.goto("/view-profile");
  await expect(candidatePage).toHaveURL(/\/login$/);
  expect(await candidatePage.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  const again = await candidatePage.request.post("/api/auth/log-in", {
    data: { inputEmail: candidate.email, password: candidate.password },
  });
  expect(again.status()).toBe(401);
  expect(errors).toEqual([]);
});
