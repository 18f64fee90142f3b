import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { failureMessage } from "./failure-message";

describe("failureMessage", () => {
  it("prefers the server's message", () => {
    expect(failureMessage(new ApiError("Taken", 409, "Taken"), "Fallback")).toBe("Taken");
  });

  it("shows an answer that is not JSON, shortened", () => {
    expect(failureMessage(new ApiError("Request failed", 502, undefined, " Bad Gateway "), "F")).toBe(
      "Unexpected response: Bad Gateway",
    );
    const long = failureMessage(new ApiError("Request failed", 502, undefined, "x".repeat(500)), "F");
    expect(long).toBe(`Unexpected response: ${"x".repeat(200)}…`);
  });

  it("uses the fallback for an answer without a message, or anything unexpected", () => {
    expect(failureMessage(new ApiError("Request failed", 500), "Fallback")).toBe("Fallback");
    expect(failureMessage(new Error("schema mismatch"), "Fallback")).toBe("Fallback");
  });

  it("reports a network failure", () => {
    expect(failureMessage(new TypeError("Failed to fetch"), "Fallback")).toBe(
      "An error occurred. Please try again later.",
    );
  });
});
