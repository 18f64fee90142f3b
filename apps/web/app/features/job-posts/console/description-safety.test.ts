import { describe, expect, it } from "vitest";
import { hasUnsafeContent } from "./description-safety";

describe("hasUnsafeContent", () => {
  it.each([
    "<p>Hello</p><script>alert(1)</script>",
    '<p onclick="alert(1)">Hi</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<img src="x" onerror="alert(1)">',
    '<iframe src="https://example.com"></iframe>',
  ])("flags %s", (html) => {
    expect(hasUnsafeContent(html)).toBe(true);
  });

  it.each([
    "",
    "Plain text",
    "<h2>Role</h2><p>We <strong>build</strong> things.</p><ul><li>One</li></ul>",
    '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    "<p>a &lt;script&gt; written as text</p>",
  ])("accepts %s", (html) => {
    expect(hasUnsafeContent(html)).toBe(false);
  });
});
