import { collectBrowserErrors, openPage } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { signedInCandidate } from "../support/jobs";
import { expect, test } from "../support/test";

// Pausing, resuming and editing a job alert from My jobs (decision 091). That a paused alert sends
// no digest, and that a resumed one mails only jobs posted after the resume, needs a clock the
// browser cannot move: apps/api/src/modules/job-alerts/pause-and-edit.test.ts shows it with the
// app's own digest worker; here the screen, the keyboard and what the server keeps.
test("a candidate pauses, resumes and edits a job alert on My jobs", async ({ page }) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { accessToken } = await signedInCandidate(page);
  const created = await page.request.post("/api/create_job_alert", {
    data: { accessToken, frequency: "daily", keyword: "kubernetes", workplace: ["remote"] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const stored = async () => {
    const answer = await page.request.post("/api/job_alerts", { data: { accessToken } });
    return (
      (await answer.json()) as { data: { frequency: string; keyword: string; pausedAt: string | null }[] }
    ).data[0];
  };

  await openPage(page, "/my-jobs#job-alerts");
  const alert = page.getByRole("list", { name: "Job alerts" }).getByRole("listitem");
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('"kubernetes" · Remote');
  await expect(alert).toContainText("Daily e-mail");

  // Pause, from the keyboard.
  const pause = alert.getByRole("button", { name: 'Pause job alert: "kubernetes" · Remote' });
  await pause.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Job alert paused. We will not e-mail you until you resume it.")).toBeVisible();
  await expect(alert.getByText("Paused", { exact: true })).toBeVisible();
  await expect(alert).toContainText("No e-mails until you resume it.");
  expect((await stored())?.pausedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await severeAxeViolations(page), `/my-jobs with a paused alert, ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });

  // Still paused after a reload: it is the server's state, not the screen's.
  await page.reload();
  await expect(alert.getByText("Paused", { exact: true })).toBeVisible();
  await alert.getByRole("button", { name: 'Resume job alert: "kubernetes" · Remote' }).click();
  await expect(
    page.getByText(
      "Job alert resumed. We will e-mail you new matching jobs once a day. It lists jobs posted from now on.",
    ),
  ).toBeVisible();
  await expect(alert.getByText("Paused", { exact: true })).toHaveCount(0);
  expect((await stored())?.pausedAt).toBeNull();

  // Edit: new keywords and weekly.
  await alert.getByRole("button", { name: 'Edit job alert: "kubernetes" · Remote' }).click();
  const form = page.getByRole("form", { name: 'Edit job alert: "kubernetes" · Remote' });
  const keywords = form.getByRole("textbox", { name: "Keywords" });
  await expect(keywords).toBeFocused();
  await expect(keywords).toHaveValue("kubernetes");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await severeAxeViolations(page), `/my-jobs editing an alert, ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
  await keywords.fill("terraform");
  await form.getByRole("radio", { name: "Weekly" }).check();
  await form.getByRole("button", { name: "Save alert" }).click();
  await expect(
    page.getByText("Job alert saved. We will e-mail you new matching jobs once a week."),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(alert).toContainText('"terraform" · Remote');
  await expect(alert).toContainText("Weekly e-mail");
  expect(await stored()).toMatchObject({ frequency: "weekly", keyword: "terraform", pausedAt: null });
  expect(errors).toEqual([]);
});
