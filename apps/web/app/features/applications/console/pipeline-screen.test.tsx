import { adminMessages } from "@site/contract/api/accounts";
import type { PipelineApplicant } from "@site/contract/api/applications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { descriptionOf } from "#web/test/description";
import { jsonResponse } from "#web/test/json-response";
import { actAs, findToast, renderConsoleRoute, sentTo, stubApi } from "#web/test/render-console-route";

const PIPELINE = "/api/job_pipeline";
const MOVE = "/api/move_applications";
const PREVIEW = "/api/preview_stage_mail";
const DETAILS = "/api/application_details";
const NOTE = "/api/add_application_note";

const job = { jobId: 7, jobTitle: "Site Reliability Engineer", companyName: "Acme", status: "open" as const };

function applicant(overrides: Partial<PipelineApplicant> = {}): PipelineApplicant {
  return {
    applicationId: "a1",
    appliedAt: "2026-02-02T10:00:00.000Z",
    applicantName: "Ada Lovelace",
    applicantEmail: "ada@example.com",
    applicantPhone: "",
    emailFromResume: false,
    source: "profile",
    resumeName: "ada.pdf",
    resumeLink: "/api/viewAttachment/signed/abc",
    stage: "applied",
    rejectionReason: "",
    stageChangedAt: "",
    notes: 0,
    interview: null,
    ...overrides,
  };
}

const visitor = applicant({
  applicationId: "a2",
  applicantName: "",
  applicantEmail: "grace@example.com",
  applicantPhone: "+1 (555) 010-0199",
  emailFromResume: true,
  source: "resume",
  resumeName: "cv.pdf",
  resumeLink: "/api/viewAttachment/signed/def",
});

/** The pipeline answers `stages` of a1 and a2 in turn: each load after a move sees the next. */
function pipelineOf(...loads: PipelineApplicant[][]) {
  let load = 0;
  return () => jsonResponse({ job, data: loads[Math.min(load++, loads.length - 1)] });
}

const moved =
  (message: string, moved = 1, mailed = 0) =>
  () =>
    jsonResponse({ message, moved, mailed });

beforeEach(async () => {
  await actAs("employer");
});

describe("Pipeline screen: list", () => {
  it("shows who applied, how to reach them, their stage and resume", async () => {
    const api = stubApi({ [PIPELINE]: pipelineOf([applicant(), visitor]) });
    renderConsoleRoute("/console/jobs/7/applicants");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Applicants: Site Reliability Engineer" }),
    ).toBeTruthy();
    const table = screen.getByRole("table", { name: "2 applicants" });
    expect(within(table).getByRole("rowheader", { name: "Ada Lovelace" })).toBeTruthy();
    const anonymous = within(table).getByRole("row", { name: /grace@example\.com/ });
    expect(within(anonymous).getByRole("rowheader").textContent).toBe("(no name)Phone: +1 (555) 010-0199");
    expect(within(anonymous).getByRole("cell", { name: "grace@example.comfrom the resume" })).toBeTruthy();
    expect(within(anonymous).getByRole("cell", { name: "Resume only" })).toBeTruthy();
    const link = within(table).getByRole("link", { name: "Download ada.pdf" });
    expect(link.getAttribute("href")).toBe("/api/viewAttachment/signed/abc");
    expect(link.getAttribute("download")).toBe("ada.pdf");
    expect((screen.getByRole("combobox", { name: "Stage of Ada Lovelace" }) as HTMLSelectElement).value).toBe(
      "applied",
    );
    expect(api.bodies(PIPELINE)).toEqual([{ authToken: "employer-token", jobId: 7 }]);
  });

  it("lists the withdrawn applications with their stage and dates, no one's details (decision 091)", async () => {
    stubApi({
      [PIPELINE]: () =>
        jsonResponse({
          job,
          data: [applicant()],
          withdrawn: [
            {
              stage: "interview",
              appliedAt: "2026-01-06T09:00:00.000Z",
              withdrawnAt: "2026-01-09T15:00:00.000Z",
            },
          ],
        }),
    });
    renderConsoleRoute("/console/jobs/7/applicants");
    const list = await screen.findByRole("list", { name: "Withdrawn (1)" });
    expect(within(list).getByRole("listitem").textContent).toBe(
      "Applied Jan 6, 2026 · withdrew Jan 9, 2026 at Interview",
    );
    expect(screen.getByRole("table", { name: "1 applicant" })).toBeTruthy();
  });

  it("shows the server's message for a job of another employer", async () => {
    stubApi({
      [PIPELINE]: () => jsonResponse({ message: adminMessages.notYourJob, code: "forbidden" }, 403),
    });
    renderConsoleRoute("/console/jobs/9/applicants");
    expect((await screen.findByRole("alert")).textContent).toBe(adminMessages.notYourJob);
  });

  it("moves one application with its stage select and Move button, then focuses the select again", async () => {
    const api = stubApi({
      [PIPELINE]: pipelineOf([applicant(), visitor], [applicant({ stage: "screening" }), visitor]),
      [MOVE]: moved("1 application moved to Screening."),
    });
    renderConsoleRoute("/console/jobs/7/applicants");
    const user = userEvent.setup();
    const select = await screen.findByRole("combobox", { name: "Stage of Ada Lovelace" });
    const moveButton = screen.getByRole("button", { name: "Move Ada Lovelace" });
    expect((moveButton as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(select, "Screening");
    expect(api.bodies(MOVE)).toEqual([]);
    await user.click(moveButton);
    expect(await findToast("1 application moved to Screening.")).toBeTruthy();
    expect(api.bodies(MOVE)).toEqual([
      { authToken: "employer-token", applicationIds: ["a1"], stage: "screening" },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Stage of Ada Lovelace" })),
    );
    expect((document.activeElement as HTMLSelectElement).value).toBe("screening");
  });

  it("moves the checked applications at once, and says in words what is missing first", async () => {
    const api = stubApi({
      [PIPELINE]: pipelineOf([applicant(), visitor]),
      [MOVE]: moved("2 applications moved to Interview.", 2),
    });
    renderConsoleRoute("/console/jobs/7/applicants");
    const user = userEvent.setup();
    const bulk = await screen.findByRole("form", { name: "Move selected to" });
    const stage = within(bulk).getByRole("combobox", { name: "Move selected to" });

    await user.click(within(bulk).getByRole("button", { name: "Move" }));
    expect(within(bulk).getByRole("alert").textContent).toBe("Please choose at least one application.");
    expect(stage.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(stage)).toBe("Please choose a stage.");
    expect(document.activeElement).toBe(stage);

    await user.click(screen.getByRole("checkbox", { name: "Select all applicants" }));
    expect(within(bulk).getByText("2 selected")).toBeTruthy();
    await user.selectOptions(stage, "Interview");
    expect(stage.getAttribute("aria-invalid")).toBeNull();
    await user.click(within(bulk).getByRole("button", { name: "Move" }));
    expect(await findToast("2 applications moved to Interview.")).toBeTruthy();
    expect(api.bodies(MOVE)).toEqual([
      { authToken: "employer-token", applicationIds: ["a1", "a2"], stage: "interview" },
    ]);
    expect(within(bulk).getByText("0 selected")).toBeTruthy();
  });

  it("shows the server's refusal of a batch and keeps the selection", async () => {
    const refusal =
      "One or more of these applications belong to another employer's job. Nothing was changed.";
    stubApi({
      [PIPELINE]: pipelineOf([applicant(), visitor]),
      [MOVE]: () => jsonResponse({ message: refusal, code: "forbidden" }, 403),
    });
    renderConsoleRoute("/console/jobs/7/applicants");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Select Ada Lovelace" }));
    const bulk = screen.getByRole("form", { name: "Move selected to" });
    await user.selectOptions(within(bulk).getByRole("combobox", { name: "Move selected to" }), "Offer");
    await user.click(within(bulk).getByRole("button", { name: "Move" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(within(bulk).getByText("1 selected")).toBeTruthy();
  });
});

describe("Pipeline screen: rejecting and hiring", () => {
  const rejectionText =
    "Hello,\n\nThank you for your application for job number 7.\n\nAfter careful consideration we have decided not to move forward with it.\n";
  const rejectionPreview = () =>
    jsonResponse({
      subject: "An update on your application",
      text: rejectionText,
      recipients: 1,
      withoutAddress: 0,
    });

  /** Opens the applicants, picks `stage` for one row, presses its Move and finds the dialog named `title`. */
  async function moveRow(row: string, stage: string, title: string) {
    renderConsoleRoute("/console/jobs/7/applicants");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: `Stage of ${row}` }), stage);
    await user.click(screen.getByRole("button", { name: `Move ${row}` }));
    return { user, dialog: await screen.findByRole("dialog", { name: title }) };
  }

  /** Opens the rejection of Grace's application (the applicants Ada and Grace), with its mail. */
  async function openRejection() {
    const api = stubApi({
      [PIPELINE]: pipelineOf([applicant(), visitor]),
      [PREVIEW]: rejectionPreview,
      [MOVE]: moved("1 application moved to Rejected.", 1, 1),
    });
    return { api, ...(await moveRow("grace@example.com", "Rejected", "Reject 1 application")) };
  }

  /** Presses Reject: the toast says so, and the move sent is Grace's to Rejected with `fields`. */
  async function rejectWith(opened: Awaited<ReturnType<typeof openRejection>>, fields: object) {
    await opened.user.click(within(opened.dialog).getByRole("button", { name: "Reject" }));
    expect(await findToast("1 application moved to Rejected.")).toBeTruthy();
    expect(opened.api.bodies(MOVE)).toEqual([
      { authToken: "employer-token", applicationIds: ["a2"], stage: "rejected", ...fields },
    ]);
  }

  it("asks for a reason, shows the mail it will send, and rejects with the mail by default", async () => {
    const opened = await openRejection();
    const { api, user, dialog } = opened;
    const mail = within(dialog).getByRole("checkbox", { name: "Send the candidate the rejection mail" });
    expect((mail as HTMLInputElement).checked).toBe(true);
    const preview = await within(dialog).findByRole("region", { name: "The mail" });
    expect(await within(preview).findByText("Subject: An update on your application")).toBeTruthy();
    expect(within(preview).getByText(/After careful consideration/).textContent).toBe(rejectionText);
    expect(within(preview).getByText("1 candidate gets this mail.")).toBeTruthy();
    expect(api.bodies(PREVIEW)).toEqual([
      { authToken: "employer-token", applicationIds: ["a2"], stage: "rejected" },
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    const reason = within(dialog).getByRole("textbox", { name: "Reason (for your team; never mailed)" });
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(reason)).toBe("Please give a reason for the rejection.");
    expect(api.bodies(MOVE)).toEqual([]);

    await user.type(reason, "Needs more Kubernetes experience");
    await rejectWith(opened, { reason: "Needs more Kubernetes experience", sendMail: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends the reason chosen for the candidate and the delay of the rejection mail", async () => {
    const opened = await openRejection();
    const { api, user, dialog } = opened;
    await user.type(
      within(dialog).getByRole("textbox", { name: "Reason (for your team; never mailed)" }),
      "Weak SQL",
    );
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Reason the candidate reads" }),
      "Position filled",
    );
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Send the mail" }), "In 2 days");
    await waitFor(() =>
      expect(api.bodies(PREVIEW).at(-1)).toEqual({
        authToken: "employer-token",
        applicationIds: ["a2"],
        stage: "rejected",
        candidateReason: "position_filled",
      }),
    );
    await rejectWith(opened, {
      reason: "Weak SQL",
      candidateReason: "position_filled",
      sendMail: true,
      mailDelayHours: 48,
    });
  });

  it("moves to Hired without a mail unless asked, and previews only when asked", async () => {
    const api = stubApi({
      [PIPELINE]: pipelineOf([applicant({ stage: "offer" })]),
      [PREVIEW]: () =>
        jsonResponse({ subject: "Welcome aboard", text: "Hello,\n", recipients: 1, withoutAddress: 0 }),
      [MOVE]: moved("1 application moved to Hired."),
    });
    const { user, dialog } = await moveRow("Ada Lovelace", "Hired", "Move 1 application to Hired");
    const mail = within(dialog).getByRole("checkbox", { name: "Send the candidate the welcome mail" });
    expect((mail as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).queryByRole("region", { name: "The mail" })).toBeNull();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Move to Hired" }));
    expect(await findToast("1 application moved to Hired.")).toBeTruthy();
    expect(api.bodies(MOVE)).toEqual([
      { authToken: "employer-token", applicationIds: ["a1"], stage: "hired", sendMail: false },
    ]);
    expect(api.bodies(PREVIEW)).toEqual([]);
  });
});

describe("Pipeline screen: board", () => {
  it("shows a column per stage and moves a card from the keyboard, focus following the card", async () => {
    const api = stubApi({
      [PIPELINE]: pipelineOf(
        [applicant({ stage: "screening" }), visitor],
        [applicant({ stage: "interview" }), visitor],
      ),
      [MOVE]: moved("1 application moved to Interview."),
    });
    renderConsoleRoute("/console/jobs/7/applicants");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Board" }));
    expect(screen.getByRole("button", { name: "Board" }).getAttribute("aria-pressed")).toBe("true");
    const board = screen.getByRole("region", { name: "Pipeline board" });
    expect(
      within(board)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Applied (1)", "Screening (1)", "Interview (0)", "Offer (0)", "Hired (0)", "Rejected (0)"]);
    const screening = within(board).getByRole("region", { name: "Screening (1)" });
    const select = within(screening).getByRole("combobox", { name: "Stage of Ada Lovelace" });
    // jsdom does not change a select with arrow keys (Chromium does: the e2e spec uses them).
    await user.selectOptions(select, "Interview");
    select.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(screening).getByRole("button", { name: "Move Ada Lovelace" }));
    await user.keyboard("{Enter}");
    expect(await findToast("1 application moved to Interview.")).toBeTruthy();
    expect(api.bodies(MOVE)).toEqual([
      { authToken: "employer-token", applicationIds: ["a1"], stage: "interview" },
    ]);
    const interview = await within(board).findByRole("region", { name: "Interview (1)" });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(interview).getByRole("combobox", { name: "Stage of Ada Lovelace" }),
      ),
    );
  });
});

describe("Pipeline screen: notes", () => {
  it("shows the history and notes, and adds a note, asking for its text in words", async () => {
    let notes = [
      {
        noteId: "n1",
        body: "Strong <b>Terraform</b>",
        author: "boss@example.com",
        createdAt: "2026-02-03T09:00:00.000Z",
      },
    ];
    const api = stubApi({
      [PIPELINE]: pipelineOf([applicant({ stage: "screening", notes: 1 })]),
      [DETAILS]: () =>
        jsonResponse({
          applicationId: "a1",
          stage: "screening",
          rejectionReason: "",
          history: [
            {
              fromStage: "applied",
              toStage: "screening",
              reason: "",
              movedBy: "boss@example.com",
              movedAt: "2026-02-03T08:00:00.000Z",
              mailed: false,
            },
          ],
          notes,
          answers: [{ label: "Can you work in the EU?", answer: "no", knockedOut: true }],
        }),
      [NOTE]: (body) => {
        const note = {
          noteId: "n2",
          body: String(body.body),
          author: "employer@example.com",
          createdAt: "2026-02-04T09:00:00.000Z",
        };
        notes = [...notes, note];
        return jsonResponse({ message: "The note has been added.", note });
      },
    });
    renderConsoleRoute("/console/jobs/7/applicants");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Notes (1): Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: "Notes and history of Ada Lovelace" });
    const answers = await within(dialog).findByRole("region", { name: "Answers" });
    expect(answers.textContent).toBe("AnswersCan you work in the EU?noKnock-out answer");
    const history = await within(dialog).findByRole("region", { name: "History" });
    expect(within(history).getByText("Applied → Screening, by boss@example.com")).toBeTruthy();
    const noteList = within(dialog).getByRole("region", { name: "Notes" });
    // A note is text, never HTML.
    expect(within(noteList).getByText("Strong <b>Terraform</b>")).toBeTruthy();
    expect(noteList.querySelector("b")).toBeNull();

    const field = within(dialog).getByRole("textbox", { name: "New note (only your team sees it)" });
    await user.click(within(dialog).getByRole("button", { name: "Add note" }));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(field)).toBe("Please write a note.");
    expect(api.bodies(NOTE)).toEqual([]);

    await user.type(field, "Invite to the interview");
    await user.click(within(dialog).getByRole("button", { name: "Add note" }));
    expect(await within(noteList).findByText("Invite to the interview")).toBeTruthy();
    expect(api.bodies(NOTE)).toEqual([
      { authToken: "employer-token", applicationId: "a1", body: "Invite to the interview" },
    ]);
    expect((field as HTMLTextAreaElement).value).toBe("");
    expect(sentTo(api, DETAILS).length).toBeGreaterThanOrEqual(2);
  });
});
