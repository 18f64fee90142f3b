import { describe, expect, it } from "vitest";
import { isScheduleJob } from "./intent.ts";

// Decision 122: a job that ran somewhere is a workflow's run, not a job opening. Questions of the tests' own.
describe("a job that ran is a workflow's run", () => {
  it("reads jobs that ran on the controller or a node as workflow runs", () => {
    expect(isScheduleJob("show the jobs that ran yesterday")).toBe(true);
    expect(isScheduleJob("how do i list every job ran on the control node")).toBe(true);
  });

  it("leaves job openings to the job board", () => {
    expect(isScheduleJob("which jobs are open in berlin")).toBe(false);
    expect(isScheduleJob("jobs that pay well on the cluster team")).toBe(false);
  });
});
