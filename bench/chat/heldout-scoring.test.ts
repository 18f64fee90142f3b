import { describe, expect, it } from "vitest";
import { declines, type HeldoutQuestion, plainText, scoreAnswer, shares } from "./heldout-scoring.ts";

const question = (more: Partial<HeldoutQuestion>): HeldoutQuestion => ({
  id: "t1",
  question: "how do i revoke the controller's access on a node?",
  group: "fact",
  answerable: true,
  mustContain: ["/etc/ushell/authorized_keys/deploy", ["remove its line", "delete the line"]],
  mustNotContain: [],
  source: "test",
  ...more,
});

const ourDecline =
  "I could not find an answer to that in our documentation or pages. Please use the [contact form](/contact-us) or e-mail [contact@automation-controller.example](mailto:contact@automation-controller.example), and a person will answer.";

describe("plainText", () => {
  it("keeps the text of links, drops tags, code marks, emphasis, escapes and heading marks", () => {
    expect(
      plainText(
        "## Revoke\n\nOpen `/etc/ushell/authorized_keys/deploy` and **remove its line**,\nsee [Setup](/automation-controller/setup) <b>or</b> priv\\_ipv4 &amp; more.",
      ),
    ).toBe(
      "Revoke Open /etc/ushell/authorized_keys/deploy and remove its line, see Setup or priv_ipv4 & more.",
    );
  });
});

describe("scoreAnswer", () => {
  it("is correct when every entry is present, one alternative being enough, in any case", () => {
    const scored = scoreAnswer(
      question({}),
      "Edit `/ETC/ushell/authorized_keys/deploy` and Delete The Line of the controller.",
    );
    expect(scored).toEqual({
      id: "t1",
      group: "fact",
      answerable: true,
      correct: true,
      declined: false,
      missing: [],
      forbidden: [],
    });
  });

  it("lists the entries missing, alternatives joined, and the forbidden strings present", () => {
    const scored = scoreAnswer(
      question({ mustNotContain: ["Full-time"] }),
      "The key is in /etc/ushell/authorized_keys/deploy. Full-time jobs: none.",
    );
    expect(scored.correct).toBe(false);
    expect(scored.missing).toEqual(["remove its line | delete the line"]);
    expect(scored.forbidden).toEqual(["Full-time"]);
  });

  it("counts a decline as wrong for an answerable question, even with the facts", () => {
    const scored = scoreAnswer(
      question({}),
      "That is not in the documentation: /etc/ushell/authorized_keys/deploy, remove its line.",
    );
    expect(scored.declined).toBe(true);
    expect(scored.correct).toBe(false);
  });

  it("counts a decline as correct when the question is not answerable and holds nothing forbidden", () => {
    const soc = question({
      group: "decline",
      answerable: false,
      mustContain: [],
      mustNotContain: ["we are SOC 2 certified"],
    });
    expect(scoreAnswer(soc, ourDecline).correct).toBe(true);
    expect(scoreAnswer(soc, "Our security policy is not published.").correct).toBe(true);
    expect(scoreAnswer(soc, "Yes, we are SOC 2 certified.").correct).toBe(false);
    expect(scoreAnswer(soc, "That is not published, but we are SOC 2 certified.").correct).toBe(false);
  });
});

describe("declines", () => {
  it("finds the README's markers and the project's refusal, not a plain mention of Contact Us", () => {
    expect(declines(ourDecline)).toBe(true);
    expect(declines("Sorry, I don't have that information.")).toBe(true);
    expect(declines("The docs don't say.")).toBe(true);
    expect(declines("Send an inquiry from the [Contact Us](/contact-us) page.")).toBe(false);
    expect(declines("The agent needs Python 3.9 or newer.")).toBe(false);
  });
});

describe("shares", () => {
  it("gives the share correct per group in the order met, then over all", () => {
    expect(
      shares([
        { group: "fact", correct: true },
        { group: "jobs", correct: false },
        { group: "fact", correct: false },
        { group: "fact", correct: true },
      ]),
    ).toEqual([
      { group: "fact", questions: 3, correct: 2, percent: 66.7 },
      { group: "jobs", questions: 1, correct: 0, percent: 0 },
      { group: "all", questions: 4, correct: 2, percent: 50 },
    ]);
  });
});
