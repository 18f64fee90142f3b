import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inOrder } from "./in-order.ts";

describe("inOrder", () => {
  it("tests what /a.*b/ tested, on any text of the words involved", () => {
    const old = /\b(launch|start|new)\b.*\b(ec2|instances?)\b/;
    const linear = inOrder(/\b(launch|start|new)\b/, /\b(ec2|instances?)\b/);
    const words = [
      "launch",
      "start",
      "new",
      "ec2",
      "instance",
      "instances",
      "x",
      " ",
      "\n",
      "-",
      "launchec2",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 12 }), (parts) => {
        const text = parts.join(" ");
        expect(linear(text)).toBe(old.test(text));
      }),
      { numRuns: 5000 },
    );
  });
});
