import { describe, expect, it } from "vitest";
import { parseLinks, safeLink } from "./parse-links";

describe("parseLinks", () => {
  it("turns the assistant's Markdown links into in-app links", () => {
    expect(parseLinks("Read more: [Setup](/universal-shell/setup) · [Plans](/Purchase)")).toEqual([
      { kind: "text", text: "Read more: " },
      { kind: "internal", text: "Setup", to: "/universal-shell/setup" },
      { kind: "text", text: " · " },
      { kind: "internal", text: "Plans", to: "/Purchase" },
    ]);
  });

  it("links bare URLs and e-mail addresses, leaving sentence punctuation outside", () => {
    expect(parseLinks("See https://example.com/a?b=1. Or e-mail ops@example.com.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "external", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ". Or e-mail " },
      { kind: "external", text: "ops@example.com", href: "mailto:ops@example.com" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps unsafe links as their literal text", () => {
    for (const text of [
      "[click](javascript:alert(1))",
      "[x](javascript:window.__xss=1)",
      "[x](data:text/html,hi)",
      "[x](//evil.example/path)",
      "[x](/\\evil.example)",
      "[x](vbscript:msgbox)",
    ]) {
      const segments = parseLinks(text);
      expect(segments.every((segment) => segment.kind === "text")).toBe(true);
      expect(segments.map((segment) => segment.text).join("")).toBe(text);
    }
  });

  it("leaves HTML as text", () => {
    const html = `<img src=x onerror=window.__xss=1><script>window.__xss=1</script>`;
    expect(parseLinks(html)).toEqual([{ kind: "text", text: html }]);
  });

  it("returns nothing for an empty answer", () => {
    expect(parseLinks("")).toEqual([]);
  });
});

describe("safeLink", () => {
  it("allows same-origin paths and http, https and mailto URLs only", () => {
    expect(safeLink("/docs#intro")).toEqual({ kind: "internal", to: "/docs#intro" });
    expect(safeLink("http://example.com")).toEqual({ kind: "external", href: "http://example.com/" });
    expect(safeLink("mailto:a@b.co")).toEqual({ kind: "external", href: "mailto:a@b.co" });
    for (const url of ["JavaScript:alert(1)", "relative/path", "ftp://x.example", "/a b", "//x.example"]) {
      expect(safeLink(url)).toBeNull();
    }
  });
});
