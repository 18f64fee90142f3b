import { describe, expect, it } from "vitest";
import { inDocWords } from "./intent.ts";
import { isComparisonQuestion } from "./site-answers.ts";
import { words } from "./words.ts";

// Decision 122: readings of intent that took a neighbour's answer. Questions of the tests' own.
const comparison = (text: string) => isComparisonQuestion(words(text), text);

describe("the tools chart needs tools, products or us as its subject", () => {
  it("does not read two things of our docs compared as the chart", () => {
    expect(comparison("what does running vs dead mean for a service")).toBe(false);
    expect(comparison("is a recurring schedule better than a cron entry on the node")).toBe(false);
  });

  it("still reads a comparison with other tools or with us as the chart", () => {
    expect(comparison("how do you compare with the alternatives")).toBe(true);
    expect(comparison("is it better than other tools")).toBe(true);
    expect(comparison("which is cheaper, you or the others")).toBe(true);
  });
});

describe("the reboot operation named is not 'after a reboot'", () => {
  it("keeps 'after a reboot operation' as the operation", () => {
    expect(inDocWords("what does the result say after a reboot operation finishes")).not.toContain("at boot");
  });

  it("still reads 'after a reboot' as at boot", () => {
    expect(inDocWords("how do i keep the agent running after a reboot")).toContain("at boot");
  });
});
