import { emailField } from "@site/contract/fields";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findEmail, findPhone } from "./resume-contact.ts";

describe("findEmail", () => {
  it("takes the first valid address, lower-cased", () => {
    expect(findEmail("Grace Hopper\nGrace.Hopper@Example.COM · Navy\nother@example.org")).toBe(
      "grace.hopper@example.com",
    );
    expect(findEmail("mail: ada+jobs@mail.example.co.uk.")).toBe("ada+jobs@mail.example.co.uk");
  });

  it("finds nothing where there is no address", () => {
    expect(findEmail("Twitter @grace, see example.com")).toBe("");
    expect(findEmail("")).toBe("");
  });
});

describe("findPhone", () => {
  it("prefers a number labelled as a phone", () => {
    expect(findPhone("ID 1234567890\nPhone: 030 1234 5678\n+44 20 7946 0958")).toBe("030 1234 5678");
    expect(findPhone("Mobile +49 (151) 234-5678")).toBe("+49 (151) 234-5678");
  });

  it("else takes a number in international form, else one with ten digits or more", () => {
    expect(findPhone("Born 1906\nWorked 1943 - 1986\n+1 555 010 0199")).toBe("+1 555 010 0199");
    expect(findPhone("Call 555 010 0199 anytime")).toBe("555 010 0199");
  });

  it("never takes years, dates or short numbers for a phone", () => {
    expect(findPhone("Navy 1943 - 1986, MSc 1930, born 09.12.1906")).toBe("");
    expect(findPhone("Room 12-34")).toBe("");
  });
});

describe("findEmail reads addresses as the regular expression it replaced did", () => {
  // The expression findEmail used before (quadratic on a long run of letters without an @): the
  // oracle for short texts, where its time does not matter.
  const quadratic = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
  const oracle = (text: string) => {
    for (const [candidate] of text.matchAll(quadratic)) {
      const parsed = emailField.safeParse(candidate.replace(/^[._-]+|[._-]+$/g, ""));
      if (parsed.success) return parsed.data;
    }
    return "";
  };
  const alphabet = ["a", "Z", "é", "𝒜", "1", ".", "-", "_", "%", "+", "@", " ", ":", "co", "m"];

  it("finds the same address in any short text of the characters addresses are made of", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }).map((parts) => parts.join("")),
        (text) => {
          expect(findEmail(text)).toBe(oracle(text));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it("skips what only looks like an address, as before", () => {
    expect(findEmail("...@example.com@x.org")).toBe("");
    expect(findEmail("a.@b.cc, then ada@example.com")).toBe("ada@example.com");
    expect(findEmail("x@y@example.com")).toBe("y@example.com");
    expect(findEmail("ada@example.com1")).toBe("ada@example.com");
  });
});
