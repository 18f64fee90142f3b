import type { JobSummary } from "@site/contract/api/job-posts";
import { describe, expect, it } from "vitest";
import type { KeywordSearch } from "#api/modules/job-posts/public.ts";
import { createAssistant } from "./assistant.ts";

// Decision 112: classes of failure found on the seen held-out round 6, each with questions of its
// own (none is a question of bench/assistant-heldout or bench/chat/questions.ts).
const contactEmail = "hello@example.com";
const assistant = createAssistant({ contactEmail });
const ask = async (question: string) => (await assistant.answer(question)).response;

type SearchAnswer = Awaited<ReturnType<KeywordSearch>>;
const job = (id: number, title: string): JobSummary => ({
  jobId: id,
  jobTitle: title,
  companyName: "Cedarbyte Labs",
  companyIconUrl: "",
  postedDate: "2026-11-01T00:00:00.000Z",
  jobLocation: "Berlin, Germany",
  jobSalary: "€70,000 - €80,000",
  employmentType: "full_time",
  workplace: "on_site",
});
/** A job search that records the conditions it was asked with. */
const withSearch = () => {
  const asked: { keyword: string; conditions: unknown }[] = [];
  const agent = createAssistant({
    contactEmail,
    searchJobs: async (keyword, _page, conditions) => {
      asked.push({ keyword, conditions });
      const data = [job(7, "Platform Engineer")];
      return { totalMatches: 1, totalCount: 40, totalPages: 1, data } satisfies SearchAnswer;
    },
  });
  return { asked, ask: async (q: string) => (await agent.answer(q)).response };
};

describe("words that frame a question are not its key term", () => {
  it("answers whether a setting must be used, however the question says it", async () => {
    const answer = await ask("is the 8000 port compulsory for the managed node or could we use 9100");
    expect(answer).not.toContain("not published");
    expect(answer).toContain("any free TCP port");
  });

  it("answers a question that says who is asking", async () => {
    const answer = await ask("security folks are asking, does the agent run stuff as root?");
    expect(answer).not.toContain("not published");
    expect(answer).toContain("root");
  });

  it("answers a question about the most recent run without a decline", async () => {
    const answer = await ask("the controller's history doesn't list my newest run, does it refresh live?");
    expect(answer).not.toContain("not published");
    expect(answer).toMatch(/refresh/i);
  });

  it("reads pressing a button as using the page", async () => {
    const answer = await ask("what happens when i press the Get Started button on a plan");
    expect(answer).not.toContain("not published");
    expect(answer).toContain("Get Started");
  });

  it("reads subscribing as taking a plan", async () => {
    const answer = await ask("once we subscribe, are we stuck with it for a year?");
    expect(answer).not.toContain("not published");
    expect(answer).toMatch(/cancel at any time/i);
  });

  it("still declines a thing no page names, asked the same way", async () => {
    expect(await ask("my boss wants to know: do you have a free trial")).toContain("“trial”");
  });
});

describe("jobs by when they were posted", () => {
  it("searches the jobs posted in the last 7 days", async () => {
    const search = withSearch();
    const answer = await search.ask("anything new posted this week?");
    expect(search.asked.at(-1)?.conditions).toEqual({ postedWithin: "7d" });
    expect(answer).toContain("jobs, posted in the last 7 days");
    expect(answer).toContain("/search-jobs?posted=7d");
  });

  it("searches the jobs posted today with a role", async () => {
    const search = withSearch();
    await search.ask("which platform engineer jobs were posted today");
    expect(search.asked.at(-1)).toEqual({
      keyword: "platform engineer",
      conditions: { postedWithin: "24h" },
    });
  });
});

describe("getting in touch", () => {
  it("answers how to reach the team with the contact page", async () => {
    const answer = await ask("how do i get in touch with someone at your company");
    expect(answer).toContain("/contact-us");
    expect(answer).not.toContain("not published");
  });
});

describe("the kind of schedule asked for", () => {
  it("previews the run times before a schedule starts", async () => {
    const answer = await ask("before I kick off the scheduled job, can I check when it's gonna run?");
    expect(answer.indexOf("print_schedule")).toBeGreaterThanOrEqual(0);
    expect(answer.indexOf("print_schedule")).toBeLessThan(300);
  });

  it("lists explicit timestamps for a few particular nights", async () => {
    const answer = await ask(
      "the maintenance job must run on three particular nights only, not every week - how?",
    );
    expect(answer).toContain('"type": "explicit"');
    expect(answer).toContain("timestamps");
  });

  it("runs once at a later time", async () => {
    const answer = await ask("run the cleanup job a single time tomorrow at 5am instead of now");
    expect(answer).toContain('"type": "once", "at"');
  });
});

describe("everyday idioms in the docs' words", () => {
  it("reads 'get rid of' as delete", async () => {
    expect(await ask("how can i get rid of a service i created on a node, for good")).toMatch(
      /^Use `delete_service`/,
    );
  });

  it("reads 'lock down' a file as making it readable by you only", async () => {
    expect(
      await ask(
        "the credentials.json on the control laptop: nobody else can read it, right? how do i lock it down",
      ),
    ).toContain("chmod 600");
  });

  it("gives the agent's command for trying it by hand", async () => {
    expect(await ask("i just want to try the agent by hand on one box first, what is the command")).toContain(
      "python3 -m universal_shell.managed_node --host",
    );
  });
});
