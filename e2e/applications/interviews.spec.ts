import { toast } from "../support/accounts";
import { collectBrowserErrors, openPage, signInWithToken } from "../support/app-shell";
import { applyThroughApi } from "../support/applications";
import { axeInBothThemes } from "../support/axe";
import { dialog, uniqueWord } from "../support/console";
import { candidateWithResume, employerPostsJob } from "../support/jobs";
import { linkOf, waitForMail } from "../support/mailbox";
import { expect, test } from "../support/test";

// Interview scheduling (docs/decisions/082-interview-scheduling.md): the employer offers times in
// Berlin, the candidate in New York books one from the mail's link, both get the .ics.
test("an employer offers interview times; the candidate books one from the mail and gets the .ics", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  const { jobId, employerToken } = await employerPostsJob(request, word, {
    jobTitle: `Interview Engineer ${word}`,
    companyName: "Interview Test Ltd",
  });
  const { account: candidate, accessToken } = await candidateWithResume(request);
  await applyThroughApi(request, accessToken, jobId);

  // The employer opens the application and offers two times in Berlin.
  const employerErrors = collectBrowserErrors(page);
  await signInWithToken(page, employerToken);
  await openPage(page, `/console/jobs/${jobId}/applicants`);
  const row = page.getByRole("row").filter({ hasText: candidate.email });
  await row.getByRole("button", { name: /^Notes \(0\)/ }).click();
  const opened = dialog(page, /^Notes and history of/);
  const form = opened.getByRole("form", { name: "Offer interview times" });
  await expect(opened.getByText("No interview offered yet.")).toBeVisible();
  await axeInBothThemes(page, "interview offer form", { include: "dialog[open]" });
  await form.getByLabel("Time zone of the times below").selectOption("Europe/Berlin");
  await form.getByLabel("Length (minutes)").fill("30");
  await form.getByLabel("Time 1").fill("2030-06-10T10:00");
  await form.getByLabel("Time 2").fill("2030-06-10T10:15");
  await form.getByRole("button", { name: "Send the times" }).click();
  // Overlapping times are refused in words.
  await expect(
    form.getByText(
      "The times 2030-06-10 10:00 and 2030-06-10 10:15 overlap: leave at least the interview's length between two starts.",
    ),
  ).toBeVisible();
  await form.getByLabel("Time 2").fill("2030-06-11T15:00");
  await form.getByRole("button", { name: "Send the times" }).click();
  await expect(toast(page, "The times have been sent to the candidate.")).toBeVisible();
  await expect(
    opened.getByText("2 times offered (Europe/Berlin); waiting for the candidate to choose."),
  ).toBeVisible();
  await axeInBothThemes(page, "interview offered", { include: "dialog[open]" });

  // The candidate, in New York, opens the link of the mail.
  const invitation = await waitForMail(request, candidate.email, /^Choose a time for your interview/);
  expect(invitation.subject).toBe(
    `Choose a time for your interview: Interview Engineer ${word} at Interview Test Ltd`,
  );
  const candidateContext = await browser.newContext({ timezoneId: "America/New_York" });
  const candidatePage = await candidateContext.newPage();
  const candidateErrors = collectBrowserErrors(candidatePage);
  await candidatePage.goto(linkOf(invitation));
  await expect(
    candidatePage.getByRole("heading", { level: 1, name: "Choose your interview time" }),
  ).toBeVisible();
  await expect(
    candidatePage.getByText(
      "Times are shown in your time zone (America/New_York). The employer set them in Europe/Berlin. Each interview lasts 30 minutes.",
    ),
  ).toBeVisible();
  // 10:00 in Berlin (CEST, UTC+2) is 08:00Z, 4:00 in New York (EDT, UTC-4).
  const first = candidatePage.getByRole("radio", { name: /Monday, June 10, 2030 at 4:00 AM/ });
  await expect(first).toBeVisible();
  await expect(candidatePage.getByText("Mon 10:00 AM in Europe/Berlin")).toBeVisible();
  await axeInBothThemes(candidatePage, "interview page");
  await candidatePage.getByRole("button", { name: "Book this time" }).click();
  await expect(candidatePage.getByText("Choose one of the times first.")).toBeVisible();
  await first.check();
  await candidatePage.getByRole("button", { name: "Book this time" }).click();
  await expect(candidatePage.getByText("Booked: Monday, June 10, 2030 at 4:00 AM.")).toBeVisible();
  await axeInBothThemes(candidatePage, "interview booked");

  // Both confirmations carry the .ics; the development mailbox shows it attached.
  const confirmation = await waitForMail(request, candidate.email, /^Interview booked/);
  expect(confirmation.text).toContain("When: Monday, 10 June 2030 at 10:00 (Europe/Berlin), 30 minutes.");
  const mailbox = await candidateContext.newPage();
  await mailbox.goto(`/dev/mailbox?key=${encodeURIComponent(process.env.E2E_MAILBOX_KEY ?? "")}`);
  const article = mailbox
    .getByRole("article")
    .filter({ hasText: `Interview booked: Interview Engineer ${word}` })
    .filter({ hasText: `To: ${candidate.email}` });
  await expect(article.getByRole("link", { name: "interview.ics" })).toBeVisible();
  await expect(article.getByText("DTSTART:20300610T080000Z")).toBeVisible();
  const download = await mailbox.request.get(
    (await article.getByRole("link", { name: "interview.ics" }).getAttribute("href")) ?? "",
  );
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toContain("text/calendar");
  expect(await download.text()).toContain("METHOD:REQUEST\r\n");

  // The pipeline shows the booking.
  await openPage(page, `/console/jobs/${jobId}/applicants`);
  await expect(page.getByRole("row").filter({ hasText: candidate.email })).toContainText("Interview booked:");

  // The one refusal the test provoked (the overlapping times): the browser logs its 400.
  expect(employerErrors).toEqual([
    "console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
  expect(candidateErrors).toEqual([]);
  await candidateContext.close();
});
