import { describe, expect, it } from "vitest";
import { sanitizeJobHtml } from "./job-html.ts";

// The job-description allow-list (packages/contract/src/job-html.ts), one rule per case.
describe("sanitizeJobHtml", () => {
  it.each([
    [
      "keeps structure and emphasis",
      "<h2>Role</h2><h3>Team</h3><h4>Stack</h4><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u></p>" +
        "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr /><p>a<br />b</p>",
      "<h2>Role</h2><h3>Team</h3><h4>Stack</h4><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u></p>" +
        "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr /><p>a<br />b</p>",
    ],
    [
      "gives every link rel and target of its own, dropping the ones it came with",
      '<a href="https://example.com/jobs" title="Jobs" rel="opener" target="_self">apply</a>',
      '<a href="https://example.com/jobs" title="Jobs" rel="noopener noreferrer nofollow" target="_blank">apply</a>',
    ],
    [
      "keeps http and mailto links",
      '<a href="http://example.com">x</a> <a href="mailto:jobs@example.com">y</a>',
      '<a href="http://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a> ' +
        '<a href="mailto:jobs@example.com" rel="noopener noreferrer nofollow" target="_blank">y</a>',
    ],
    [
      "drops other schemes and protocol-relative links",
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="//evil.example/x">c</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">a</a><a rel="noopener noreferrer nofollow" target="_blank">b</a>' +
        '<a rel="noopener noreferrer nofollow" target="_blank">c</a>',
    ],
    [
      "drops scripts, styles, handlers and attributes off the list",
      '<p onclick="x()" class="c" style="color:red" id="i">t</p><script>alert(1)</script><style>p{}</style>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://example.com"></iframe>',
      "<p>t</p>",
    ],
    [
      "keeps the text of tags off the list",
      "<div><span>Hello</span> <h1>World</h1> <table><tr><td>cell</td></tr></table></div>",
      "Hello World cell",
    ],
  ])("%s", (_, html, expected) => {
    expect(sanitizeJobHtml(html)).toBe(expected);
  });
});
