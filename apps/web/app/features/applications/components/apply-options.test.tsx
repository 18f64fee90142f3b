import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signIn } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { jobPost, renderJobsRoute, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";
import { applicationSummary } from "../testing/application-summary";

const VIEW = "/api/view_job_post";
const MINE = "/api/my_applications";
const APPLY = "/api/apply_for_job";
const RESUME = "/api/apply_for_job_resume_only";

const earlierApplication = applicationSummary();

startEachTestSignedOut();

describe("how to apply, signed out", () => {
  it("offers the resume-only form and a way to sign in (or up) and come back to this job", async () => {
    const api = stubApi({ [VIEW]: () => jsonResponse(jobPost()) });
    renderJobsRoute("/job/7");
    const signInLink = await screen.findByRole("link", { name: "Sign in to apply with your profile" });
    expect(signInLink.getAttribute("href")).toBe("/login?returnTo=%2Fjob%2F7");
    const section = screen.getByRole("region", { name: "Apply with your profile" });
    expect(within(section).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/request-registration?returnTo=%2Fjob%2F7",
    );
    expect(screen.getByRole("form", { name: "Apply by Resume Only" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply with my profile" })).toBeNull();
    // A visitor has no applications to ask for.
    expect(api.bodies(MINE)).toEqual([]);
  });
});

describe("how to apply, signed in", () => {
  it('says "You applied on {date}" instead of the apply buttons when the candidate applied before', async () => {
    const api = stubApi({
      [VIEW]: () => jsonResponse(jobPost()),
      [MINE]: () => jsonResponse({ data: [earlierApplication] }),
    });
    act(() => signIn("tok-1", "ada@example.com"));
    renderJobsRoute("/job/7");
    const notice = await screen.findByRole("region", { name: "Your application" });
    expect(notice.textContent).toContain("You applied on Jan 6, 2026");
    expect(within(notice).getByRole("link", { name: "See my applications" }).getAttribute("href")).toBe(
      "/view-profile",
    );
    expect(screen.queryByRole("button", { name: "Apply by Resume Only" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Apply with my profile" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign in to apply with your profile" })).toBeNull();
    expect(api.bodies(APPLY)).toEqual([]);
  });

  it("offers both ways to apply for a job the candidate has not applied for, and no sign-in", async () => {
    stubApi({
      [VIEW]: () => jsonResponse(jobPost()),
      [MINE]: () => jsonResponse({ data: [{ ...earlierApplication, jobId: 8 }] }),
    });
    act(() => signIn("tok-1", "ada@example.com"));
    renderJobsRoute("/job/7");
    expect(await screen.findByRole("button", { name: "Apply with my profile" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apply by Resume Only" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign in to apply with your profile" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Your application" })).toBeNull();
  });

  it("keeps the confirmation of an application made on the page, and sends resume-only applications with the session", async () => {
    let applied = false;
    const api = stubApi({
      [VIEW]: () => jsonResponse(jobPost()),
      [MINE]: () => jsonResponse({ data: applied ? [earlierApplication] : [] }),
      [RESUME]: () => {
        applied = true;
        return jsonResponse({ message: "Successfully applied for the job with resume!" });
      },
    });
    act(() => signIn("tok-1", "ada@example.com"));
    renderJobsRoute("/job/7");
    const form = await screen.findByRole("form", { name: "Apply by Resume Only" });
    const user = userEvent.setup();
    await user.upload(
      within(form).getByLabelText("Resume file"),
      new File(["%PDF-1.4 resume"], "cv.pdf", { type: "application/pdf" }),
    );
    await user.click(within(form).getByRole("button", { name: "Apply by Resume Only" }));
    expect(await within(form).findByText("Successfully applied for the job with resume!")).toBeTruthy();
    expect(api.bodies(RESUME)).toMatchObject([{ accessToken: "tok-1", jobId: 7, fileName: "cv.pdf" }]);
    // The list was reloaded (it now holds this job), and the confirmation stays on screen.
    expect(api.bodies(MINE).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("Successfully applied for the job with resume!")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Your application" })).toBeNull();
  });
});
