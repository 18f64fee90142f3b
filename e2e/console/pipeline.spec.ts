import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { toast } from "../support/accounts";
import { adminToken, logInAs } from "../support/admin";
import { collectBrowserErrors, openPage } from "../support/app-shell";
import { linkOf, randomEmail, waitForMail } from "../support/mailbox";
import { samplePdf } from "../support/sample-pdf";
import { dialog, uniqueWord } from "./console-helpers";

async function severeViolations(page: Page): Promise<string[]> {
  // The toasts of earlier moves are left out: sonner dims a stacked older toast while it
  // collapses, which axe reads as low contrast; this spec checks the pipeline's own screens.
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** A page of its own; reduced motion, so that axe never sees a toast halfway through fading in. */
async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  return page;
}

test("an employer moves an application Screening → Interview with a note, rejects it with a mail; the applicant's link shows the stage", async ({
  browser,
  page: visitorPage,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectBrowserErrors(visitorPage);
  await visitorPage.emulateMedia({ reducedMotion: "reduce" });
  const word = uniqueWord();
  const title = `Pipeline Engineer ${word}`;

  // An admin creates an employer, who posts a job (through the API: the console's own forms have specs).
  const admin = await adminToken(request);
  const employer = { email: randomEmail("employer"), password: `Employer-${word}-Passphrase` };
  const added = await request.post("/api/addUser", {
    data: { authToken: admin, inputEmail: employer.email, password: employer.password, role: "employer" },
  });
  expect(added.status(), await added.text()).toBe(200);
  const logIn = await request.post("/api/auth/log-in", {
    data: { inputEmail: employer.email, password: employer.password },
  });
  const employerToken = ((await logIn.json()) as { accessToken: string }).accessToken;
  const posted = await request.post("/api/post_job", {
    data: {
      authToken: employerToken,
      job_post: {
        jobTitle: title,
        companyName: "Pipeline Test Ltd",
        jobLocation: "Porto",
        jobDescription: "<p>Keep the pipeline flowing.</p>",
      },
    },
  });
  const { jobId } = (await posted.json()) as { jobId: number };

  // A visitor applies with a resume, a name and an address, and gets the confirmation with a link.
  const visitor = randomEmail("applicant");
  await openPage(visitorPage, `/job/${jobId}`);
  const form = visitorPage.getByRole("form", { name: "Apply by Resume Only" });
  await form.getByLabel("Resume file").setInputFiles({
    name: "grace-hopper.pdf",
    mimeType: "application/pdf",
    buffer: samplePdf("Grace Hopper - Resume"),
  });
  await form.getByLabel("Your name (optional)").fill("Grace Hopper");
  await form.getByLabel("Email for a confirmation (optional)").fill(visitor);
  await form.getByRole("button", { name: "Apply by Resume Only" }).click();
  await expect(form.getByText("Successfully applied for the job with resume!")).toBeVisible();
  const confirmation = await waitForMail(request, visitor, /Your application has been received/);
  const statusLink = new URL(linkOf(confirmation));
  expect(statusLink.pathname).toBe("/application-status");

  // The employer finds the applicant in the job's pipeline.
  const employerPage = await newPage(browser);
  const employerErrors = collectBrowserErrors(employerPage);
  await logInAs(employerPage, employer.email, employer.password);
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
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Please write a note.")).toBeVisible();
  await notes
    .getByLabel("New note (only your team sees it)")
    .fill("Great COBOL background; second interview?");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Great COBOL background; second interview?")).toBeVisible();
  expect(await severeViolations(employerPage), "notes dialog").toEqual([]);
  await notes.getByRole("button", { name: "Close" }).click();
  await expect(interview.getByRole("button", { name: "Notes (1): Grace Hopper" })).toBeVisible();

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
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject.getByText("Please give a reason for the rejection.")).toBeVisible();
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
  expect([...errors, ...employerErrors].filter((e) => !e.includes("403"))).toEqual([]);
});
