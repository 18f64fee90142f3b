import { describe, expect, it } from "vitest";

describe("the web tests' setup", () => {
  it("answers every request 404 in words before a test stubs any path", async () => {
    const answer = await fetch("/api/view_profile", { method: "POST", body: "{}" });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: "Not found", code: "not_found" });
  });
});
