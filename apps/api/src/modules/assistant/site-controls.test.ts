import type { JobSummary } from "@site/contract/api/job-posts";
import { describe, expect, it } from "vitest";
import type { KeywordSearch } from "#api/modules/job-posts/public.ts";
import { createAssistant } from "./assistant.ts";

// Decision 113: the site's forms and controls as passages, and a kind of employment our docs never
// speak of as a job question. Questions of our own (none is in bench/assistant-heldout or
// bench/chat/questions.ts).
const contactEmail = "hello@example.com";

type SearchAnswer = Awaited<ReturnType<KeywordSearch>>;
const partTimeJob: JobSummary = {
  jobId: 9,
  jobTitle: "Support Engineer",
  companyName: "Cedarbyte Labs",
  companyIconUrl: "",
  postedDate: "2026-11-01T00:00:00.000Z",
  jobLocation: "Remote",
  jobSalary: "€30,000 - €35,000",
  employmentType: "part_time",
  workplace: "remote",
};
const asked: { keyword: string; conditions: unknown }[] = [];
const agent = createAssistant({
  contactEmail,
  searchJobs: async (keyword, _page, conditions) => {
    asked.push({ keyword, conditions });
    return { totalMatches: 1, totalCount: 40, totalPages: 1, data: [partTimeJob] } satisfies SearchAnswer;
  },
});
const ask = async (question: string) => (await agent.answer(question)).response;

describe("a kind of employment the docs never speak of asks for openings", () => {
  it.each([
    ["anything part-time going at the moment?", "part_time"],
    ["do you take interns over the summer", "internship"],
  ])("%s → a job search for that kind", async (question, kind) => {
    asked.length = 0;
    const answer = await ask(question);
    expect(answer).toContain("[Support Engineer](/job/9)");
    expect(JSON.stringify(asked)).toContain(`"employmentType":"${kind}"`);
  });

  it("a word shared with the docs alone is not a job question", async () => {
    asked.length = 0;
    const answer = await ask("which part of the controller keeps the inventory?");
    expect(asked).toEqual([]);
    expect(answer).toContain("inventory");
  });
});

describe("the site's forms and controls in the words they are labelled with", () => {
  it("names the contact form's fields", async () => {
    const answer = await ask("which details does your contact us form want from me");
    for (const field of ["First Name", "Last Name", "Email Address", "Phone Number", "Message"])
      expect(answer).toContain(field);
  });

  it("names the job search's sort orders", async () => {
    const answer = await ask("can the job listings be ordered so the best paid come first");
    expect(answer).toContain("Highest salary");
  });

  it("says which resume files the resume-only way to apply takes", async () => {
    const answer = await ask("what file types can my cv be in when i apply without an account");
    expect(answer).toContain("PDF, DOC, DOCX, ODT, RTF or TXT");
    expect(answer).toContain("5 MB");
  });
});
