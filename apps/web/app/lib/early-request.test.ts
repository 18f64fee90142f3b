import { afterEach, describe, expect, it, vi } from "vitest";
import { canonicalJson, requestKey, takeEarlyResponse } from "./early-request";

const answer = (text: string) => Promise.resolve(new Response(text));

afterEach(() => {
  delete window.__earlyRequests;
  vi.restoreAllMocks();
});

describe("early requests of a prerendered page", () => {
  it("writes one key for equal bodies, whatever their key order", () => {
    expect(canonicalJson({ page: 1, keyword: "", facets: true })).toBe(
      '{"facets":true,"keyword":"","page":1}',
    );
    expect(requestKey("POST", "/api/view_job_post", { job_id: 7, accessToken: "t" })).toBe(
      'POST /api/view_job_post {"accessToken":"t","job_id":7}',
    );
  });

  it("gives the answer to the identical request once, then none", async () => {
    window.__earlyRequests = [
      { key: 'POST /api/view_job_post {"job_id":7}', response: answer("seven"), at: performance.now() },
    ];
    expect(takeEarlyResponse("POST", "/api/view_job_post", { job_id: 8 })).toBeUndefined();
    const taken = takeEarlyResponse("POST", "/api/view_job_post", { job_id: 7 });
    expect(await (await taken)?.text()).toBe("seven");
    expect(takeEarlyResponse("POST", "/api/view_job_post", { job_id: 7 })).toBeUndefined();
  });

  it("ignores an answer started more than 10 s before", () => {
    window.__earlyRequests = [{ key: 'POST /api/x {"a":1}', response: answer("old"), at: 1_000 }];
    vi.spyOn(performance, "now").mockReturnValue(11_001);
    expect(takeEarlyResponse("POST", "/api/x", { a: 1 })).toBeUndefined();
  });

  it("is nothing without a script that started one", () => {
    expect(takeEarlyResponse("POST", "/api/x", { a: 1 })).toBeUndefined();
  });
});
