import { adminMessages } from "@site/contract/api/accounts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { descriptionOf } from "#web/test/description";
import { noJobFacts } from "#web/test/job-facts";
import { jsonResponse } from "#web/test/json-response";
import {
  actAs,
  currentPath,
  findToast,
  jobPost,
  renderConsoleRoute,
  sentTo,
  stubApi,
} from "#web/test/render-console-route";

const POST = "/api/post_job";
const UPDATE = "/api/update_job";
const LIST = "/api/list_my_jobs";
const emptyList = () => jsonResponse({ data: [], total: 0, totalPages: 0 });

beforeEach(() => {
  // Only the date is fixed: a new job closes 60 days from today.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T10:00:00Z") });
  return actAs("employer");
});
afterEach(() => {
  vi.useRealTimers();
});

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

/**
 * Presses Post job and expects the form to refuse it: each of `messages` shown, each field named
 * in `invalid` marked invalid, and nothing sent.
 */
async function expectRefused(
  user: ReturnType<typeof userEvent.setup>,
  fetchMock: ReturnType<typeof stubApi>,
  messages: string[],
  invalid: string[],
) {
  await user.click(screen.getByRole("button", { name: "Post job" }));
  await screen.findByText(messages[0] ?? "");
  for (const message of messages) expect(screen.getByText(message)).toBeTruthy();
  for (const label of invalid) expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
  expect(sentTo(fetchMock, POST)).toHaveLength(0);
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
    expect(descriptionOf(editor)).toBe("Job description is required.");
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
        ...noJobFacts,
        validThrough: "2027-01-22",
      },
    });
  });

  it("refuses a job without a title, a javascript: icon and a script, sending nothing", async () => {
    const { fetchMock, user } = await openNewJob();
    await fillRequired(user, "");
    await user.type(screen.getByLabelText("Company icon URL"), "javascript:alert(1)");
    await typeHtml(user, "<p>Hi</p><script>alert(1)</script>");
    await expectRefused(
      user,
      fetchMock,
      [
        "Job title is required.",
        "Company icon URL must be an http(s) address.",
        "The description must not contain scripts, event handlers or javascript: links.",
      ],
      ["Job title", "Company icon URL"],
    );
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
        ...noJobFacts,
        validThrough: null,
      },
    });
  });

  it("posts the structured facts set with labelled fields, and previews the salary written from them", async () => {
    const { fetchMock, user } = await openNewJob({
      [POST]: () => jsonResponse({ jobId: 43, message: adminMessages.jobPosted }),
    });
    await fillRequired(user);
    await typeHtml(user, "<p>Run the platform.</p>");
    await user.selectOptions(screen.getByLabelText("Employment type"), "Full-time");
    await user.selectOptions(screen.getByLabelText("Workplace"), "Remote");
    const scope = screen.getByRole("group", { name: "Who can apply" });
    expect((within(scope).getByLabelText("Only from these countries") as HTMLInputElement).checked).toBe(
      true,
    );
    await user.selectOptions(screen.getByLabelText("Countries applicants may work from"), [
      "Germany",
      "Austria",
    ]);
    await user.type(screen.getByLabelText("Department"), "Platform");
    await user.type(screen.getByLabelText("City"), "Berlin");
    await user.selectOptions(screen.getByLabelText("Country"), "Germany");
    await user.type(screen.getByLabelText("Minimum salary"), "60000");
    await user.type(screen.getByLabelText("Maximum salary"), "75000");
    await user.selectOptions(screen.getByLabelText("Currency"), "EUR – Euro");
    expect((screen.getByLabelText("Pay period") as HTMLSelectElement).value).toBe("year");
    const applyBy = screen.getByLabelText("Apply by") as HTMLInputElement;
    expect(applyBy.value).toBe("2027-01-22");
    await user.clear(applyBy);
    await user.type(applyBy, "2027-02-28");

    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(
      within(screen.getByTestId("job-preview")).getByText("Berlin · €60,000–€75,000 a year"),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Post job" }));
    expect(await findToast(adminMessages.jobPosted)).toBeTruthy();
    expect(sentTo(fetchMock, POST)[0]?.body).toMatchObject({
      job_post: {
        employmentType: "full_time",
        workplace: "remote",
        remoteCountries: ["AT", "DE"],
        jobCity: "Berlin",
        jobCountry: "DE",
        salaryMin: 60000,
        salaryMax: 75000,
        salaryCurrency: "EUR",
        salaryPeriod: "year",
        department: "Platform",
        validThrough: "2027-02-28",
      },
    });
  });

  it("refuses a maximum below the minimum and a restricted remote job without countries, at their fields", async () => {
    const { fetchMock, user } = await openNewJob();
    await fillRequired(user);
    await typeHtml(user, "<p>Text</p>");
    await user.selectOptions(screen.getByLabelText("Workplace"), "Remote");
    await user.type(screen.getByLabelText("Minimum salary"), "90000");
    await user.type(screen.getByLabelText("Maximum salary"), "60000");
    await expectRefused(
      user,
      fetchMock,
      [
        "Maximum salary must be at least the minimum salary.",
        "Currency is required with a salary.",
        "Name at least one country applicants may work from, or allow anywhere.",
      ],
      ["Maximum salary", "Countries applicants may work from"],
    );

    // Anywhere needs no country: the job goes out without any.
    await user.click(screen.getByLabelText("From anywhere"));
    expect(screen.queryByLabelText("Countries applicants may work from")).toBeNull();
    await user.clear(screen.getByLabelText("Maximum salary"));
    await user.type(screen.getByLabelText("Maximum salary"), "95000");
    await user.selectOptions(screen.getByLabelText("Currency"), "USD – US Dollar");
    await user.click(screen.getByRole("button", { name: "Post job" }));
    await waitFor(() => expect(sentTo(fetchMock, POST)).toHaveLength(1));
    expect(sentTo(fetchMock, POST)[0]?.body).toMatchObject({
      job_post: { workplace: "remote", remoteCountries: null, salaryMin: 90000, salaryMax: 95000 },
    });
  });

  it("shows a stored job's structured facts in the form", async () => {
    stubApi({
      "/api/view_job_post": () =>
        jsonResponse(
          jobPost({
            employmentType: "contract",
            workplace: "remote",
            remoteCountries: null,
            salaryMin: 80,
            salaryMax: 100.5,
            salaryCurrency: "USD",
            salaryPeriod: "hour",
            validThrough: "2027-03-01T23:59:59.999Z",
          }),
        ),
      [LIST]: emptyList,
    });
    renderConsoleRoute("/console/jobs/7");
    const type = (await screen.findByLabelText("Employment type")) as HTMLSelectElement;
    expect(type.value).toBe("contract");
    expect((screen.getByLabelText("From anywhere") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Maximum salary") as HTMLInputElement).value).toBe("100.5");
    expect((screen.getByLabelText("Pay period") as HTMLSelectElement).value).toBe("hour");
    expect((screen.getByLabelText("Apply by") as HTMLInputElement).value).toBe("2027-03-01");
  });

  it("says why a job cannot be edited (another employer's)", async () => {
    stubApi({ "/api/view_job_post": () => jsonResponse({ message: adminMessages.notYourJob }, 403) });
    renderConsoleRoute("/console/jobs/9");
    expect((await screen.findByRole("alert")).textContent).toBe(adminMessages.notYourJob);
    expect(screen.getByRole("link", { name: "Back to jobs" })).toBeTruthy();
  });
});
