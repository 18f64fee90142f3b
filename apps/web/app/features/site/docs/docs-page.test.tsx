import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation, useParams } from "react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { linkTarget } from "#web/test/links";
import { resizeWindow } from "#web/test/match-media";
import { type DocsRoute, docsRoutes } from "./doc-routes";
import { DocsPage } from "./docs-page";
import { docContent as controllerContent } from "./generated/automation-controller.gen";
import { docContent as shellContent } from "./generated/universal-shell.gen";
import { docContent as awsContent } from "./generated/universal-shell-aws.gen";

function DocsRouteStub({ route, content }: { route: DocsRoute; content: typeof shellContent }) {
  const { section } = useParams();
  const location = useLocation();
  return (
    <>
      <DocsPage route={route} content={content} sectionParam={section} />
      <output data-testid="location">{location.pathname + location.hash}</output>
    </>
  );
}

function UniversalShellStub() {
  return <DocsRouteStub route={docsRoutes.universalShell} content={shellContent} />;
}

function AutomationControllerStub() {
  return <DocsRouteStub route={docsRoutes.automationController} content={controllerContent} />;
}

function UniversalShellAwsStub() {
  return <DocsRouteStub route={docsRoutes.universalShellAws} content={awsContent} />;
}

function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      path: "/universal-shell/:section?",
      Component: UniversalShellStub,
    },
    {
      path: "/automation-controller/:section?",
      Component: AutomationControllerStub,
    },
    {
      path: "/universal-shell-aws/:section?",
      Component: UniversalShellAwsStub,
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const contents = () => screen.getByRole("navigation", { name: "Documentation contents" });
const heading = () => screen.getByRole("heading", { level: 1 });
const location = () => screen.getByTestId("location").textContent;

describe("DocsPage", () => {
  it("shows the section the URL names", () => {
    renderAt("/universal-shell/parallel-processing");
    expect(heading().textContent).toBe("Universal Shell Parallel Processing");
    expect(screen.getByRole("heading", { level: 2, name: "The parallel syntax" })).toBeTruthy();
  });

  it("shows the introduction for an unknown or missing section", () => {
    renderAt("/universal-shell/no-such-section");
    expect(heading().textContent).toBe("Universal Shell Introduction");
    const current = within(contents()).getByRole("link", { current: "page" });
    expect(current.textContent).toBe("Introduction");
  });

  it("marks the current section and changes section and URL on a contents-bar click", () => {
    renderAt("/universal-shell");
    fireEvent.click(within(contents()).getByRole("link", { name: "API Overview" }));
    expect(location()).toBe("/universal-shell/api-overview");
    expect(heading().textContent).toBe("Universal Shell API Overview");
    expect(within(contents()).getByRole("link", { current: "page" }).textContent).toBe("API Overview");
    expect(screen.getByRole("heading", { level: 3, name: "run_cmd" })).toBeTruthy();
  });

  it("links the white paper PDF and the AWS documentation", () => {
    renderAt("/universal-shell/setup");
    const bar = within(contents());
    expect(linkTarget("White paper (PDF)", bar)).toBe("/docs/universal-shell-white-paper.pdf");
    expect(linkTarget("AWS Extended Shell", bar)).toBe("/universal-shell-aws");
    expect(linkTarget("AWS Infrastructure Builder", bar)).toBe("/aws-infra-builder");
  });

  it("links the AWS documentation back to the Universal Shell", () => {
    renderAt("/universal-shell-aws/examples");
    expect(heading().textContent).toBe("AWS Extended Shell Examples");
    expect(linkTarget("Universal Shell", within(contents()))).toBe("/universal-shell");
  });

  it("has previous and next links in reading order", () => {
    renderAt("/universal-shell/setup");
    const pager = within(screen.getByRole("navigation", { name: "Previous and next section" }));
    expect(linkTarget(/Previous/, pager)).toBe("/universal-shell");
    fireEvent.click(pager.getByRole("link", { name: /Next/ }));
    expect(location()).toBe("/universal-shell/examples");
  });

  it("shows the Systems Controller's own pages under /automation-controller, linked among themselves", () => {
    renderAt("/automation-controller/introduction");
    expect(heading().textContent).toBe("Automation Controller Introduction");
    const article = screen.getByRole("article");
    expect(article.textContent).toContain(
      "The Systems Controller is one place to define, schedule, run and watch",
    );
    expect(article.textContent).not.toContain("The Universal Shell runs everyday operations");
    const setup = within(article).getAllByRole("link", { name: "Setup" })[0];
    expect(setup?.getAttribute("href")).toBe("/automation-controller/setup");
    expect(
      within(article).getAllByRole("link", { name: "AWS Extended Shell" })[0]?.getAttribute("href"),
    ).toBe("/universal-shell-aws");
    if (setup) fireEvent.click(setup);
    expect(location()).toBe("/automation-controller/setup");
  });

  it("jumps to a heading from the on-page contents and moves focus there", () => {
    // jsdom does not lay out, so it has no scrollIntoView.
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderAt("/universal-shell/api-overview");
    const toc = screen.getAllByRole("navigation", { name: "On this page" })[0];
    if (!toc) throw new Error("no on-page contents");
    fireEvent.click(within(toc).getByRole("link", { name: "run_cmd" }));
    expect(location()).toBe("/universal-shell/api-overview#run_cmd");
    expect(document.activeElement?.closest("h3")?.id).toBe("run_cmd");
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it("collapses the contents bar into a menu on narrow screens", () => {
    resizeWindow(375);
    renderAt("/universal-shell/examples");
    const toggle = within(contents()).getByRole("button", { name: "Contents" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(list?.className).toContain("hidden");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(within(contents()).getByRole("link", { name: "Setup" }));
    expect(within(contents()).getByRole("button", { name: "Contents" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });
});
