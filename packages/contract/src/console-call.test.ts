import { describe, expect, it } from "vitest";
import { deactivateUser, listUsers } from "./api/accounts/users.ts";
import { cancelInterview } from "./api/applications/interviews.ts";
import { jobPipeline } from "./api/applications/pipeline.ts";

describe("the console's calls", () => {
  it("are POSTs with the session token in authToken, of their part's tag and access", () => {
    expect(
      [deactivateUser, listUsers, jobPipeline, cancelInterview].map((call) => [
        call.method,
        call.path,
        call.tag,
        call.access,
        call.token,
      ]),
    ).toEqual([
      ["POST", "/api/deactivateUser", "admin", "admin", "authToken"],
      ["POST", "/api/listUsers", "admin", "admin", "authToken"],
      ["POST", "/api/job_pipeline", "hiring", "employer-of-job", "authToken"],
      ["POST", "/api/cancel_interview", "hiring", "employer-of-job", "authToken"],
    ]);
  });

  it("take the token first, then the call's own fields, and answer a message unless they say", () => {
    expect(
      cancelInterview.body?.parse({
        authToken: "abc",
        applicationId: "0b9f6d1e-7c1a-4c4e-9a51-2f8e4b7a9c10",
        extra: 1,
      }),
    ).toEqual({ authToken: "abc", applicationId: "0b9f6d1e-7c1a-4c4e-9a51-2f8e4b7a9c10" });
    expect(
      cancelInterview.body?.safeParse({ authToken: "abc", applicationId: "7" }).error?.issues[0]?.message,
    ).toBe("This is not a valid application.");
    expect(deactivateUser.response.parse({ message: "Done.", other: 1 })).toEqual({ message: "Done." });
    expect(listUsers.response.safeParse({ message: "Done." }).success).toBe(false);
  });
});
