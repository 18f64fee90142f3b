import { describe, expect, it, vi } from "vitest";
import { ApiError, NotSignedInError } from "./api-client";
import { describeError, showFieldErrors } from "./describe-error";

const answer = (message: string | undefined, status: number, fields = {}, nonJson = "") =>
  new ApiError(
    message ?? "Request failed",
    status,
    status === 400 ? "validation" : undefined,
    fields,
    message,
    nonJson,
  );

describe("describeError", () => {
  it("prefers the server's message", () => {
    expect(describeError(answer("Taken", 409), "Fallback")).toBe("Taken");
    expect(describeError(new NotSignedInError())).toBe("Access token not found");
  });

  it("words a refused body by its first field, never as the body's path", () => {
    const refused = answer("job_post.jobTitle: jobTitle is required.", 400, {
      "job_post.jobTitle": "Job title is required.",
      "job_post.companyName": "Company name is required.",
    });
    expect(describeError(refused)).toBe("Job title is required.");
  });

  it("shows an answer that is not JSON, shortened", () => {
    expect(describeError(answer(undefined, 502, {}, " Bad Gateway "), "F")).toBe(
      "Unexpected response: Bad Gateway",
    );
    const long = describeError(answer(undefined, 502, {}, "x".repeat(500)), "F");
    expect(long).toBe(`Unexpected response: ${"x".repeat(200)}…`);
  });

  it("uses the fallback for an answer without a message or anything unexpected, Request failed by default", () => {
    expect(describeError(answer(undefined, 500), "Fallback")).toBe("Fallback");
    expect(describeError(new Error("schema mismatch"), "Fallback")).toBe("Fallback");
    expect(describeError("odd")).toBe("Request failed");
  });

  it("reports a network failure", () => {
    expect(describeError(new TypeError("Failed to fetch"), "Fallback")).toBe(
      "An error occurred. Please try again later.",
    );
  });
});

describe("showFieldErrors", () => {
  const fields = { "updated_data.gender": "Gender must be one of: male.", "updated_data.other": "x" };

  it("sets the answer's field errors at the form's fields under the prefix, focusing the first", () => {
    const setError = vi.fn();
    expect(
      showFieldErrors(answer("m", 400, fields), ["firstName", "gender"], setError, "updated_data."),
    ).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["gender", { type: "server", message: "Gender must be one of: male." }, { shouldFocus: true }],
    ]);
  });

  it("sets nothing for an error without fields of the form", () => {
    const setError = vi.fn();
    expect(showFieldErrors(answer("m", 400, fields), ["gender"], setError)).toBe(false);
    expect(showFieldErrors(answer("m", 409), ["gender"], setError, "updated_data.")).toBe(false);
    expect(showFieldErrors(new TypeError("Failed to fetch"), ["gender"], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
