// Applications made and moved through the API, for specs whose subject is what comes after
// (applying and the board's own moves have specs of their own), and the job page's own steps
// that many specs take on the way.
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { samplePdf } from "./sample-pdf";

/** A signed-in candidate applies to a job with their profile. */
export async function applyThroughApi(request: APIRequestContext, accessToken: string, jobId: number) {
  const applied = await request.post("/api/apply_for_job", { data: { accessToken, jobId } });
  expect(applied.status(), await applied.text()).toBe(200);
}

/** A visitor with no account applies to a job with a PDF resume only. */
export async function applyResumeOnlyThroughApi(request: APIRequestContext, jobId: number, email: string) {
  const visitor = await request.post("/api/apply_for_job_resume_only", {
    data: {
      jobId,
      fileName: "cv.pdf",
      resumeData: `data:application/pdf;base64,${samplePdf("Visitor").toString("base64")}`,
      email,
    },
  });
  expect(visitor.status(), await visitor.text()).toBe(200);
}

/** The ids of a job's applications on its employer's board, by the applicant's address. */
export async function applicationIdsByEmail(
  request: APIRequestContext,
  employerToken: string,
  jobId: number,
): Promise<Map<string, string>> {
  const pipeline = await request.post("/api/job_pipeline", { data: { authToken: employerToken, jobId } });
  expect(pipeline.status(), await pipeline.text()).toBe(200);
  const { data } = (await pipeline.json()) as { data: { applicationId: string; applicantEmail: string }[] };
  return new Map(data.map((row) => [row.applicantEmail, row.applicationId]));
}

/** The employer moves applications to a stage; a reason goes with a rejection when given. */
export async function moveThroughApi(
  request: APIRequestContext,
  employerToken: string,
  applicationIds: readonly string[],
  stage: string,
  reason?: string,
) {
  const moved = await request.post("/api/move_applications", {
    data: { authToken: employerToken, applicationIds, stage, ...(reason ? { reason } : {}) },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * Chooses a sample PDF resume of `person` in a form's "Resume file" field, as a visitor applying
 * by resume does: the file is named after the person ("Ada Lovelace" -> ada-lovelace.pdf).
 */
export async function chooseResume(form: Locator, person = "Ada Lovelace") {
  await form.getByLabel("Resume file").setInputFiles({
    name: `${person.toLowerCase().replaceAll(" ", "-")}.pdf`,
    mimeType: "application/pdf",
    buffer: samplePdf(`${person} - Resume`),
  });
}

/**
 * Presses "Apply with my profile" on the job shown in `scope` (a job page, or the pane of a list)
 * and waits for the answer under it: by default, that the application was sent.
 */
export async function applyWithProfile(
  scope: Page | Locator,
  answer = "Successfully applied for the job with your profile!",
): Promise<void> {
  const section = scope.getByRole("region", { name: "Apply with my profile" });
  await section.getByRole("button", { name: "Apply with my profile" }).click();
  await expect(section.getByText(answer)).toBeVisible();
}
