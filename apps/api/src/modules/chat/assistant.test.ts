import { describe, expect, it } from "vitest";
import { createAssistant, type Passage } from "./assistant.ts";

const passages: Passage[] = [
  {
    id: "upkeep",
    title: "Universal Shell: service actions",
    url: "/universal-shell/api-overview#upkeep_service",
    text: "Services support start, stop, restart and status. The upkeep action starts a service only if it is DEAD, so it is safe to run on a schedule.",
  },
  {
    id: "parallel",
    title: "Universal Shell: parallel processing",
    url: "/universal-shell/parallel-processing",
    text: "Run an operation on every node of a cluster with the syntax {num_threads}@{cluster} operation args. Eight threads on the web cluster: 8@web run_cmd uptime.",
  },
  {
    id: "plans",
    title: "Pricing plans",
    url: "/Purchase",
    text: "The Pro Plan costs $15/month with 5 System Controllers, Priority Support, 50GB Storage and Advanced Analytics.",
    keywords: "price cost pricing how much",
  },
];
const assistant = createAssistant(passages, "contact@example.com");

describe("the documentation assistant", () => {
  it("answers from the most relevant passage with a link to its page", () => {
    const answer = assistant.answer("What does upkeep do?");
    expect(answer.response).toContain("starts a service only if it is DEAD");
    expect(answer.links[0]).toEqual({
      title: "Universal Shell: service actions",
      url: "/universal-shell/api-overview#upkeep_service",
    });
    expect(answer.response).toContain(
      "[Universal Shell: service actions](/universal-shell/api-overview#upkeep_service)",
    );
  });

  it("finds passages by the words people use, including prefixes and keywords", () => {
    expect(assistant.answer("how much is the pro plan?").links[0]?.url).toBe("/Purchase");
    expect(assistant.answer("run a command on a whole cluster in parallel").links[0]?.url).toBe(
      "/universal-shell/parallel-processing",
    );
    expect(assistant.rank("paral")[0]?.id).toBe("parallel");
  });

  it("says honestly when it cannot ground an answer, and offers the contact page and e-mail", () => {
    const answer = assistant.answer("zebra quantum lasagna");
    expect(answer.links).toEqual([]);
    expect(answer.response).toContain("could not find");
    expect(answer.response).toContain("contact@example.com");
    expect(answer.response).toContain("(/contact-us)");
  });

  it("greets, thanks, explains itself and points to the contact page", () => {
    expect(assistant.answer("Hello").response).toMatch(/^Hello! How can I assist you today\?/);
    expect(assistant.answer("thanks a lot").response).toMatch(/welcome/);
    expect(assistant.answer("what can you do?").response).toContain("(/universal-shell)");
    expect(assistant.answer("I want to talk to sales").links).toEqual([
      { title: "Contact Us", url: "/contact-us" },
    ]);
  });
});
