import { canonicalJson, requestKey } from "@site/contract/early-answer";
import { afterEach, describe, expect, it, vi } from "vitest";
import { takeEarlyResponse } from "./early-request";

const answer = (text: string) => Promise.resolve(new Response(text));

afterEach(() => {
  delete window.__earlyRequests;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** An answer as the server writes it into a job page (apps/api/src/http/prerendered-job.ts). */
function embed(key: string, json: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.dataset.earlyAnswer = key;
  element.textContent = json;
  document.body.append(element);
}

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

  it("takes an answer the page carries, for the request with or without a token, once", async () => {
    embed('POST /api/view_job_post {"job_id":7}', '{"jobId":7,"jobTitle":"SRE \\u003cLead\\u003e"}');
    expect(takeEarlyResponse("POST", "/api/view_job_post", { accessToken: null, job_id: 8 })).toBeUndefined();
    const taken = takeEarlyResponse("POST", "/api/view_job_post", { accessToken: "token-1", job_id: 7 });
    const response = await taken;
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toBe("application/json");
    expect(await response?.json()).toEqual({ jobId: 7, jobTitle: "SRE <Lead>" });
    expect(document.querySelector("script[data-early-answer]")).toBeNull();
    expect(takeEarlyResponse("POST", "/api/view_job_post", { accessToken: null, job_id: 7 })).toBeUndefined();
  });

  it("leaves a carried answer alone for another endpoint, and after 10 s", () => {
    embed('POST /api/view_job_post {"job_id":7}', "{}");
    expect(takeEarlyResponse("POST", "/api/apply_for_job", { job_id: 7 })).toBeUndefined();
    vi.spyOn(performance, "now").mockReturnValue(10_001);
    expect(takeEarlyResponse("POST", "/api/view_job_post", { job_id: 7 })).toBeUndefined();
    expect(document.querySelector("script[data-early-answer]")).not.toBeNull();
  });
});
