import { collectBrowserErrors, openPage } from "../support/app-shell";
import { applyWithProfile, chooseResume } from "../support/applications";
import { severeAxeViolations } from "../support/axe";
import { signedInCandidate, someOpenJob, uploadResumeThroughApi } from "../support/jobs";
import { randomEmail, waitForMail } from "../support/mailbox";
import { expect, test } from "../support/test";

test.describe("Apply by Resume Only", () => {
  test("a visitor applies with a real PDF and gets a confirmation e-mail", async ({ page, request }) => {
    const errors = collectBrowserErrors(page);
    const job = await someOpenJob(request);
    const email = randomEmail("apply");
    await openPage(page, `/job/${job.jobId}`);
    const form = page.getByRole("form", { name: "Apply by Resume Only" });

    await form.getByRole("button", { name: "Apply by Resume Only" }).click();
    await expect(form.getByText("Please upload a resume file.")).toBeVisible();

    await chooseResume(form);
    await form.getByLabel("Email for a confirmation (optional)").fill(email);
    await form.getByRole("button", { name: "Apply by Resume Only" }).click();
    await expect(form.getByText("Successfully applied for the job with resume!")).toBeVisible();

    // Nobody verified this address: the confirmation is our fixed text, never the visitor's.
    const mail = await waitForMail(request, email, /Your application has been received/);
    expect(mail.subject).toBe("Your application has been received");
    expect(errors).toEqual([]);
  });

  test("a file that is not a resume is refused with the server's reason", async ({ page, request }) => {
    const job = await someOpenJob(request);
    await openPage(page, `/job/${job.jobId}`);
    const form = page.getByRole("form", { name: "Apply by Resume Only" });
    // A PNG image named like a PDF: the server checks the content, not the name.
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    await form
      .getByLabel("Resume file")
      .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: png });
    await form.getByRole("button", { name: "Apply by Resume Only" }).click();
    await expect(form.getByText("Error applying for the job with resume")).toBeVisible();
    await expect(form.getByText(/Unsupported file type/)).toBeVisible();
  });
});

test("a signed-in candidate applies with the profile and sees it in their applications", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const { accessToken } = await signedInCandidate(page);
  await uploadResumeThroughApi(request, accessToken);
  const job = await someOpenJob(request, "engineer");
  await openPage(page, `/job/${job.jobId}`);
  await applyWithProfile(page);

  // Back on the job, the candidate sees when they applied instead of the apply buttons.
  await page.reload();
  const applied = page.getByRole("region", { name: "Your application" });
  await expect(applied).toContainText(/You applied on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(page.getByRole("button", { name: "Apply with my profile" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Apply by Resume Only" })).toHaveCount(0);

  await openPage(page, "/search-jobs");
  const applications = page.getByRole("region", { name: "My applications" });
  const entry = applications.getByRole("listitem").filter({ hasText: job.jobTitle });
  await expect(entry).toContainText(job.companyName);
  await expect(entry).toContainText("Submitted");
  await expect(entry.getByRole("link", { name: job.jobTitle })).toHaveAttribute("href", `/job/${job.jobId}`);

  // Withdrawing asks first; the application then stays in the history as Withdrawn, with its date
  // (decision 091), and cannot be withdrawn again.
  await entry.getByRole("button", { name: `Withdraw application for ${job.jobTitle}` }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw application?" });
  await dialog.getByRole("button", { name: "Withdraw application" }).click();
  await expect(applications.getByText("Your application has been withdrawn.")).toBeVisible();
  await expect(entry).toContainText("Withdrawn");
  await expect(entry).toContainText(/Withdrawn on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(entry.getByRole("button")).toHaveCount(0);
  await openPage(page, "/my-jobs");
  const history = page.getByRole("region", { name: "My applications" }).getByRole("listitem");
  await expect(history.filter({ hasText: job.jobTitle })).toContainText("Withdrawn on");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await severeAxeViolations(page), `/my-jobs with a withdrawn application, ${scheme}`).toEqual([]);
  }
  const mine = await request.post("/api/my_applications", { data: { accessToken } });
  const [withdrawn] = (await mine.json()).data;
  const again = await request.post("/api/withdraw_application", {
    data: { accessToken, applicationId: withdrawn.applicationId },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe("This application was already withdrawn.");
  expect(errors).toEqual([]);
});
