import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { InquiryForm } from "./inquiry-form";
import { usePlanMessage } from "./plan-message";

function FormWithPlan() {
  return <InquiryForm prefillMessage={usePlanMessage()} />;
}

function renderAt(url: string) {
  const client = new QueryClient();
  const Stub = createRoutesStub([{ path: "/contact-us", Component: FormWithPlan }]);
  return render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

const message = () => screen.getByLabelText("Message") as HTMLTextAreaElement;

describe("the plan named in the address", () => {
  it.each([
    ["/contact-us?plan=basic", "I'm interested in the Basic Plan."],
    ["/contact-us?plan=pro", "I'm interested in the Pro Plan."],
    ["/contact-us?plan=enterprise", "I'm interested in the Enterprise Plan."],
  ])("%s prefills the message with %s", async (url, expected) => {
    renderAt(url);
    await waitFor(() => expect(message().value).toBe(expected));
  });

  it.each(["/contact-us", "/contact-us?plan=platinum", "/contact-us?plan=<b>pro</b>"])(
    "%s leaves the message empty",
    async (url) => {
      renderAt(url);
      await screen.findByLabelText("Message");
      expect(message().value).toBe("");
    },
  );
});
