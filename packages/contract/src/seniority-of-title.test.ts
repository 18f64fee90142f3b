import { describe, expect, it } from "vitest";
import { seniorityOfTitle } from "./seniority-of-title.ts";

// The rule that gives a job post its experience level when the employer sets none (decision 103).
describe("seniority of a title", () => {
  it.each([
    ["Senior Software Engineer", "senior"],
    ["Sr. Data Engineer", "senior"],
    ["Lead Backend Developer", "lead"],
    ["Staff Engineer", "lead"],
    ["Principal Architect", "lead"],
    ["Head of Engineering", "lead"],
    ["Senior Staff Engineer", "lead"],
    ["Junior Frontend Developer", "junior"],
    ["Jr. QA Tester", "junior"],
    ["Graduate Engineer", "junior"],
    ["Entry level Support Analyst", "junior"],
    ["Entry-Level Technician", "junior"],
    ["Software Engineering Intern", "intern"],
    ["Summer Internship - Data", "intern"],
    ["Site Reliability Engineer", "mid"],
    // Words that only contain a level's word are no level.
    ["Internal Tools Engineer", "mid"],
    ["Leadership Coach", "mid"],
    ["Staffing Coordinator", "mid"],
    ["International Sales Manager", "mid"],
  ] as const)("%s: %s", (title, level) => {
    expect(seniorityOfTitle(title)).toBe(level);
  });
});
