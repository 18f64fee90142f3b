import { describe, expect, it } from "vitest";
import { pathParameters } from "./endpoint.ts";
import { endpoints } from "./endpoints.ts";

describe("path parameters", () => {
  it("reads the :name segments of a path", () => {
    expect(pathParameters("/api/viewAttachment/:token/:resumeUrl")).toEqual(["token", "resumeUrl"]);
    expect(pathParameters("/api/search_jobs")).toEqual([]);
  });

  it("are declared in params by every endpoint whose path has them, and by no other", () => {
    const undeclared: string[] = [];
    for (const domain of Object.values(endpoints)) {
      for (const endpoint of Object.values(domain)) {
        const shape = endpoint.params && "shape" in endpoint.params ? endpoint.params.shape : {};
        const declared = Object.keys(shape as object).sort();
        if (pathParameters(endpoint.path).sort().join() !== declared.join()) undeclared.push(endpoint.path);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
