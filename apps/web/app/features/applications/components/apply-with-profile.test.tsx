import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signIn } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { jobPost, renderJobsRoute, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";

const VIEW = "/api/view_job_post";
const APPLY = "/api/apply_for_job";
const MINE = "/api/my_applications";

startEachTestSignedOut();

type Handler = (body: Record<string, unknown>) => Response;

async function openJobSignedIn(apply: Handler, mine: Handler = () => jsonResponse({ data: [] })) {
  const api = stubApi({ [VIEW]: () => jsonResponse(jobPost()), [APPLY]: apply, [MINE]: mine });
  signIn("tok-1", "ada@example.com");
  renderJobsRoute("/job/7");
  const section = await screen.findByRole("region", { name: "Apply with my profile" });
  return { api, section, user: userEvent.setup() };
}

describe("ApplyWithProfile", () => {
  it("is not offered to a visitor", async () => {
    stubApi({ [VIEW]: () => jsonResponse(jobPost()) });
    renderJobsRoute("/job/7");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Apply with my profile" })).toBeNull();
  });

  it("applies with the session token and shows the server's confirmation", async () => {
    const { api, section, user } = await openJobSignedIn(() =>
      jsonResponse({ message: "Successfully applied for the job with your profile!" }),
    );
    await user.click(within(section).getByRole("button", { name: "Apply with my profile" }));
    expect(
      await within(section).findByText("Successfully applied for the job with your profile!"),
    ).toBeTruthy();
    expect(api.bodies(APPLY)).toEqual([{ accessToken: "tok-1", jobId: 7 }]);
    expect(
      (within(section).getByRole("button", { name: "Apply with my profile" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("sends the answers to the employer's questions with the application", async () => {
    const questionId = "0d8f5d3e-3b0c-4c57-9a64-5b0a0e6f7c21";
    const api = stubApi({
      [VIEW]: () => jsonResponse(jobPost()),
      [MINE]: () => jsonResponse({ data: [] }),
      "/api/application_questions": () =>
        jsonResponse({
          data: [
            { questionId, kind: "yes_no", label: "Can you work in the EU?", required: true, choices: [] },
          ],
        }),
      [APPLY]: () => jsonResponse({ message: "Successfully applied for the job with your profile!" }),
    });
    signIn("tok-1", "ada@example.com");
    renderJobsRoute("/job/7");
    const user = userEvent.setup();
    const questions = await screen.findByRole("region", { name: "Questions from the employer" });
    await user.selectOptions(within(questions).getByLabelText("Can you work in the EU? (required)"), "No");
    const section = screen.getByRole("region", { name: "Apply with my profile" });
    await user.click(within(section).getByRole("button", { name: "Apply with my profile" }));
    await within(section).findByText("Successfully applied for the job with your profile!");
    expect(api.bodies(APPLY)).toEqual([
      { accessToken: "tok-1", jobId: 7, answers: [{ questionId, answer: "no" }] },
    ]);
  });

  it('shows a second application (409) as "already applied"', async () => {
    const { section, user } = await openJobSignedIn(() =>
      jsonResponse({ message: "You have already applied for this job." }, 409),
    );
    await user.click(within(section).getByRole("button", { name: "Apply with my profile" }));
    expect(await within(section).findByText("You have already applied for this job.")).toBeTruthy();
    expect(
      (within(section).getByRole("button", { name: "Apply with my profile" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("links to Edit Profile when the profile has no resume", async () => {
    const { section, user } = await openJobSignedIn(() =>
      jsonResponse({ message: "Please upload a resume to your profile before applying with it." }, 400),
    );
    await user.click(within(section).getByRole("button", { name: "Apply with my profile" }));
    expect(
      await within(section).findByText(/Please upload a resume to your profile before applying with it\./),
    ).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Edit Profile" }).getAttribute("href")).toBe(
      "/edit-profile",
    );
  });

  it("asks to log in again when the session has expired", async () => {
    const { section, user } = await openJobSignedIn(() =>
      jsonResponse({ message: "Access token not found" }, 401),
    );
    await user.click(within(section).getByRole("button", { name: "Apply with my profile" }));
    expect(await within(section).findByText(/Session expired\. Please login again\./)).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      "/login?returnTo=%2Fjob%2F7",
    );
  });
});
