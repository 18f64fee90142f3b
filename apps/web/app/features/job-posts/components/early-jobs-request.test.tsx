import { searchJobs, viewJobPost } from "@site/contract/api/job-posts";
import { requestKey } from "@site/contract/early-answer";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readSearchState, searchBodyOf } from "#web/lib/search-params";
import { earlyJobsScript } from "./early-jobs-request";

function runAt(url: string) {
  window.history.replaceState(null, "", url);
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response("{}")));
  vi.stubGlobal("fetch", fetchMock);
  new Function(earlyJobsScript)();
  return fetchMock;
}

afterEach(() => {
  delete window.__earlyRequests;
  document.body.innerHTML = "";
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the early request of the prerendered portal pages", () => {
  it("asks for the plain search as the app will, with the stored token", () => {
    window.localStorage.setItem("accessToken", "tok");
    const fetchMock = runAt("/search-jobs");
    const appBody = { ...searchBodyOf(readSearchState(new URLSearchParams())), accessToken: "tok" };
    expect(window.__earlyRequests?.map((request) => request.key)).toEqual([
      requestKey("POST", searchJobs.path, appBody),
    ]);
    expect(fetchMock).toHaveBeenCalledOnce();
    const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual(appBody);
  });

  it("asks for the job post of /job/{id} without a token when none is stored", () => {
    runAt("/job/26");
    expect(window.__earlyRequests?.map((request) => request.key)).toEqual([
      requestKey("POST", viewJobPost.path, { job_id: 26 }),
    ]);
  });

  it("asks for nothing for a search with a query, or a job id that is no number", () => {
    expect(runAt("/search-jobs?q=engineer")).not.toHaveBeenCalled();
    expect(runAt("/job/abc")).not.toHaveBeenCalled();
    expect(runAt("/job/0")).not.toHaveBeenCalled();
    expect(window.__earlyRequests).toBeUndefined();
  });

  it("asks for nothing when the page carries the post's answer, whatever token is stored", () => {
    window.localStorage.setItem("accessToken", "tok");
    const answer = document.createElement("script");
    answer.type = "application/json";
    answer.dataset.earlyAnswer = requestKey("POST", viewJobPost.path, { job_id: 26 });
    answer.textContent = "{}";
    document.body.append(answer);
    expect(runAt("/job/26")).not.toHaveBeenCalled();
    expect(window.__earlyRequests).toBeUndefined();
    // An answer for another job does not stop this one.
    expect(runAt("/job/27")).toHaveBeenCalledOnce();
  });
});
