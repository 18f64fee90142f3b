import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "./footer";

function renderFooter() {
  const Stub = createRoutesStub([{ path: "*", Component: Footer }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("Footer", () => {
  it("links the logo home and shows the About Us blurb", () => {
    renderFooter();
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer)
        .getByRole("link", { name: /Automation Controller Systems home/ })
        .getAttribute("href"),
    ).toBe("/");
    expect(within(footer).getByRole("heading", { name: "About Us" })).toBeTruthy();
  });

  it("has the four quick links", () => {
    renderFooter();
    const quickLinks = screen.getByRole("navigation", { name: "Quick Links" });
    const links = within(quickLinks).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Universal Shell", "/universal-shell"],
      ["Jobs", "/search-jobs"],
      ["Contact Us", "/contact-us"],
    ]);
  });

  it("has three named social links that open safely in a new tab", () => {
    renderFooter();
    const social = screen.getAllByRole("link", { name: /on (LinkedIn|GitHub|X)$/ });
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the copyright of the current year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-04T10:00:00Z"));
    renderFooter();
    expect(screen.getByText("© 2031 Automation Controller Systems. All rights reserved.")).toBeTruthy();
  });
});
