import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { MissingAccessTokenError } from "./access-token";
import { profileFailure, serverFieldError } from "./profile-errors";

describe("profileFailure", () => {
  it("is the server's message, else Request failed; a network failure says so", () => {
    expect(
      profileFailure(new ApiError("Gender must be one of: male.", 400, "Gender must be one of: male.")),
    ).toBe("Gender must be one of: male.");
    expect(profileFailure(new ApiError("Request failed", 502))).toBe("Request failed");
    expect(profileFailure(new TypeError("Failed to fetch"))).toBe(
      "An error occurred. Please try again later.",
    );
    expect(profileFailure(new MissingAccessTokenError())).toBe("Access token not found");
    expect(profileFailure("odd")).toBe("Request failed");
  });
});

describe("serverFieldError", () => {
  const fields = ["firstName", "gender"] as const;
  const badRequest = (message: string) => new ApiError(message, 400, message);

  it("names the form field of a 400 answer about updated_data", () => {
    expect(serverFieldError(badRequest("updated_data.gender: Gender must be one of: male."), fields)).toEqual(
      {
        field: "gender",
        message: "Gender must be one of: male.",
      },
    );
  });

  it("is null for other fields, other statuses and other errors", () => {
    expect(serverFieldError(badRequest("updated_data.emailAddress: Too long."), fields)).toBeNull();
    expect(serverFieldError(badRequest("The email address cannot be changed here."), fields)).toBeNull();
    expect(serverFieldError(new ApiError("x", 409, "updated_data.gender: x"), fields)).toBeNull();
    expect(serverFieldError(new TypeError("Failed to fetch"), fields)).toBeNull();
  });
});
