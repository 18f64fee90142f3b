import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";
import { assistantOnBoard, berlinAndLisbonJobs, boardJob } from "./test-job-board.ts";

// Decision 089: one test per class of failure of issue #31's tuning sets, each with questions of
// its own (none is a question of bench/assistant-heldout or bench/chat/questions.ts).
const contactEmail = "hello@example.com";
const assistant = createAssistant({ contactEmail });
const ask = async (question: string) => (await assistant.answer(question)).response;

describe("job questions go through the job search with the structure they name", () => {
  const board = [
    ...berlinAndLisbonJobs,
    boardJob(3, "Support Lead", {
      jobLocation: "Lisbon, Portugal",
      jobSalary: "€60,000 - €70,000",
      employmentType: "full_time",
      workplace: "hybrid",
    }),
    boardJob(4, "Cloud Consultant", {
      jobLocation: "Remote (US)",
      jobSalary: "$70–$90 an hour",
      employmentType: "contract",
      workplace: "remote",
    }),
    boardJob(5, "Migration Consultant", {
      jobLocation: "Remote (US)",
      jobSalary: "$120,000 a year",
      employmentType: "contract",
      workplace: "remote",
    }),
  ];
  const withBoard = () => assistantOnBoard(contactEmail, board, 5);

  it("reads a place the job search knows as a question about what is open there", async () => {
    const { searches, ask } = withBoard();
    const answer = await ask("anything open in lisbon?");
    expect(searches[0]).toEqual({ keyword: "lisbon", types: [] });
    expect(answer).toContain("[Support Engineer](/job/2) at Cedarbyte Labs — Lisbon, Portugal");
    expect(answer).toContain("[Support Lead](/job/3)");
    expect(answer).not.toContain("Platform Engineer");
  });

  it("says of each listed job what kind it is, part-time or remote (decision 097)", async () => {
    const { ask } = withBoard();
    const answer = await ask("anything open in lisbon?");
    expect(answer).toContain(
      "[Support Engineer](/job/2) at Cedarbyte Labs — Lisbon, Portugal · Part-time · Remote",
    );
    expect(answer).toContain(
      "[Support Lead](/job/3) at Cedarbyte Labs — Lisbon, Portugal · €60,000 - €70,000 · Full-time · Hybrid",
    );
  });

  it("answers what a role pays, a role named without the word job", async () => {
    const { searches, ask } = withBoard();
    const answer = await ask("how much does the platform role in berlin pay");
    expect(searches[0]?.keyword).toBe("platform berlin");
    expect(answer).toContain(
      "[Platform Engineer](/job/1) at Cedarbyte Labs — Berlin, Germany · €78,000 - €92,000",
    );
  });

  it("keeps an employment type the docs do not use ('freelance'), and lists only the jobs paid by the hour", async () => {
    const { searches, ask } = withBoard();
    const answer = await ask("any freelance work paid by the hour?");
    expect(searches[0]).toEqual({ keyword: "", types: ["contract"] });
    expect(answer).toBe(
      [
        "1 open job: Contract jobs, paid by the hour, with their salary:",
        "- [Cloud Consultant](/job/4) at Cedarbyte Labs — Remote (US) · $70–$90 an hour · Contract · Remote",
        "[See them on the job search](/search-jobs?type=contract)",
        "Source: [Job search](/search-jobs)",
      ].join("\n\n"),
    );
  });

  it("reads 'not full time' as every employment type but full-time", async () => {
    const { searches, ask } = withBoard();
    const answer = await ask("is there a support job that isn't full time?");
    expect(searches[0]).toEqual({
      keyword: "support",
      types: ["part_time", "contract", "internship", "temporary"],
    });
    expect(answer).toContain("1 open job: jobs matching “support”, not full-time:");
    expect(answer).toContain("[Support Engineer](/job/2)");
    expect(answer).not.toContain("Support Lead");
  });

  it("does not search for the slang around a filter ('gigs')", async () => {
    const { searches, ask } = withBoard();
    const answer = await ask("got any remote gigs?");
    expect(searches[0]?.keyword).toBe("");
    expect(answer).toMatch(/^3 open jobs: Remote jobs:/);
  });
});

describe("a job that runs on a schedule is a workflow, not a job opening", () => {
  it("reads 'every 30 min' as a schedule, not a search of the job board", async () => {
    const reply = await assistant.answer("a job every 30 min to clean the tmp folder on the web nodes");
    expect(reply.declined).toBe(false);
    expect(reply.response).not.toContain("/search-jobs");
    expect(reply.response).not.toContain("open jobs match");
  });

  it("finds the schedule of one run at a date, whatever the date", async () => {
    const answer = await ask("set up a job to run only once on friday at 9pm");
    expect(answer).toContain('{"type": "once", "at": ');
    expect(answer).not.toContain("/search-jobs");
  });

  it("answers in which time zone schedules are read", async () => {
    const answer = await ask("which time zone do job schedules use");
    expect(answer).toMatch(/^Times are UTC\./);
  });

  it("reads 'when I log out' as the process that runs the schedule stopping", async () => {
    const answer = await ask("my weekly job stops running when i log out of the server");
    expect(answer).toContain("until the process is stopped");
  });
});

describe("a value our pages do not state is not published", () => {
  const notPublished = (what: string) =>
    `I could not find ${what} for that in our documentation or pages: it is not published there. Please use the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com), and our team will answer.`;

  it("declines a limit the docs never give", async () => {
    expect(await ask("what is the maximum number of lines in one workflow")).toBe(notPublished("a limit"));
  });

  it("declines a release date", async () => {
    expect(await ask("when will a new version of the aws extension be released")).toBe(
      notPublished("a release date"),
    );
  });

  it("declines a support response time rather than showing the plans", async () => {
    const answer = await ask("how quickly does support answer on the basic plan");
    expect(answer).toBe(notPublished("a response time"));
    expect(answer).not.toContain("$10/month");
  });

  it("still answers a limit the docs do state", async () => {
    // The table of print_schedule says how many run times it lists by default.
    const answer = await ask("how many run times does print_schedule list at most");
    expect(answer).not.toContain("not published");
  });
});

describe("a thing none of our pages names does not exist as far as they say", () => {
  it("declines 'is there a …' when the thing asked for is in no page, however much of the rest is", async () => {
    expect(await ask("is there a snap package of the managed node")).toBe(
      "I could not find “snap” in our documentation or pages: it is not published there. Please use the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com), and our team will answer.",
    );
  });

  it("does not take a short word for a typo of a word with another first letter ('rice' is not 'price')", async () => {
    const reply = await assistant.answer("where can i buy rice in bulk");
    expect(reply.declined).toBe(true);
    expect(reply.response).not.toContain("Basic Plan");
  });

  it("still reads 'e-mail' split in two as the contact question", async () => {
    expect(await ask("whats ur e-mail")).toContain("[hello@example.com](mailto:hello@example.com)");
  });
});

describe("two operations named to compare", () => {
  it("answers with each operation, not the comparison chart of tools", async () => {
    const answer = await ask("rm_file vs rm_dir, what's the difference?");
    expect(answer).toMatch(/^Use `rm_file`: /);
    expect(answer).toContain("Use `rm_dir`: ");
    expect(answer).not.toContain("| Tool |");
  });
});

describe("who to ask is the contact question; things that talk to each other are not", () => {
  it("answers 'who can I ask about …' with the contact form", async () => {
    expect(await ask("who can i ask about an invoice")).toBe(
      "You can write to us with the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com); a person will answer.\n\nThe contact page says: “Tell us about your infrastructure and what you would like to automate. We answer every inquiry.” and the form: “Send us a message and our team will reply by e-mail or phone.” The form asks for First Name, Last Name, Email Address, Phone Number and Message.\n\nSource: [Contact Us](/contact-us)",
    );
  });

  it("answers whether machines talk to each other from the docs", async () => {
    const answer = await ask("can two managed nodes talk to each other");
    expect(answer).toContain("ManagedNodes never talk to each other");
    expect(answer).not.toContain("[contact form]");
  });
});

describe("everyday phrasings in the docs' words", () => {
  it("reads 'when I leave it out' as the default", async () => {
    expect(await ask("how many run times does print_schedule list when i leave it out")).toContain(
      "how many run times to list (default 10)",
    );
  });

  it("finds a fact about version control when asked about a git repo", async () => {
    expect(await ask("can the credentials file go in a git repo")).toContain(
      "so it is safe to keep in version control next to your workflows",
    );
  });

  it("answers from the base product's pages when the extension is not named", async () => {
    const reply = await assistant.answer("how do i start the interactive shell with my credentials file");
    expect(reply.response).toContain("python3 -m universal_shell");
    expect(reply.response).not.toContain("universal_shell.aws");
  });
});

describe("a field named in the question is a name, however common the word", () => {
  it("answers what the ok field means with its definition, not only an example", async () => {
    const answer = await ask("what is the ok field of a result for");
    expect(answer).toContain("| `ok`        | `True` if the operation succeeded on every node.        |");
  });

  it("answers what the error field holds", async () => {
    expect(await ask("what does the error field hold")).toContain(
      "`error` is `None`, or a sentence that names the node and what failed.",
    );
  });
});
