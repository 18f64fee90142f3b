import { RESUME_MAX_BYTES } from "@site/contract/constants";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { descriptionOf } from "#web/test/description";
import { jsonResponse } from "#web/test/json-response";
import { jobPost, renderJobsRoute, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";

const VIEW = "/api/view_job_post";
const APPLY = "/api/apply_for_job_resume_only";

startEachTestSignedOut();

async function openJob(apply: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const api = stubApi({ [VIEW]: () => jsonResponse(jobPost()), [APPLY]: apply });
  renderJobsRoute("/job/7");
  const form = await screen.findByRole("form", { name: "Apply by Resume Only" });
  return { api, form, user: userEvent.setup() };
}

const pdf = () => new File(["%PDF-1.4 resume"], "cv.pdf", { type: "application/pdf" });

describe("ApplyWithResume", () => {
  it("offers a labelled file picker for the accepted types and an optional e-mail", async () => {
    const { form } = await openJob(() => jsonResponse({ message: "ok" }));
    const picker = within(form).getByLabelText("Resume file");
    expect(picker.getAttribute("type")).toBe("file");
    expect(picker.getAttribute("accept")).toBe(".pdf,.doc,.docx,.odt,.rtf,.txt");
    expect(within(form).getByLabelText("Email for a confirmation (optional)").getAttribute("type")).toBe(
      "email",
    );
  });

  it('says "Please upload a resume file." without a file and sends nothing', async () => {
    const { api, form, user } = await openJob(() => jsonResponse({ message: "ok" }));
    await user.click(within(form).getByRole("button", { name: "Apply by Resume Only" }));
    expect(within(form).getByRole("alert").textContent).toBe("Please upload a resume file.");
    expect(within(form).getByLabelText("Resume file").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(within(form).getByLabelText("Resume file"));
    expect(api.bodies(APPLY)).toEqual([]);

    // Choosing a file takes the message away.
    await user.upload(within(form).getByLabelText("Resume file"), pdf());
    await waitFor(() => expect(within(form).queryByRole("alert")).toBeNull());
    expect(within(form).getByLabelText("Resume file").getAttribute("aria-invalid")).toBeNull();
  });

  it("refuses a file over 5 MB before sending it", async () => {
    const { api, form, user } = await openJob(() => jsonResponse({ message: "ok" }));
    const big = pdf();
    Object.defineProperty(big, "size", { value: RESUME_MAX_BYTES + 1 });
    await user.upload(within(form).getByLabelText("Resume file"), big);
    await user.click(within(form).getByRole("button", { name: "Apply by Resume Only" }));
    expect(within(form).getByRole("alert").textContent).toBe("The resume must be at most 5 MB.");
    expect(api.bodies(APPLY)).toEqual([]);
  });

  it("refuses an invalid e-mail before sending, at the field, and moves focus to it", async () => {
    const { api, form, user } = await openJob(() => jsonResponse({ message: "ok" }));
    const email = within(form).getByLabelText("Email for a confirmation (optional)");
    await user.upload(within(form).getByLabelText("Resume file"), pdf());
    await user.type(email, "not-an-email");
    await user.click(within(form).getByRole("button", { name: "Apply by Resume Only" }));
    expect(await within(form).findByText("Invalid email address.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(email)).toBe("Invalid email address.");
    expect(document.activeElement).toBe(email);
    expect(within(form).queryByRole("alert")).toBeNull();
    expect(api.bodies(APPLY)).toEqual([]);
  });

  it("goes idle → loading → success, sending the file as a data URL with its name and the job", async () => {
    let answer: (response: Response) => void = () => {};
    const { api, form, user } = await openJob(() => new Promise((resolve) => (answer = resolve)));
    await user.upload(within(form).getByLabelText("Resume file"), pdf());
    await user.type(within(form).getByLabelText("Your name (optional)"), " Ada Lovelace ");
    await user.type(within(form).getByLabelText("Email for a confirmation (optional)"), " Ada@Example.com ");
    await user.click(within(form).getByRole("button", { name: "Apply by Resume Only" }));

    const busy = await within(form).findByRole("button", { name: "Applying..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.bodies(APPLY)).toEqual([
      {
        jobId: 7,
        fileName: "cv.pdf",
        resumeData: `data:application/pdf;base64,${btoa("%PDF-1.4 resume")}`,
        name: "Ada Lovelace",
        email: "ada@example.com",
      },
    ]);

    await act(async () => answer(jsonResponse({ message: "Successfully applied for the job with resume!" })));
    expect(await within(form).findByText("Successfully applied for the job with resume!")).toBeTruthy();
    expect((within(form).getByLabelText("Resume file") as HTMLInputElement).value).toBe("");
  });

  it("refuses a name over 200 characters at the field, in words", async () => {
    const { api, form, user } = await openJob(() => jsonResponse({ message: "ok" }));
    const name = within(form).getByLabelText("Your name (optional)");
    expect(name.getAttribute("autocomplete")).toBe("name");
    await user.upload(within(form).getByLabelText("Resume file"), pdf());
    await user.click(name);
    await user.paste("x".repeat(201));
    await user.click(within(form).getByRole("button", { name: "Apply by Resume Only" }));
    expect(await within(form).findByText("Your name must be at most 200 characters.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(api.bodies(APPLY)).toEqual([]);
  });

  it("sends no name or e-mail when none is given", async () => {
    const { api, form, user } = await openJob(() => jsonResponse({ message: "ok" }));
    await user.upload(within(form).getByLabelText("Resume file"), pdf());
    await user.click(within(form).getByRole("button", { name: "Apply by Resume Only" }));
    await within(form).findByText("Successfully applied for the job with resume!");
    expect(Object.keys(api.bodies(APPLY)[0] ?? {}).sort()).toEqual(["fileName", "jobId", "resumeData"]);
  });

  it('shows "Error applying for the job with resume" with the server\'s reason', async () => {
    const reason = "Unsupported file type: upload a PDF, DOC, DOCX, ODT, RTF or TXT file.";
    const { form, user } = await openJob(() => jsonResponse({ message: reason }, 415));
    await user.upload(within(form).getByLabelText("Resume file"), pdf());
    await user.click(within(form).getByRole("button", { name: "Apply by Resume Only" }));
    expect(await within(form).findByText("Error applying for the job with resume")).toBeTruthy();
    expect(within(form).getByText(`Reason: ${reason}`)).toBeTruthy();
    expect(within(form).getByRole("button", { name: "Apply by Resume Only" })).toBeTruthy();
  });
});
