import { toast } from "../support/accounts";
import { ADMIN_EMAIL } from "../support/admin";
import { collectBrowserErrors, collectErrorsWithoutMotion, openPage } from "../support/app-shell";
import { chooseResume } from "../support/applications";
import { severeAxeViolations } from "../support/axe";
import {
  acceptInvitation,
  adminOnConsole,
  consoleSection,
  dialog,
  inviteThroughUi,
  postJobThroughConsole,
  uniqueWord,
} from "../support/console";
import { searchThroughApi } from "../support/jobs";
import { linkOf, randomEmail, waitForMail } from "../support/mailbox";
import { type Browser, expect, type Locator, type Page, test } from "../support/test";

/**
 * The toasts of earlier moves are left out: sonner dims a stacked older toast while it
 * collapses, which axe reads as low contrast; this spec checks the pipeline's own screens.
 */
const severeViolations = (page: Page) => severeAxeViolations(page, { exclude: "[data-sonner-toaster]" });

/** Presses `button` of `form` with its required field empty: the form answers `message`. */
async function refusedWhileEmpty(form: Locator, button: string, message: string): Promise<void> {
  await form.getByRole("button", { name: button }).click();
  await expect(form.getByText(message)).toBeVisible();
}

/** A page of its own; reduced motion, so that axe never sees a toast halfway through fading in. */
async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  return page;
}

test("the hiring story: an admin invites an employer, who sets a password from the mail, posts a job, moves a resume-only applicant Screening → Interview with a note and rejects with a mail; the applicant's link shows each stage", async ({
  browser,
  page: visitorPage,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = await collectErrorsWithoutMotion(visitorPage);
  const word = uniqueWord();
  const title = `Pipeline Engineer ${word}`;

  // The admin invites an employer from the console; the form is checked by axe, filled and with errors.
  const adminPage = await newPage(browser);
  const adminErrors = collectBrowserErrors(adminPage);
  await adminOnConsole(adminPage);
  await consoleSection(adminPage, "Users");
  const employer = { email: randomEmail("employer"), password: `Employer-${word}-Passphrase` };
  await adminPage.getByRole("button", { name: "Invite user" }).click();
  const inviteForm = dialog(adminPage, "Invite user");
  await refusedWhileEmpty(inviteForm, "Send invitation", "Please choose a role.");
  expect(await severeViolations(adminPage), "invite form with errors").toEqual([]);
  await inviteForm.getByRole("button", { name: "Cancel" }).click();
  const link = await inviteThroughUi(adminPage, {
    email: employer.email,
    firstName: "Erin",
    lastName: "Employer",
    role: "Employer",
  });
  expect(link.pathname).toBe("/accept-invite");
  const pending = adminPage.getByRole("row").filter({ hasText: employer.email });
  await expect(pending).toContainText("Employer");
  await expect(pending).toContainText(ADMIN_EMAIL);

  // The employer opens the mailed link: it says who invited them as what; a common password is
  // refused at the field; their own password makes the account, logged in, in the console.
  const employerPage = await newPage(browser);
  const employerErrors = collectBrowserErrors(employerPage);
  await openPage(employerPage, `${link.pathname}${link.search}`);
  await expect(
    employerPage.getByText(`${ADMIN_EMAIL} has invited you to join as an employer.`),
  ).toBeVisible();
  await expect(employerPage.getByText(`Your account: Erin Employer (${employer.email})`)).toBeVisible();
  expect(await severeViolations(employerPage), "accept page").toEqual([]);
  await employerPage.getByLabel("Choose a password").fill("password123");
  await employerPage.getByRole("button", { name: "Set my password" }).click();
  await expect(
    employerPage.getByText("This password is too common. Please choose a less predictable one."),
  ).toBeVisible();
  await expect(employerPage.getByLabel("Choose a password")).toHaveAttribute("aria-invalid", "true");
  expect(await severeViolations(employerPage), "accept page with an error").toEqual([]);
  await acceptInvitation(employerPage, link, employer.password);
  await expect(employerPage).toHaveURL(/\/console$/);
  // The link worked once: opened again it says so.
  const reopened = await newPage(browser);
  await openPage(reopened, `${link.pathname}${link.search}`);
  await expect(reopened.getByRole("alert")).toHaveText(
    "This invitation has already been accepted. Please log in.",
  );
  await reopened.context().close();
  // The invitation left the admin's list.
  await adminPage.reload();
  await expect(adminPage.getByRole("heading", { level: 2, name: "Pending invitations" })).toBeVisible();
  await expect(
    adminPage.getByRole("group", { name: `Invitation actions for ${employer.email}` }),
  ).toHaveCount(0);

  // The employer posts a job from the console.
  await postJobThroughConsole(employerPage, {
    title,
    company: "Pipeline Test Ltd",
    location: "Porto",
    description: "Keep the pipeline flowing.",
  });
  const [job] = (await searchThroughApi(request, word)).data;
  expect(job?.jobTitle).toBe(title);
  const jobId = job?.jobId;

  // A visitor applies with a resume, a name and an address, and gets the confirmation with a link.
  const visitor = randomEmail("applicant");
  await openPage(visitorPage, `/job/${jobId}`);
  const form = visitorPage.getByRole("form", { name: "Apply by Resume Only" });
  await chooseResume(form, "Grace Hopper");
  await form.getByLabel("Your name (optional)").fill("Grace Hopper");
  await form.getByLabel("Email for a confirmation (optional)").fill(visitor);
  await form.getByRole("button", { name: "Apply by Resume Only" }).click();
  await expect(form.getByText("Successfully applied for the job with resume!")).toBeVisible();
  const confirmation = await waitForMail(request, visitor, /Your application has been received/);
  const statusLink = new URL(linkOf(confirmation));
  expect(statusLink.pathname).toBe("/application-status");

  // The employer finds the applicant in the job's pipeline.
  await employerPage.goto("/console/jobs");
  await employerPage.getByRole("link", { name: "Applicants (1)" }).click();
  await expect(employerPage.getByRole("heading", { level: 1, name: `Applicants: ${title}` })).toBeVisible();
  const row = employerPage.getByRole("row").filter({ hasText: visitor });
  await expect(row.getByRole("rowheader")).toHaveText("Grace Hopper");
  await expect(row).toContainText("Resume only");
  await expect(row.getByRole("link", { name: "Download grace-hopper.pdf" })).toBeVisible();
  expect(await severeViolations(employerPage), "pipeline list").toEqual([]);

  // Applied → Screening from the list, with the keyboard: the select, then Move.
  const stage = row.getByRole("combobox", { name: "Stage of Grace Hopper" });
  await stage.selectOption({ label: "Screening" });
  await stage.press("Tab");
  await expect(row.getByRole("button", { name: "Move Grace Hopper" })).toBeFocused();
  await employerPage.keyboard.press("Enter");
  await expect(toast(employerPage, "1 application moved to Screening.")).toBeVisible();
  await expect(stage).toBeFocused();

  // Screening → Interview on the board.
  await employerPage.getByRole("button", { name: "Board" }).click();
  const board = employerPage.getByRole("region", { name: "Pipeline board" });
  const screening = board.getByRole("region", { name: "Screening (1)" });
  await screening
    .getByRole("combobox", { name: "Stage of Grace Hopper" })
    .selectOption({ label: "Interview" });
  await screening.getByRole("button", { name: "Move Grace Hopper" }).click();
  await expect(toast(employerPage, "1 application moved to Interview.")).toBeVisible();
  const interview = board.getByRole("region", { name: "Interview (1)" });
  await expect(interview.getByRole("combobox", { name: "Stage of Grace Hopper" })).toBeFocused();
  expect(await severeViolations(employerPage), "pipeline board").toEqual([]);

  // A note for the team, with the history beside it.
  await interview.getByRole("button", { name: "Notes (0): Grace Hopper" }).click();
  const notes = dialog(employerPage, "Notes and history of Grace Hopper");
  await expect(notes.getByText(`Applied → Screening, by ${employer.email}`)).toBeVisible();
  await expect(notes.getByText(`Screening → Interview, by ${employer.email}`)).toBeVisible();
  await refusedWhileEmpty(notes, "Add note", "Please write a note.");
  await notes
    .getByLabel("New note (only your team sees it)")
    .fill("Great COBOL background; second interview?");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Great COBOL background; second interview?")).toBeVisible();
  expect(await severeViolations(employerPage), "notes dialog").toEqual([]);
  await notes.getByRole("button", { name: "Close" }).click();
  await expect(interview.getByRole("button", { name: "Notes (1): Grace Hopper" })).toBeVisible();

  // The applicant's link from the confirmation mail shows Interview.
  await openPage(visitorPage, `${statusLink.pathname}${statusLink.search}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Your application" })).toBeVisible();
  await expect(visitorPage.getByText("Interview", { exact: true })).toBeVisible();
  await expect(visitorPage.getByText("You are invited to interviews.")).toBeVisible();

  // Rejected, with a reason and the mail, previewed first.
  await interview
    .getByRole("combobox", { name: "Stage of Grace Hopper" })
    .selectOption({ label: "Rejected" });
  await interview.getByRole("button", { name: "Move Grace Hopper" }).click();
  const reject = dialog(employerPage, "Reject 1 application");
  await expect(reject.getByRole("checkbox", { name: "Send the candidate the rejection mail" })).toBeChecked();
  await expect(reject.getByText("Subject: An update on your application")).toBeVisible();
  await expect(
    reject.getByText(`Thank you for your application for job number ${jobId}.`, { exact: false }),
  ).toBeVisible();
  await expect(reject.getByText("1 candidate gets this mail.")).toBeVisible();
  expect(await severeViolations(employerPage), "reject dialog").toEqual([]);
  await refusedWhileEmpty(reject, "Reject", "Please give a reason for the rejection.");
  await reject
    .getByLabel("Reason (for your team; never mailed)")
    .fill("Chose a candidate with more on-call experience");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(toast(employerPage, "1 application moved to Rejected.")).toBeVisible();
  await expect(board.getByRole("region", { name: "Rejected (1)" })).toContainText("Grace Hopper");

  const rejection = await waitForMail(request, visitor, /An update on your application/);
  expect(rejection.text).toContain(`Thank you for your application for job number ${jobId}.`);
  expect(rejection.text).not.toContain("on-call");

  // The applicant's link shows the stage, and nothing of the team's.
  await openPage(visitorPage, `${statusLink.pathname}${statusLink.search}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Your application" })).toBeVisible();
  await expect(visitorPage.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(
    visitorPage.getByText("The employer has decided not to move forward with your application."),
  ).toBeVisible();
  await expect(visitorPage.getByText("COBOL")).toHaveCount(0);
  expect(await severeViolations(visitorPage), "status page").toEqual([]);

  // A tampered link is refused in words.
  const tampered = new URL(statusLink);
  tampered.searchParams.set("token", `${tampered.searchParams.get("token")}x`);
  await openPage(visitorPage, `${tampered.pathname}${tampered.search}`);
  await expect(visitorPage.getByRole("alert")).toHaveText(
    "This link is not valid or has expired. Please use the link in your most recent e-mail from us.",
  );
  // The refusals the story provokes on purpose: the common password (400) and the tampered link (403).
  const unexpected = [...errors, ...employerErrors, ...adminErrors].filter(
    (e) => !/status of (400|403)\b/.test(e),
  );
  expect(unexpected).toEqual([]);
});
