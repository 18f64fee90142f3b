import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";
import { assistantOnBoard, berlinAndLisbonJobs, boardJob } from "./test-job-board.ts";

// Issue #31: questions in visitors' own words. None of these is a question of bench/assistant-heldout.
const contactEmail = "hello@example.com";
const assistant = createAssistant({ contactEmail });
const ask = async (question: string, history: { type: "user" | "bot"; text: string }[] = []) =>
  (await assistant.answer(question, history)).response;

describe("facts anywhere in the docs, at the level of a paragraph, list item or table row", () => {
  it("finds a fact that stands in one item of a list", async () => {
    const answer = await ask("how do i rotate the controllers key");
    expect(answer).toContain(
      "to rotate it, create a new key pair, authorize the new public key, then change `priv_key_path`.",
    );
  });

  it("finds a fact through typing mistakes, without calling the misspelt word unpublished", async () => {
    const answer = await ask("wich foldr shuld stay out of version controll?");
    expect(answer).toContain(
      "keep it in version control with your workflows, and the `~/.ushell/keys` folder out of it.",
    );
    expect(answer).not.toContain("not published");
  });
});

describe("how-to answers: the steps in order, with their commands", () => {
  it("walks through a whole setup guide, one numbered step per section", async () => {
    const answer = await ask(
      "from scratch, what are the steps to get the Universal Shell to run a first command?",
    );
    expect(answer).toMatch(/^Here are the steps of the Universal Shell setup, in order:/);
    const install = answer.indexOf("python3 -m pip install universal-shell");
    const keys = answer.indexOf("control.gen_key_pair(");
    const agent = answer.indexOf("python3 -m universal_shell.managed_node");
    const check = answer.indexOf('run_cmd command="hostname"');
    expect(install).toBeGreaterThan(-1);
    expect(keys).toBeGreaterThan(install);
    expect(agent).toBeGreaterThan(keys);
    expect(check).toBeGreaterThan(agent);
  });

  it("writes the parallel target with the question's own numbers", async () => {
    const answer = await ask("restart nginx on the db cluster two at a time");
    expect(answer).toContain('2@db restart_service service_name="nginx"');
    expect(answer).not.toContain("3@db");
  });
});

describe("fewer false declines on slang and typos", () => {
  it("answers an undo in everyday words with the docs' way back", async () => {
    const answer = await ask("how do i undo a bad deploy");
    expect(answer).toContain(
      '3@web mv_dir source_path="/opt/shop/previous" destination_path="/opt/shop/current"',
    );
  });

  it("reads 'what's running on my server' as the list of processes", async () => {
    expect(await ask("what's running on my server right now")).toContain("list_processes");
  });

  it("answers how to apply without an account from the application page's own copy", async () => {
    const answer = await ask("can I send a resume without registering?");
    expect(answer).toContain("Apply by Resume Only");
    expect(answer).toContain("at most 5 MB");
  });
});

describe("intent: a scheduled job is a workflow, a job opening goes to the job search", () => {
  it("answers a job that runs every Friday with the recurring schedule, not the job board", async () => {
    const answer = await ask("schedule a job for every friday night");
    expect(answer).toContain('{"type": "recurring", "start": ..., "period": seconds}');
    expect(answer).not.toContain("open job");
  });

  it("reads a job's status word (finished, completed) as a workflow run, with the docs' rule", async () => {
    const answer = await ask("what does it mean when a job is finished as Completed?");
    expect(answer).toContain("every line succeeded");
    expect(answer).not.toContain("open job");
  });

  const board = [
    ...berlinAndLisbonJobs,
    boardJob(4, "Senior Platform Engineer", {
      jobLocation: "Zurich, Switzerland",
      jobSalary: "",
      employmentType: "full_time",
      workplace: "hybrid",
      seniority: "senior",
    }),
    boardJob(3, "Data Engineer Intern", {
      jobLocation: "Berlin, Germany",
      jobSalary: "",
      employmentType: "internship",
      workplace: "hybrid",
    }),
  ];
  const withBoard = () => assistantOnBoard(contactEmail, board, 3);

  it("lists only the part-time roles, with their facts, and the search link carries the filter", async () => {
    const { keywords, ask } = withBoard();
    const answer = await ask("got any part-time roles?");
    expect(keywords).toEqual([""]);
    expect(answer).toBe(
      [
        "1 open job: Part-time jobs:",
        "- [Support Engineer](/job/2) at Cedarbyte Labs — Lisbon, Portugal · Part-time · Remote",
        "[See them on the job search](/search-jobs?type=part_time)",
        "Source: [Job search](/search-jobs)",
      ].join("\n\n"),
    );
  });

  it("reads an experience level as the job search's filter, and its link carries it (decision 103)", async () => {
    const { ask, keywords } = withBoard();
    const answer = await ask("any senior platform roles?");
    expect(keywords).toEqual(["platform"]);
    expect(answer).toBe(
      [
        "1 open job: Senior jobs matching “platform”:",
        "- [Senior Platform Engineer](/job/4) at Cedarbyte Labs — Zurich, Switzerland · Full-time · Hybrid",
        "[See them on the job search](/search-jobs?q=platform&level=senior)",
        "Source: [Job search](/search-jobs)",
      ].join("\n\n"),
    );
  });

  it("answers how to hear of new jobs by e-mail with the job alert, not a list of jobs", async () => {
    const answer = await ask("notify me by email about new job openings");
    expect(answer).toContain("Create job alert");
    expect(answer).toContain("/search-jobs");
  });

  it("says plainly that nothing matches when the filter leaves no job", async () => {
    const { ask } = withBoard();
    const answer = await ask("remote platform jobs?");
    expect(answer).toMatch(/^There are no open Remote jobs matching “platform” right now\./);
    expect(answer).not.toContain("Yes:");
    expect(answer).not.toContain("Platform Engineer");
  });

  it("answers what a job pays with its salary, or that it is not disclosed", async () => {
    const { keywords, ask } = withBoard();
    const answer = await ask("what does an engineer job in Berlin pay?");
    expect(keywords).toEqual(["engineer Berlin"]);
    expect(answer).toContain(
      "[Platform Engineer](/job/1) at Cedarbyte Labs — Berlin, Germany · €78,000 - €92,000",
    );
    expect(answer).toContain(
      "[Data Engineer Intern](/job/3) at Cedarbyte Labs — Berlin, Germany · salary not disclosed",
    );
  });
});

describe("a calibrated decline when the key term is in none of our pages", () => {
  it("says the fact is not published and offers the contact form", async () => {
    expect(await ask("do you offer a money-back guarantee on the plans")).toBe(
      "I could not find a refund policy in our documentation or pages: it is not published there. Please use the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com), and our team will answer.",
    );
    expect(await ask("is there a lifetime licence for the controller")).toBe(
      "I could not find “lifetime” in our documentation or pages: it is not published there. Please use the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com), and our team will answer.",
    );
  });

  it("does not show the comparison chart when a tool is named but no comparison is asked", async () => {
    const answer = await ask("is there a certified ansible collection for it");
    expect(answer).toMatch(
      /^I could not find “certified” in our documentation or pages: it is not published there\./,
    );
    expect(answer).not.toContain("| Feature |");
  });
});

describe("a recommendation where the question asks for one", () => {
  it("names the cheapest plan with enough controllers", async () => {
    expect(await ask("we have 4 controllers, what plan should we buy?")).toBe(
      "For 4 controllers, take the **Pro Plan** ($15/month): it includes 5 System Controllers, Priority Support, 50GB Storage, Advanced Analytics. The Basic Plan includes fewer controllers.\n\nSource: [Plans](/Purchase)",
    );
    expect(await ask("we need 12 controllers, which plan?")).toMatch(
      /^For 12 controllers, take the \*\*Enterprise Plan\*\*/,
    );
  });

  it("answers a follow-up about 'it' with the plan of the previous answer only", async () => {
    const first = "how much is the basic plan?";
    const history = [
      { type: "user" as const, text: first },
      { type: "bot" as const, text: await ask(first) },
    ];
    const answer = await ask("does it include analytics?", history);
    expect(answer).toMatch(
      /^The Basic Plan costs \$10\/month and includes 1 System Controller, Basic Support, 10GB Storage\./,
    );
    expect(answer).not.toContain("Enterprise Plan");
  });
});

describe("the model path's passages", () => {
  it("sends no passage twice, nor one that another already holds", async () => {
    // Before, the FAQ's answer was sent twice: as the extractive answer and as its passage.
    const answer = await assistant.answer("which platforms are supported?");
    const passages = answer.grounding?.() ?? [];
    expect(passages.length).toBeGreaterThan(1);
    for (const [i, p] of passages.entries()) {
      for (const [j, other] of passages.entries()) {
        if (i !== j) expect(other.text.includes(p.text.trim())).toBe(false);
      }
    }
  });
});
