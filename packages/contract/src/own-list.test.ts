import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ownList } from "./own-list.ts";

describe("an own list", () => {
  const list = ownList({
    path: "/api/my_things",
    summary: "The caller's things",
    tag: "things",
    access: "candidate",
    item: z.object({ id: z.string() }),
  });

  it("is a POST of the session token alone, with the access it was given", () => {
    expect([list.method, list.path, list.access, list.token]).toEqual([
      "POST",
      "/api/my_things",
      "candidate",
      "accessToken",
    ]);
    expect(list.body?.parse({ accessToken: "abc", page: 2 })).toEqual({ accessToken: "abc" });
  });

  it("answers every item in data, checked against the item's schema", () => {
    expect(list.response.parse({ data: [{ id: "a" }, { id: "b" }] })).toEqual({
      data: [{ id: "a" }, { id: "b" }],
    });
    expect(list.response.safeParse({ data: [{ id: 1 }] }).success).toBe(false);
    expect(list.response.safeParse({ data: [], total: 0 }).success).toBe(true);
  });
});
