import type { JobSummary } from "@site/contract/api/job-posts";
import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";

// Decision 099: a visitor's word that no page uses (slang, short forms) is read in the docs' words
// before the assistant decides to decline. The questions are this test's own, none of an evaluation set.
const assistant = createAssistant({ contactEmail: "hello@example.com" });
const ask = (question: string) => assistant.answer(question);

describe("a visitor's word is read in the docs' words before a decline", () => {
  it("reads “pubkey” as the public key the node keeps", async () => {
    const out = await ask("on the node, which folder does my pubkey have to be copied into?");
    expect(out.declined).toBe(false);
    expect(out.response).toContain("authorized_keys");
  });

  it("reads a “bash” file as a script the node runs", async () => {
    const out = await ask("can i execute a bash file from my pc on a remote node");
    expect(out.declined).toBe(false);
    expect(out.response).toContain("run_script");
  });

  it("reads “box” as a node and “get rid of” as delete", async () => {
    const out = await ask("get rid of a service on my box for good");
    expect(out.declined).toBe(false);
    expect(out.response).toContain("delete_service");
  });

  it("still says plainly that a thing no page names is not published", async () => {
    const out = await ask("is there a helm chart for the managed node?");
    expect(out.declined).toBe(true);
    expect(out.response).toContain("helm");
  });
});

describe("a key term no page uses is not published, whichever rule the other words match", () => {
  it("declines a plan question that asks about a price for nonprofits", async () => {
    const out = await ask("pro plan price for a nonprofit organisation");
    expect(out.declined).toBe(true);
    expect(out.response).toContain("nonprofit");
  });

  it("declines an operation question about a tool no page names", async () => {
    const out = await ask("can start_process launch a podman container for me");
    expect(out.declined).toBe(true);
    expect(out.response).toContain("podman");
  });

  it("still answers an operation question in the docs' own words", async () => {
    const out = await ask("can upkeep_service bring a dead service back");
    expect(out.declined).toBe(false);
    expect(out.response).toContain("upkeep_service");
  });

  it("reads “diff” as difference, not as an unknown term", async () => {
    const out = await ask("what's the diff between rm_file and rm_dir");
    expect(out.declined).toBe(false);
    expect(out.response).toContain("rm_file");
  });
});

describe("a copy's direction in a visitor's words", () => {
  it("reads “off a node back to my machine” as a copy from the node", async () => {
    const out = await ask("copy the nginx logs folder off a node back to my machine");
    expect(out.response).toContain("local_copy_dir");
    expect(out.response).not.toContain("remote_copy_dir");
  });
});

describe("a job opening that names a tool of our comparison chart", () => {
  const opening: JobSummary = {
    jobId: 7,
    jobTitle: "Puppet Automation Consultant",
    companyName: "Cedarbyte Labs",
    companyIconUrl: "",
    postedDate: "2026-11-01T00:00:00.000Z",
    jobLocation: "Remote (US)",
    jobSalary: "$60–$75 an hour",
    employmentType: "contract",
    workplace: "remote",
  };
  const keywords: string[] = [];
  const withBoard = createAssistant({
    contactEmail: "hello@example.com",
    searchJobs: async (keyword, page) => {
      keywords.push(keyword);
      const words = keyword.toLowerCase().split(" ").filter(Boolean);
      const data = words.every((w) => opening.jobTitle.toLowerCase().includes(w)) ? [opening] : [];
      return { data: page === 1 ? data : [], totalMatches: data.length, totalCount: 1, totalPages: 1 };
    },
  });

  it("is searched on the job board, not declined as a tool no page names", async () => {
    const out = await withBoard.answer("the puppet contract gig, what does it pay an hour?");
    expect(out.declined).toBe(false);
    expect(out.response).toContain("Puppet Automation Consultant");
    expect(out.response).toContain("$60–$75 an hour");
  });
});

describe("a retention period no page states is not published", () => {
  it("declines how long the run results are kept", async () => {
    const out = await ask("how long are the results of a workflow run kept for?");
    expect(out.declined).toBe(true);
    expect(out.response).toContain("a retention period");
  });

  it("still answers where the keys are kept", async () => {
    const out = await ask("where are the keys kept on the control machine?");
    expect(out.declined).toBe(false);
  });
});
