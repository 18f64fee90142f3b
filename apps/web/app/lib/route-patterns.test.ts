import { describe, expect, it } from "vitest";
import { routePatterns } from "./route-patterns";

describe("routePatterns", () => {
  it("joins nested paths, keeps index routes as their parent's path and leaves out the catch-all", () => {
    const patterns = routePatterns({
      root: { id: "root", path: "" },
      "root-index": { id: "root-index", parentId: "root", index: true },
      job: { id: "job", parentId: "root", path: "job/:jobId" },
      console: { id: "console", parentId: "root", path: "console" },
      "console-home": { id: "console-home", parentId: "console", index: true },
      applicants: { id: "applicants", parentId: "console", path: "jobs/:jobId/applicants" },
      purchase: { id: "purchase", parentId: "root", path: "Purchase/*" },
      "catch-all": { id: "catch-all", parentId: "root", path: "*" },
    });
    expect(patterns).toEqual(["", "Purchase/*", "console", "console/jobs/:jobId/applicants", "job/:jobId"]);
  });
});
