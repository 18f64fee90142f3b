import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { docsRoutes } from "../doc-routes";
import { DocsSearch } from "./docs-search";

function Harness() {
  const location = useLocation();
  return (
    <>
      <DocsSearch route={docsRoutes.universalShell} />
      <output data-testid="location">{location.pathname + location.hash}</output>
    </>
  );
}

function renderSearch() {
  const Stub = createRoutesStub([{ path: "*", Component: Harness }]);
  return render(<Stub initialEntries={["/universal-shell/setup"]} />);
}

async function typeQuery(query: string) {
  const input = await screen.findByRole("combobox", { name: "Search" });
  fireEvent.change(input, { target: { value: query } });
  await screen.findByRole("option", { name: new RegExp(query.split(" ")[0] ?? query) }, { timeout: 10_000 });
  return input;
}

describe("DocsSearch", () => {
  it("opens with Ctrl-K and lands on a result with the keyboard", async () => {
    renderSearch();
    fireEvent.keyDown(document, { key: "k", ctrlKey: true });
    expect(screen.getByRole("dialog", { name: "Search the documentation" })).toBeTruthy();
    const input = await typeQuery("run_cmd");
    const options = screen.getAllByRole("option");
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/universal-shell/api-overview#run_cmd"),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens with Cmd-K and from its button; Escape closes it and returns focus", async () => {
    renderSearch();
    fireEvent.keyDown(document, { key: "K", metaKey: true });
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();

    const button = screen.getByRole("button", { name: /Search docs/ });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("button", { name: "Close search" }));
    expect(document.activeElement).toBe(button);
  });

  it("says when nothing matches", async () => {
    renderSearch();
    fireEvent.click(screen.getByRole("button", { name: /Search docs/ }));
    const input = await screen.findByRole("combobox");
    // <output> is a status too: look inside the dialog only.
    const status = () => within(screen.getByRole("dialog")).getByRole("status");
    await waitFor(() => expect(status().textContent).toBe(""), { timeout: 10_000 });
    fireEvent.change(input, { target: { value: "zzzzqqq" } });
    expect(status().textContent).toBe("No results for “zzzzqqq”");
  });

  it("opens results of other sets on their own route", async () => {
    renderSearch();
    fireEvent.click(screen.getByRole("button", { name: /Search docs/ }));
    await typeQuery("AwsInfraBuilder");
    fireEvent.click(screen.getAllByRole("option")[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toMatch(/^\/aws-infra-builder/));
  });

  it("finds the Systems Controller's own pages under /automation-controller", async () => {
    renderSearch();
    fireEvent.click(screen.getByRole("button", { name: /Search docs/ }));
    await typeQuery("inventory");
    const option = screen
      .getAllByRole("option")
      .find((candidate) => /Describe your hosts in the inventory/.test(candidate.textContent ?? ""));
    expect(option).toBeDefined();
    fireEvent.click(option as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        "/automation-controller/setup#describe-your-hosts-in-the-inventory",
      ),
    );
  });
});
