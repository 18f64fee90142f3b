import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize-description";

describe("sanitizeDescription", () => {
  it("keeps the structure of a description", () => {
    const html = "<h3>Role</h3><p>We <strong>ship</strong> <em>often</em>.</p><ul><li>Go</li></ul>";
    expect(sanitizeDescription(html)).toBe(html);
  });

  it("removes scripts, event handlers, styles, frames and images", () => {
    const clean = sanitizeDescription(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>',
    );
    expect(clean).toBe("<p>a</p>");
  });

  it("removes javascript: and data: links and opens web links in a new tab safely", () => {
    const clean = sanitizeDescription(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="https://example.com" target="_self">c</a>',
    );
    expect(clean).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">a</a>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">b</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">c</a>',
    );
  });
});
