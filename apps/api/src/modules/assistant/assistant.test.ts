import type { JobSummary } from "@site/contract/api/job-posts";
import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";

const contactEmail = "hello@example.com";
const assistant = createAssistant({ contactEmail });
const ask = async (question: string, history: { type: "user" | "bot"; text: string }[] = []) =>
  (await assistant.answer(question, history)).response;

const declineText =
  "I could not find an answer to that in our documentation or pages. Please use the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com), and a person will answer.";

describe("the assistant's answers over our real content", () => {
  it("answers an operation with a sentence, its arguments, a copyable example and its source", async () => {
    expect(await ask("How do I restart a service?")).toBe(
      [
        "Use `restart_service`: it stops and starts the service.",
        "It takes: `service_name`. Its result's data: `service_name`, `status` after the action.",
        '```ushell\ndeploy@10.0.1.21:8000 restart_service service_name="nginx"\n```',
        "Source: [Universal Shell: restart_service](/universal-shell/api-overview#restart_service)",
      ].join("\n\n"),
    );
  });

  it("understands the words people use for an operation, and the parallel syntax for 'all web servers'", async () => {
    const ssh = await ask("How do I generate an SSH key pair for the control node?");
    expect(ssh).toMatch(
      /^Call `gen_key_pair` on a ControlNode \(or an AwsControlNode\): it creates an Ed25519 key pair/,
    );
    expect(ssh).not.toContain("import_key_pair");

    const stop = await ask("stop nginx on all web servers");
    expect(stop).toMatch(/^Use `stop_service`: it stops the service\./);
    expect(stop).toContain('```ushell\n3@web stop_service service_name="nginx"\n```');
    expect(stop).toContain("[Universal Shell: Parallel Processing](/universal-shell/parallel-processing)");

    expect(await ask("How do I restart a machine and wait until it is back?")).toMatch(/^Use `reboot`:/);
    expect(await ask("How do I upload a file from my computer to a server?")).toMatch(
      /^Use `remote_copy_file`:/,
    );
    expect(await ask("How do I make a backup copy of /etc/hosts on the same server?")).toMatch(
      /^Use `copy_file`:/,
    );
  });

  it("corrects typing mistakes against the site's own words", async () => {
    expect(await ask("how do i restat a servise")).toMatch(/^Use `restart_service`:/);
    expect(await ask("how to kil a proccess")).toMatch(/^Use `kill_process`:/);
    expect(await ask("white papper pdf")).toContain("(/docs/universal-shell-white-paper.pdf)");
  });

  it("answers FAQ-like questions with the FAQ's own answer", async () => {
    expect(await ask("Does the Systems Controller support Windows?")).toBe(
      "Cloud, on-premise and hybrid infrastructure, on Windows, Linux and MacOS. Any node reachable over SSH can be managed, and AWS instances can be addressed by their instance id.\n\nSource: [FAQ: Which platforms are supported?](/contact-us)",
    );
    // "cron jobs" are jobs that run on machines, not open positions.
    expect(await ask("What's the benefit over my cron jobs and scripts?")).toMatch(
      /^It replaces the scripts, cron jobs and dashboards/,
    );
  });

  it("answers plans and prices from the plans, as a table when all are asked for", async () => {
    expect(await ask("What is the cheapest plan?")).toBe(
      "The cheapest plan is the Basic Plan: $10/month with 1 System Controller, Basic Support and 10GB Storage.\n\nSource: [Plans](/Purchase)",
    );
    const all = await ask("What are your prices?");
    expect(all).toContain(
      "| Plan | Price | Includes |\n| --- | --- | --- |\n| Basic Plan | $10/month | 1 System Controller, Basic Support and 10GB Storage |",
    );
  });

  it("answers a comparison from the chart's scores for the tool named", async () => {
    expect(await ask("How does it compare to Ansible on pricing?")).toBe(
      [
        "On pricing, Ansible has a cost level of 2 out of 3 (moderate cost); the Systems Controller has a cost level of 1 out of 3 (low cost).",
        "| Feature | Systems Controller | Ansible |\n| --- | --- | --- |\n| Pricing | Cost level 1 out of 3 (low cost) | Cost level 2 out of 3 (moderate cost) |",
        "Scores go from 1 to 3; for pricing, fewer is cheaper. They are our own assessment.",
        "Source: [Comparison chart](/systems-controller)",
      ].join("\n\n"),
    );
    expect(await ask("Does Terraform have observability?")).toMatch(
      /^On observability, Terraform does not support observability; the Systems Controller scores 3 out of 3 \(excellent\)\./,
    );
  });

  it("links the white paper PDF and the contact page with the configured e-mail", async () => {
    expect(await ask("Where can I download the white paper?")).toMatch(
      /^You can download the white paper “The Universal Shell: one line per operation, on every machine” as a PDF: \[download the white paper \(PDF\)\]\(\/docs\/universal-shell-white-paper\.pdf\)\./,
    );
    expect(await ask("I want to talk to sales")).toBe(
      "You can write to us with the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com); a person will answer.\n\nThe contact page says: “Tell us about your infrastructure and what you would like to automate. We answer every inquiry.” and the form: “Send us a message and our team will reply by e-mail or phone.” The form asks for First Name, Last Name, Email Address, Phone Number and Message.\n\nSource: [Contact Us](/contact-us)",
    );
  });

  it("understands a follow-up from the conversation's last turns, and only with them", async () => {
    const first = "How do I create a directory on a node?";
    const answer = await ask(first);
    expect(answer).toMatch(/^Use `mk_dir`:/);
    const history = [
      { type: "user" as const, text: first },
      { type: "bot" as const, text: answer },
    ];
    expect(await ask("how do I delete it again?", history)).toMatch(/^Use `rm_dir`:/);
    expect(await ask("how do I delete it again?")).not.toMatch(/^Use `rm_dir`:/);

    const plan = [
      { type: "user" as const, text: "How much is the Pro plan?" },
      { type: "bot" as const, text: await ask("How much is the Pro plan?") },
    ];
    expect(await ask("and the Enterprise one?", plan)).toMatch(/^The Enterprise Plan costs \$20\/month/);
  });

  it("declines, in one sentence with the contact form and e-mail, what the site does not know", async () => {
    for (const question of [
      "What's the weather in Paris tomorrow?",
      "What is the price of bitcoin today?",
      "Write me a poem about the sea",
      "zebra quantum lasagna",
    ]) {
      const answer = await assistant.answer(question);
      expect(answer.response).toBe(declineText);
      expect(answer.declined).toBe(true);
      expect(answer.links).toEqual([]);
    }
  });

  it("greets and thanks like a person", async () => {
    expect(await ask("Hello")).toMatch(/^Hello! How can I assist you today\?/);
    expect(await ask("thanks a lot")).toBe("You're welcome! Is there anything else I can help with?");
  });
});

describe("jobs in the assistant's answers", () => {
  const job = (jobId: number, jobTitle: string, jobLocation: string): JobSummary => ({
    jobId,
    jobTitle,
    companyName: "Cedarbyte Labs",
    jobLocation,
    jobSalary: "€78,000 - €92,000",
    companyIconUrl: "",
    postedDate: "2026-11-01T00:00:00.000Z",
    employmentType: "full_time",
    workplace: "on_site",
  });

  it("lists up to 3 matching open jobs from the job search, with a link carrying the terms", async () => {
    const keywords: string[] = [];
    const jobs = createAssistant({
      contactEmail,
      searchJobs: async (keyword) => {
        keywords.push(keyword);
        const data = [1, 2, 3, 4].map((n) => job(n, `Platform Engineer ${n}`, "Berlin, Germany"));
        return { data, totalMatches: 4, totalCount: 60, totalPages: 1 };
      },
    });
    const answer = (await jobs.answer("Do you have jobs in Berlin?")).response;
    expect(keywords).toEqual(["Berlin"]);
    expect(answer).toBe(
      [
        "Yes: 4 open jobs match “Berlin”. Here are the first 3:",
        [1, 2, 3]
          .map(
            (n) =>
              `- [Platform Engineer ${n}](/job/${n}) at Cedarbyte Labs — Berlin, Germany · €78,000 - €92,000 · Full-time · On-site`,
          )
          .join("\n"),
        "[See all jobs matching “Berlin”](/search-jobs?q=Berlin)",
        "Source: [Job search](/search-jobs)",
      ].join("\n\n"),
    );
  });

  it("asks for every word first, then any of them; 'are you hiring?' lists the newest", async () => {
    const keywords: string[] = [];
    const jobs = createAssistant({
      contactEmail,
      searchJobs: async (keyword) => {
        keywords.push(keyword);
        const hit = keyword === "" || keyword.includes(" or ");
        return {
          data: hit ? [job(7, "Site Reliability Engineer", "Remote (US)")] : [],
          totalMatches: hit ? 1 : 0,
          totalCount: 60,
          totalPages: 1,
        };
      },
    });
    // "remote" is a structured filter since issue #31 (job-filters.test.ts); plain keywords still go this way.
    expect((await jobs.answer("Kubernetes DevOps jobs")).response).toMatch(
      /^Yes: 1 open job matches “Kubernetes DevOps”\./,
    );
    expect(keywords).toEqual(["Kubernetes DevOps", "Kubernetes or DevOps"]);
    expect((await jobs.answer("Are you hiring?")).response).toMatch(
      /^Yes, we have 1 open job\. The newest:\n\n- \[Site Reliability Engineer\]\(\/job\/7\)/,
    );
  });

  it("only links to the job search when it needs a sign-in", async () => {
    const jobs = createAssistant({ contactEmail });
    expect((await jobs.answer("Do you have jobs in Berlin?")).response).toBe(
      "Our open jobs are on the [job search](/search-jobs?q=Berlin); sign in to see them.\n\nSource: [Job search](/search-jobs)",
    );
  });
});
