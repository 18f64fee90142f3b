import { describe, expect, it } from "vitest";
import { isScheduleJob } from "./intent.ts";

// Decision 122: a job that ran somewhere is a workflow's run, not a job opening. Questions of the tests' own.
describe("a job that ran is a workflow's run", () => {
  it.each([
    ["show the jobs that ran yesterday", true],
    ["how do i list every job ran on the control node", true],
    ["which jobs are open in berlin", false],
    ["jobs that pay well on the cluster team", false],
    // Decision 125: a job's history is the controller's record of workflow runs, an application's
    // history the job board's.
    ["why does the job history not show the job that just ended", true],
    ["how big does the history folder of jobs get", false],
    ["do i have to refresh to see a new job", true],
    ["where is the history of my job applications", false],
  ])(
    "reads jobs that ran on the controller or a node (and their history) as workflow runs, and leaves job openings and applications to the job board: %s",
    (question, workflowRun) => {
      expect(isScheduleJob(question)).toBe(workflowRun);
    },
  );
});
