import { describe, expect, it } from "vitest";
import { dataEngineerRow } from "#web/test/job-facts";
import { renderCandidatePage } from "./server";

// docs/decisions/136-candidate-pages-from-the-server.md: a signed-in candidate's own pages,
// rendered from the screens the app renders, with the person's answers as their endpoints give them.

const savedJob = {
  ...dataEngineerRow,
  savedAt: "2026-10-02T08:00:00.000Z",
  status: "open",
};
const application = {
  applicationId: "0b6c9f9e-7d0e-4c43-9a55-6d3f0f1b2c3d",
  jobId: 9,
  jobTitle: "Site Reliability Engineer",
  companyName: "Bluepeak Cloud",
  appliedAt: "2026-10-03T09:00:00.000Z",
  status: "submitted",
  stage: "applied",
  stageName: null,
  stageChangedAt: "2026-10-03T09:00:00.000Z",
  viewedAt: null,
  withdrawnAt: null,
  history: [{ stage: "applied", stageName: null, at: "2026-10-03T09:00:00.000Z" }],
};
const alert = {
  alertId: "a1",
  frequency: "weekly",
  keyword: "kubernetes",
  employmentType: [],
  workplace: [],
  jobCountry: [],
  jobCity: [],
  companyName: [],
  seniority: [],
  nearCity: null,
  radiusKm: null,
  salaryFloor: null,
  salaryCurrency: null,
  pausedAt: null,
  createdAt: "2026-10-04T10:00:00.000Z",
};

const profile = {
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "",
  company: "Analytical Engines",
  title: "Engineer",
  emailAddress: "ada@example.com",
  citizenshipStatus: "",
  description: "Writes <programs>.",
  gender: "female",
  ethnicity: "",
  resumeName: "ada-cv.pdf",
  resumeUrl: "f1",
  resumeLink: "/api/files/f1?token=signed",
};

describe("renderCandidatePage", () => {
  it("renders /saved-jobs with the person's saved job and its pressed Saved toggle, marked to start on use", () => {
    const html = renderCandidatePage("saved-jobs", { email: "ada@example.com", saved: [savedJob] });
    expect(html).toMatch(/^<section class="[^"]*" data-app-on-use="">/);
    expect(html).toContain('href="/job/7" data-discover="true">Data Engineer</a></h2>');
    expect(html).toMatch(/<button type="button" aria-pressed="true"[^>]*>.*<span>Saved<\/span><\/button>/);
    expect(html).not.toContain("Loading");
  });

  it("renders /my-jobs with the person's application and its status, their saved job and their alert", () => {
    const html = renderCandidatePage("my-jobs", {
      email: "ada@example.com",
      saved: [savedJob],
      applications: [application],
      alerts: [alert],
    });
    expect(html).toMatch(/^<section class="[^"]*" data-app-on-use="">/);
    expect(html).toContain(">Site Reliability Engineer</a>");
    expect(html).toContain('<span data-status="submitted">Submitted</span>');
    expect(html).toContain(">Data Engineer</a></h3>");
    expect(html).toContain("kubernetes");
    expect(html).not.toContain("Loading");
  });

  it("renders /view-profile with the person's profile, resume and application, and the account's forms", () => {
    const html = renderCandidatePage("view-profile", {
      email: "ada@example.com",
      profile,
      applications: [application],
    });
    expect(html).toMatch(/^<section class="[^"]*" data-app-on-use="">/);
    expect(html).toContain(">Edit Profile</button>");
    expect(html).toContain('<dd class="mt-1 whitespace-pre-wrap break-words text-slate-900">Lovelace</dd>');
    expect(html).toContain("Writes &lt;programs&gt;.");
    expect(html).toContain('href="/api/files/f1?token=signed"');
    expect(html).toContain('<span data-status="submitted">Submitted</span>');
    expect(html).toMatch(/<input[^>]* name="newEmail"/);
    expect(html).not.toContain("Loading");
  });

  it("renders /edit-profile's form with the person's values in its fields, as the app's form starts", () => {
    const html = renderCandidatePage("edit-profile", { email: "ada@example.com", profile });
    expect(html).toMatch(/^<section class="[^"]*" data-app-on-use="">/);
    expect(html).toMatch(/<input [^>]*autoComplete="given-name" required="" name="firstName" value="Ada"\/>/);
    expect(html).toMatch(/<input [^>]*name="company" value="Analytical Engines"\/>/);
    expect(html).toMatch(/<textarea [^>]*name="description">Writes &lt;programs&gt;.<\/textarea>/);
    expect(html).toContain('<option value="female" selected="">');
    expect(html).toMatch(/<input [^>]*type="email" readOnly="" [^>]*value="ada@example.com"/);
    expect(html).toContain(">Submit</button>");
    expect(html).not.toContain("Loading");
  });
});
