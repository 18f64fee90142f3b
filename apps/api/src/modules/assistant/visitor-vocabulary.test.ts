import { visitorWords } from "@site/content/assistant/visitor-words";
import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";
import { buildCorpus } from "./corpus.ts";
import { createFactIndex } from "./fact-index.ts";
import { inDocWords } from "./intent.ts";
import { isJobsQuestion } from "./jobs-answer.ts";
import { buildOperations } from "./operations.ts";
import { assistantOnBoard, berlinAndLisbonJobs, boardJob } from "./test-job-board.ts";
import { synonymsOf, tokens, words } from "./words.ts";

// Decision 125. Questions of the tests' own, none of an evaluation set; the facts are our docs'.

const assistant = createAssistant({ contactEmail: "team@example.com" });
const ask = (question: string) => assistant.answer(question);

describe("the content's vocabulary of visitors' words", () => {
  const facts = createFactIndex(buildCorpus(buildOperations()));

  it("names only docs' words that our pages use", () => {
    // Identifiers count by their parts, as the fact index reads them ("downtime" of `downtime_seconds`).
    const pageWords = new Set(facts.facts.flatMap((f) => tokens(`${f.text} ${f.path}`)));
    const docsWords = [...new Set(visitorWords.flatMap((v) => v.docs.flatMap((d) => words(d))))];
    expect(docsWords.filter((w) => !pageWords.has(w))).toEqual([]);
    expect(docsWords.length).toBeGreaterThan(10);
  });

  it("reads a visitor's word as also meaning the docs' word, one way only", () => {
    expect(synonymsOf("cert")).toEqual(["cert", "certificate"]);
    expect(synonymsOf("timezone")).toEqual(["timezone", "utc"]);
    expect(synonymsOf("certificate")).toEqual(["certificate"]);
    expect(inDocWords("is there support round the clock")).toBe("is there support 24/7");
    expect(inDocWords("the builder would create what")).toBe("the builder dry_run what");
  });

  it("reads a word meant so only beside another only there", () => {
    expect(inDocWords("will aws throttle us with 300 instances")).toBe(
      "will aws cached lookup us with 300 instances",
    );
    expect(inDocWords("does the agent throttle requests")).toBe("does the agent throttle requests");
  });

  it("answers a shortened word from the page that spells it out", async () => {
    const out = await ask(
      "a node got a new cert and the controller won't connect, where is the old one stored",
    );
    expect(out.declined).toBe(false);
    expect(out.response).toContain("~/.ushell/known_nodes");
  });

  it("answers a time zone question with the docs' UTC", async () => {
    const out = await ask("which timezone does a recurring workflow's start time use");
    expect(out.declined).toBe(false);
    expect(out.response).toContain("Times are UTC.");
  });

  it("answers AWS API throttling with the cached look-ups, but not a rate limit of the agent", async () => {
    const cached = await ask("will the ec2 shell get us throttled by aws when we target 400 instances");
    expect(cached.declined).toBe(false);
    expect(cached.response).toContain("Addresses are cached for 60 seconds");
    const agent = await ask("how many requests per second before the managed node starts throttling");
    expect(agent.declined).toBe(true);
  });

  it("answers support round the clock with the plan that has it", async () => {
    const out = await ask("our shop runs at night too, which plan has support round the clock");
    expect(out.response).toContain("Enterprise Plan");
    expect(out.response).toContain("24/7 Dedicated Support");
  });
});

describe("the agent itself at boot is the setup's service unit", () => {
  it("answers keeping the agent up across reboots with the systemd unit, not an operation", async () => {
    const out = await ask("i want the agent to start again on its own whenever the vm reboots, how");
    expect(out.response).toContain("/etc/systemd/system/ushell-managed-node.service");
    expect(out.response).toContain("systemctl enable --now ushell-managed-node");
    expect(out.response).not.toMatch(/^Use `create_onboot_service`/);
  });

  it("reads 'come back' as 'again', not as a rollback", async () => {
    expect(inDocWords("what can a step come back as")).toBe("what can a step returns");
    const out = await ask("how do i get the agent to come back by itself after my vm reboots (debian)");
    expect(out.response).toContain("/etc/systemd/system/ushell-managed-node.service");
  });

  it("still answers a service of the visitor's at boot with create_onboot_service", async () => {
    const out = await ask("how do i make my redis service come up at boot on a node");
    expect(out.response).toMatch(/^Use `create_onboot_service`/);
  });
});

describe("a job's history is the controller's record of workflow runs", () => {
  // Its readings of a job history question (isScheduleJob) are in schedule-job.test.ts.
  it("answers that the history does not refresh by itself", async () => {
    const out = await ask("my job finished but the history still shows nothing, does it update in realtime");
    expect(out.response).toContain("it does not refresh by itself");
    expect(out.response).not.toContain("open jobs");
  });
});

describe("another company's product no page names is not published, even asked as steps", () => {
  it.each([
    [
      "declines a product written with digits",
      "will the managed node accept connections over ipv6",
      true,
      "I could not find “ipv6” in our documentation or pages",
    ],
    [
      "declines steps toward another company's product",
      "how do i roll out our services to kubernetes with the systems controller",
      true,
      "I could not find “kubernetes”",
    ],
    [
      "still answers steps about the visitor's own things",
      "how do i restart gunicorn on every web server",
      false,
      "restart_service",
    ],
  ])("%s", async (_, question, declined, expected) => {
    const out = await ask(question);
    expect(out.declined).toBe(declined);
    expect(out.response).toContain(expected);
  });
});

describe("a question about pay on the job board", () => {
  // The salaried Platform Engineer in Berlin, alone.
  const board = berlinAndLisbonJobs.slice(0, 1);

  it("searches every job for 'what do the listings pay', names the salary and the sort by pay", async () => {
    const { searches, ask: askBoard } = assistantOnBoard("team@example.com", board, 1);
    const answer = await askBoard("which of your job listings pays the most");
    expect(searches[0]).toEqual({ keyword: "", types: [] });
    expect(answer).toContain("1 open job: jobs, with their salary:");
    expect(answer).toContain("€78,000 - €92,000");
    expect(answer).toContain("To see the best-paid first, choose Sort by **Highest salary** there.");
  });

  it("says that each job post states its salary or that it is not disclosed", () => {
    const facts = createFactIndex(buildCorpus(buildOperations()));
    const fact = facts.facts.find((f) => f.section === "job-facts");
    expect(fact?.markdown).toContain("and salary, or “Salary not disclosed”.");
  });
});

describe("how the job board works, from its own copy", () => {
  it("answers what file a resume may be, and whether an account is needed, with the application's copy", async () => {
    const formats = await ask("is a word document ok for my resume, and is there a size cap");
    expect(formats.response).toContain("**Apply by Resume Only**");
    expect(formats.response).toContain("PDF, DOC, DOCX, ODT, RTF or TXT file of at most 5 MB");
    const account = await ask("do i have to register to submit my cv");
    expect(account.response).toContain("No account needed");
  });

  it("still declines writing a CV for the visitor", async () => {
    expect((await ask("could you write a cv for me")).declined).toBe(true);
  });

  it("says how often a job alert e-mails", async () => {
    const out = await ask("how often are job alert e-mails sent out");
    expect(out.response).toContain("you choose how often: **Daily** or **Weekly**");
  });
});

describe("our products are in every plan", () => {
  it("answers whether a product costs extra with what every plan includes", async () => {
    const out = await ask("will the universal shell cost me extra on top of the plan");
    expect(out.response).toContain(
      "Every plan includes the Systems Controller, the Universal Shell and all product updates.",
    );
  });

  it("still says that what extras cost is not published", async () => {
    const out = await ask("how much does extra storage cost on top of a plan");
    expect(out.declined).toBe(true);
    expect(out.response).toContain("I could not find what extras cost beyond a plan");
  });
});

describe("other clouds are other companies' products", () => {
  it("declines reaching another cloud's machines by instance id, 'google' an everyday word too", async () => {
    const out = await ask("could i target google compute vms by instance id the same way as ec2 ones");
    expect(out.declined).toBe(true);
    expect(out.response).toContain("I could not find “google”");
  });
});

describe("a how-to section that opens with its commands", () => {
  it("gives those commands first, not only the block that matched best", async () => {
    const out = await ask("how can i hunt down a reindex job hogging a node and terminate it");
    expect(out.response).toMatch(/search_processes query="reindex"[\s\S]*kill_process process_id=48211/);
  });
});

describe("a job that uses a machine is the machine's, not an opening", () => {
  it.each([
    ["a backup job is hogging the cpu on one server", false],
    ["how do i stop a runaway job", false],
    ["any jobs on the night shift in berlin", true],
  ])("reads a job hogging a node or a runaway job as work on the machine: %s", (question, opening) => {
    expect(isJobsQuestion(question)).toBe(opening);
  });
});

describe("an employment type asked for when the question's other words match no job", () => {
  const board = [
    boardJob(7, "Support Engineer", {
      jobLocation: "Lisbon, Portugal",
      jobSalary: "",
      employmentType: "part_time",
      workplace: "remote",
    }),
    boardJob(8, "Platform Engineer", {
      jobLocation: "Berlin, Germany",
      jobSalary: "",
      employmentType: "full_time",
      workplace: "on_site",
    }),
  ];

  it("lists the jobs of the type asked for, and says the rest matched nothing", async () => {
    const { ask: askBoard } = assistantOnBoard("team@example.com", board, 2);
    const answer = await askBoard("i can only work afternoons, anything that isn't full time?");
    expect(answer).toContain(
      "No open job matches all of “only afternoons” right now. The open jobs, not full-time:",
    );
    expect(answer).toContain("[Support Engineer](/job/7)");
    expect(answer).not.toContain("Platform Engineer");
  });
});
