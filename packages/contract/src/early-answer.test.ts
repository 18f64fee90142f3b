import { describe, expect, it } from "vitest";
import { scriptJson } from "./early-answer.ts";

describe("scriptJson", () => {
  it("escapes what could end the script block, and parses back to the same value", () => {
    const value = { description: "</script><script>alert(1)</script> & \u2028" };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
