import { describe, expect, it } from "vitest";
import { safeReturnPath, withReturnTo } from "./return-to";

describe("safeReturnPath", () => {
  it.each([
    ["/job/12"],
    ["/search-jobs?keyword=kubernetes&page=2"],
    ["/universal-shell/commands#ls"],
    ["/view-profile"],
    ["/"],
  ])("keeps the same-site path %j", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    // Another site, protocol-relative.
    ["//evil.example"],
    ["//evil.example/job/12"],
    ["///evil.example"],
    // Browsers read a backslash as a slash.
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/job/12\\..\\..\\evil"],
    // A scheme.
    ["https://evil.example"],
    ["http://evil.example/job/12"],
    ["javascript:alert(document.domain)"],
    ["JavaScript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    // Control characters that a browser would drop, turning "/\t/" into "//".
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r/evil.example"],
    ["/\u0000/evil.example"],
    ["/job/12\u007f"],
    ["/job/12\u0085"],
    // Not a path at all.
    [" /job/12"],
    ["job/12"],
    [""],
    [null],
    [undefined],
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("refuses an absurdly long value", () => {
    expect(safeReturnPath(`/${"a".repeat(3000)}`)).toBeNull();
  });
});

describe("withReturnTo", () => {
  it("adds a safe path, encoded, and leaves an unsafe one out", () => {
    expect(withReturnTo("/login", "/job/12")).toBe("/login?returnTo=%2Fjob%2F12");
    expect(withReturnTo("/login", "/search-jobs?keyword=go&page=2")).toBe(
      "/login?returnTo=%2Fsearch-jobs%3Fkeyword%3Dgo%26page%3D2",
    );
    expect(withReturnTo("/login", "//evil.example")).toBe("/login");
    expect(withReturnTo("/login", null)).toBe("/login");
  });
});
