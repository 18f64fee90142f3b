import type { ApplicationSummary } from "../api/my-applications";

/**
 * One of the candidate's applications as /api/my_applications answers it: by default to job 7,
 * Senior DevOps Engineer at Bluepeak Cloud, sent on 6 January 2026 and not moved on since.
 */
export function applicationSummary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    applicationId: "6f1c1f7e-2b7b-4c39-9a53-6f0d7d1a9a11",
    jobId: 7,
    jobTitle: "Senior DevOps Engineer",
    companyName: "Bluepeak Cloud",
    appliedAt: "2026-01-06T09:00:00.000Z",
    status: "submitted",
    stage: "applied",
    stageChangedAt: "2026-01-06T09:00:00.000Z",
    history: [{ stage: "applied", at: "2026-01-06T09:00:00.000Z" }],
    ...overrides,
  };
}
