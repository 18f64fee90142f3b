import { describe, expect, it } from "vitest";
import { myApplications } from "./api/applications.ts";
import { jobAlerts } from "./api/job-alerts.ts";
import { savedJobs } from "./api/job-posts.ts";

describe("the caller's own lists", () => {
  it("are POSTs of the session token alone, each with its own path and access", () => {
    expect(
      [savedJobs, jobAlerts, myApplications].map((list) => [list.path, list.access, list.token]),
    ).toEqual([
      ["/api/saved_jobs", "signed-in", "accessToken"],
      ["/api/job_alerts", "candidate", "accessToken"],
      ["/api/my_applications", "signed-in", "accessToken"],
    ]);
    expect(jobAlerts.body?.parse({ accessToken: "abc", page: 2 })).toEqual({ accessToken: "abc" });
  });

  it("answer every item in data, checked against the item's schema", () => {
    expect(jobAlerts.response.parse({ data: [] })).toEqual({ data: [] });
    expect(savedJobs.response.safeParse({ data: [{ jobId: "not a job" }] }).success).toBe(false);
    expect(myApplications.response.safeParse({}).success).toBe(false);
  });
});
