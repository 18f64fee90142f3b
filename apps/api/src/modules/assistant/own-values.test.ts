import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";
import { hostAsked, timeLimitAsked } from "./own-values.ts";
import { parallelTarget } from "./understand.ts";

// Decision 113: the visitor's own machine and time limit written into the answer's command.
// Questions of our own (none is in bench/assistant-heldout or bench/chat/questions.ts).
const assistant = createAssistant({ contactEmail: "hello@example.com" });
const ask = async (question: string) => (await assistant.answer(question)).response;

describe("a time limit in everyday words", () => {
  it.each([
    ["stop if it runs longer than a minute", 60],
    ["wait at most 10 minutes", 600],
    ["time out after 45 seconds", 45],
    ["give up after 2 hours", 7200],
    ["abort after 90s", 90],
  ])("%s → %i seconds", (text, seconds) => {
    expect(timeLimitAsked(text)).toBe(seconds);
  });

  it("no limit in a question without one", () => {
    expect(timeLimitAsked("restart nginx every 10 minutes")).toBeUndefined();
  });
});

describe("the machine a question names", () => {
  it("an IPv4 address", () => {
    expect(hostAsked("restart nginx on 192.168.4.20 please")).toBe("192.168.4.20");
  });
  it("no address out of range or inside a longer number", () => {
    expect(hostAsked("version 1.2.3.400 is out")).toBeUndefined();
    expect(hostAsked("build 10.0.1.22.7")).toBeUndefined();
  });
  it("an EC2 instance by its public address, or its private one from inside the VPC", () => {
    expect(hostAsked("list services on i-0abc1234def567890")).toBe("i-0abc1234def567890.pub_ipv4");
    expect(hostAsked("from the same vpc, copy a file off i-0abc1234def567890")).toBe(
      "i-0abc1234def567890.priv_ipv4",
    );
  });
});

describe("answers with the visitor's values", () => {
  it("writes the asked host into the command", async () => {
    const answer = await ask("restart nginx on 10.0.2.5");
    expect(answer).toContain("restart_service");
    expect(answer).toContain('deploy@10.0.2.5:8000 restart_service service_name="nginx"');
  });

  it("writes the asked host and limit into a reboot", async () => {
    const answer = await ask("reboot 172.16.0.9 and wait at most 5 minutes for it");
    expect(answer).toContain("@172.16.0.9:8000 reboot timeout=300");
  });

  it("a time limit is not a comparison with other tools", async () => {
    const answer = await ask("run df -h / on 10.0.1.40 but give up if it takes longer than a minute");
    expect(answer).toContain("run_cmd");
    expect(answer).toContain("timeout=60");
    expect(answer).toContain("10.0.1.40");
    expect(answer).not.toContain("Ansible");
  });
});

describe("the machines a question names in plain words", () => {
  it("a count before the cluster's name is not its name", () => {
    expect(parallelTarget("restart nginx on the 4 db boxes")).toEqual({ threads: 3, cluster: "db" });
  });
  it("every machine, unnamed, is the cluster of every node", () => {
    expect(parallelTarget("install htop on literally every machine we have")).toEqual({
      threads: 3,
      cluster: "all",
    });
  });
  it("a named cluster stays named", () => {
    expect(parallelTarget("upgrade all web servers two at a time")).toEqual({ threads: 2, cluster: "web" });
  });
});
