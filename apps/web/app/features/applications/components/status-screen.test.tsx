import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import ApplicationStatusRoute from "#web/routes/application-status";
import { jsonResponse } from "#web/test/json-response";
import { stubApi } from "#web/test/stub-api";

const STATUS = "/api/application_status";
const WITHDRAW = "/api/withdraw_application_by_link";
const id = "0b9f3c1e-6a2b-4c1d-9e8f-1a2b3c4d5e6f";
const link = `/application-status?id=${id}&token=1893456000.sig`;

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    { path: "/application-status", Component: ApplicationStatusRoute },
    { path: "/job/:jobId", Component: () => <p>Job page</p> },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
}

/** The status of an application to job 42, Platform Engineer at Acme, sent on November 20, 2026. */
const status = (overrides: Record<string, string>) =>
  jsonResponse({
    jobId: 42,
    jobTitle: "Platform Engineer",
    companyName: "Acme",
    appliedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  });

describe("application status page", () => {
  it("shows the one application's stage in words, with its job", async () => {
    const api = stubApi({
      [STATUS]: () => status({ companyName: "Acme <Labs>", stage: "interview" }),
    });
    renderAt(link);
    expect(screen.getByRole("heading", { level: 1, name: "Your application" })).toBeTruthy();
    expect(await screen.findByText("Interview")).toBeTruthy();
    expect(screen.getByText("You are invited to interviews.")).toBeTruthy();
    expect(screen.getByText(/Application for Platform Engineer at Acme <Labs>/)).toBeTruthy();
    expect(screen.queryByText(/job number/)).toBeNull();
    expect(
      screen.getByText(
        "What usually comes next: after the interviews, the employer decides whether to make an offer.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "View the job" }).getAttribute("href")).toBe("/job/42");
    expect(screen.getByText("Sent on November 20, 2026")).toBeTruthy();
    expect(api.bodies(STATUS)).toEqual([{ applicationId: id, token: "1893456000.sig" }]);
  });

  it("says when the hiring team first opened the application (decision 095)", async () => {
    stubApi({
      [STATUS]: () => status({ viewedAt: "2026-11-23T08:30:00.000Z", stage: "applied" }),
    });
    renderAt(link);
    expect(
      await screen.findByText("Sent on November 20, 2026 · Opened by the hiring team on November 23, 2026."),
    ).toBeTruthy();
    expect(screen.getByText("Received: the employer has not moved it to a next step yet.")).toBeTruthy();
  });

  it("says in words when the link is refused, and asks for the link when it is missing", async () => {
    const refused =
      "This link is not valid or has expired. Please use the link in your most recent e-mail from us.";
    stubApi({ [STATUS]: () => jsonResponse({ message: refused, code: "forbidden" }, 403) });
    renderAt(link);
    expect((await screen.findByRole("alert")).textContent).toBe(refused);
    expect(screen.queryByRole("button", { name: "Withdraw my application" })).toBeNull();

    const api = stubApi({});
    renderAt("/application-status?id=only-an-id");
    expect(screen.getAllByText("This page needs the link from your confirmation e-mail.")).toHaveLength(1);
    expect(api.bodies(STATUS)).toEqual([]);
  });

  it("withdraws the application after asking", async () => {
    const api = stubApi({
      [STATUS]: () => status({ stage: "applied" }),
      [WITHDRAW]: () => jsonResponse({ message: "Your application has been withdrawn." }),
    });
    renderAt(link);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Withdraw my application" }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw your application?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.bodies(WITHDRAW)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Withdraw my application" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Withdraw your application?" })).getByRole("button", {
        name: "Withdraw my application",
      }),
    );
    expect((await screen.findByRole("status")).textContent).toBe("Your application has been withdrawn.");
    expect(api.bodies(WITHDRAW)).toEqual([{ applicationId: id, token: "1893456000.sig" }]);
    expect(screen.queryByText("Applied")).toBeNull();
  });
});
