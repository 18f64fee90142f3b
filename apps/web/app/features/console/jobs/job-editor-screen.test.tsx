import { adminMessages } from "@site/contract/api/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse } from "../../../test/json-response";
import {
  actAs,
  currentPath,
  findToast,
  jobPost,
  renderConsoleRoute,
  sentTo,
  stubApi,
} from "../testing/render-console-route";

const POST = "/api/post_job";
const UPDATE = "/api/update_job";
const LIST = "/api/list_my_jobs";
const emptyList = () => jsonResponse({ data: [], total: 0, totalPages: 0 });

beforeEach(() => actAs("employer"));

async function openNewJob(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ [LIST]: emptyList, ...handlers });
  renderConsoleRoute("/console/jobs/new");
  await screen.findByRole("heading", { level: 1, name: "Post a job" });
  return { fetchMock, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, title = "Platform Engineer") {
  if (title) await user.type(screen.getByLabelText("Job title"), title);
  await user.type(screen.getByLabelText("Company name"), "Acme");
  await user.type(screen.getByLabelText("Location"), "Berlin");
}

async function typeHtml(user: ReturnType<typeof userEvent.setup>, html: string) {
  await user.click(screen.getByRole("button", { name: "HTML" }));
  const source = screen.getByLabelText("Description HTML");
  await user.clear(source);
  // user-event reads "{" and "[" as key names; paste sends the text as it is.
  source.focus();
  await user.paste(html);
}

// The editor is a lazily loaded chunk: its first import in a test run can take a while.
const findEditor = () => screen.findByRole("textbox", { name: "Description" }, { timeout: 5000 });

describe("Job editor", () => {
  it("loads the rich-text editor lazily, labelled, with its formatting toolbar", async () => {
    await openNewJob();
    const editor = await findEditor();
    expect(editor.getAttribute("contenteditable")).toBe("true");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    for (const name of ["Bold", "Italic", "Heading", "Bulleted list", "Numbered list", "Link"]) {
      expect(within(toolbar).getByRole("button", { name })).toBeTruthy();
    }
  });

  it("marks the editor invalid while the description is missing", async () => {
    const { fetchMock, user } = await openNewJob();
    await fillRequired(user);
    const editor = await findEditor();
    await user.click(screen.getByRole("button", { name: "Post job" }));
    expect(await screen.findByText("Job description is required.")).toBeTruthy();
    await waitFor(() => expect(editor.getAttribute("aria-invalid")).toBe("true"));
    const errorId = editor.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe("Job description is required.");
    expect(sentTo(fetchMock, POST)).toHaveLength(0);
  });

  it("posts the job with its description, toasts and returns to the jobs list", async () => {
    const { fetchMock, user } = await openNewJob({
      [POST]: () => jsonResponse({ jobId: 42, message: adminMessages.jobPosted }),
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText("Salary"), "€90k");
    await user.type(screen.getByLabelText("Company icon URL"), "https://acme.example/icon.png");
    await typeHtml(user, "<h2>About</h2><p>Build <strong>pipelines</strong>.</p>");
    await user.click(screen.getByRole("button", { name: "Post job" }));

    expect(await findToast(adminMessages.jobPosted)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/console/jobs"));
    expect(sentTo(fetchMock, POST)[0]?.body).toEqual({
      authToken: "employer-token",
      job_post: {
        jobTitle: "Platform Engineer",
        companyName: "Acme",
        jobLocation: "Berlin",
        jobSalary: "€90k",
        companyIconUrl: "https://acme.example/icon.png",
        jobDescription: "<h2>About</h2><p>Build <strong>pipelines</strong>.</p>",
      },
    });
  });

  it("refuses a job without a title, a javascript: icon and a script, sending nothing", async () => {
    const { fetchMock, user } = await openNewJob();
    await fillRequired(user, "");
    await user.type(screen.getByLabelText("Company icon URL"), "javascript:alert(1)");
    await typeHtml(user, "<p>Hi</p><script>alert(1)</script>");
    await user.click(screen.getByRole("button", { name: "Post job" }));

    expect(await screen.findByText("Job title is required.")).toBeTruthy();
    expect(screen.getByText("Company icon URL must be an http(s) address.")).toBeTruthy();
    expect(
      screen.getByText("The description must not contain scripts, event handlers or javascript: links."),
    ).toBeTruthy();
    expect(screen.getByLabelText("Job title").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Company icon URL").getAttribute("aria-invalid")).toBe("true");
    expect(sentTo(fetchMock, POST)).toHaveLength(0);
    expect(currentPath()).toBe("/console/jobs/new");
  });

  it("shows the server's refusal beside the field it names and keeps the form", async () => {
    const { user } = await openNewJob({
      [POST]: () =>
        jsonResponse(
          {
            message: "job_post.jobLocation: jobLocation is required.",
            code: "validation",
            fields: { "job_post.jobLocation": "Job location is required." },
          },
          400,
        ),
    });
    await fillRequired(user);
    await typeHtml(user, "<p>Text</p>");
    await user.click(screen.getByRole("button", { name: "Post job" }));
    expect(await screen.findByText("Job location is required.")).toBeTruthy();
    expect(screen.getByLabelText(/^Location/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(/job_post|jobLocation/)).toBeNull();
    expect((screen.getByLabelText("Job title") as HTMLInputElement).value).toBe("Platform Engineer");
  });

  it("previews the job with its description sanitized", async () => {
    const { user } = await openNewJob();
    await fillRequired(user);
    await typeHtml(user, '<p>Safe <a href="https://acme.example">link</a></p><p>More</p>');
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = within(screen.getByTestId("job-preview"));
    expect(preview.getByText("Platform Engineer at Acme")).toBeTruthy();
    expect(preview.getByRole("link", { name: "link" }).getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("button", { name: "Hide preview" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("edits an existing job: loads it, sends update_job with its id", async () => {
    const fetchMock = stubApi({
      "/api/view_job_post": () => jsonResponse(jobPost()),
      [UPDATE]: () => jsonResponse({ message: adminMessages.jobUpdated }),
      [LIST]: emptyList,
    });
    renderConsoleRoute("/console/jobs/7");
    const title = (await screen.findByLabelText("Job title")) as HTMLInputElement;
    expect(title.value).toBe("Site Reliability Engineer");
    const editor = await findEditor();
    await waitFor(() => expect(editor.innerHTML).toContain("<strong>running</strong>"));
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, "Senior SRE");
    await user.click(screen.getByRole("button", { name: "Save job" }));
    expect(await findToast(adminMessages.jobUpdated)).toBeTruthy();
    expect(sentTo(fetchMock, UPDATE)[0]?.body).toEqual({
      authToken: "employer-token",
      jobId: 7,
      job_post: {
        jobTitle: "Senior SRE",
        companyName: "Acme",
        jobLocation: "Remote",
        jobSalary: "$120k",
        companyIconUrl: "",
        jobDescription: "<p>Keep things <strong>running</strong>.</p>",
      },
    });
  });

  it("says why a job cannot be edited (another employer's)", async () => {
    stubApi({ "/api/view_job_post": () => jsonResponse({ message: adminMessages.notYourJob }, 403) });
    renderConsoleRoute("/console/jobs/9");
    expect((await screen.findByRole("alert")).textContent).toBe(adminMessages.notYourJob);
    expect(screen.getByRole("link", { name: "Back to jobs" })).toBeTruthy();
  });
});
