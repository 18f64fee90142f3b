import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { pagedResponse } from "#web/test/json-response";
import { actAs, renderConsoleRoute, sentTo, stubApi } from "#web/test/render-console-route";

const LIST = "/api/list_inquiries";
const inquiry = (id: string, firstName: string, createdAt: string) => ({
  id,
  firstName,
  lastName: "Sender",
  emailAddress: `${firstName.toLowerCase()}@example.com`,
  phoneNumber: "+1 555 0100",
  messageContent: `Hello from ${firstName}.\nSecond line.`,
  createdAt,
});

beforeEach(() => actAs("admin"));

describe("Inquiries screen", () => {
  it("shows each inquiry with the sender's details, in the server's order (newest first)", async () => {
    const fetchMock = stubApi({
      [LIST]: () =>
        pagedResponse(
          [
            inquiry("2", "Newest", "2026-03-02T10:00:00.000Z"),
            inquiry("1", "Older", "2026-03-01T10:00:00.000Z"),
          ],
          2,
          1,
        ),
    });
    renderConsoleRoute("/console/inquiries");
    const items = await screen.findAllByRole("article");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Newest Sender",
      "Older Sender",
    ]);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole("link", { name: "newest@example.com" }).getAttribute("href")).toBe(
      "mailto:newest@example.com",
    );
    expect(first.getByText("+1 555 0100")).toBeTruthy();
    expect(first.getByText(/Hello from Newest\./)).toBeTruthy();
    expect(first.getByText(/Mar/).closest("time")?.getAttribute("dateTime")).toBe("2026-03-02T10:00:00.000Z");
    expect(sentTo(fetchMock, LIST)[0]?.body).toEqual({ authToken: "admin-token", page: 1 });
  });

  it("pages through inquiries", async () => {
    const fetchMock = stubApi({
      [LIST]: (body) =>
        pagedResponse([inquiry(String(body.page), `Page${body.page}`, "2026-03-02T10:00:00.000Z")], 21, 2),
    });
    renderConsoleRoute("/console/inquiries");
    await screen.findByText("Page1 Sender");
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page2 Sender")).toBeTruthy();
    await waitFor(() =>
      expect(sentTo(fetchMock, LIST)[1]?.body).toEqual({ authToken: "admin-token", page: 2 }),
    );
  });

  it("says so when there are none", async () => {
    stubApi({ [LIST]: () => pagedResponse([], 0, 0) });
    renderConsoleRoute("/console/inquiries");
    expect(await screen.findByText("No inquiries yet.")).toBeTruthy();
  });
});
