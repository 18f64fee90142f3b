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
  // [what the case shows, the question, what the answer holds]; none of them is declined.
  it.each([
    [
      "whether a setting must be used",
      "is the 8000 port compulsory for the managed node or could we use 9100",
      /any free TCP port/,
    ],
    ["who is asking", "security folks are asking, does the agent run stuff as root?", /root/],
    [
      "the most recent run",
      "the controller's history doesn't list my newest run, does it refresh live?",
      /refresh/i,
    ],
    ["pressing a button", "what happens when i press the Get Started button on a plan", /Get Started/],
    [
      "subscribing as taking a plan",
      "once we subscribe, are we stuck with it for a year?",
      /cancel at any time/i,
    ],
    ["getting in touch", "how do i get in touch with someone at your company", /\/contact-us/],
  ])("answers a question about %s", async (_what, question, holds) => {
    const answer = await ask(question);
    expect(answer).not.toContain("not published");
    expect(answer).toMatch(holds);
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
