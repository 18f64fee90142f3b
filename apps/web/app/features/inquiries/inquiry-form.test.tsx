import { inquiryCopy } from "@site/content/inquiries/inquiry";
import { messages } from "@site/contract/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_KEY } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { requests, stubApi } from "#web/test/stub-api";
import { InquiryForm, isErrorMessage } from "./inquiry-form";

const thanks = "Thank you! Your inquiry has been submitted. We will get back to you shortly.";
const SUBMIT = "/api/submit_inquiry";

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InquiryForm />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const submit = () => screen.getByRole("button", { name: inquiryCopy.submit });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(inquiryCopy.fields.firstName), "Ada");
  await user.type(field(inquiryCopy.fields.lastName), "Lovelace");
  await user.type(field(inquiryCopy.fields.emailAddress), "ada@example.com");
  await user.type(field(inquiryCopy.fields.phoneNumber), "+1 555 0100");
  await user.type(field(inquiryCopy.fields.messageContent), "We run 40 servers and want nightly deploys.");
}

describe("InquiryForm", () => {
  it("has the five required fields with e-mail and telephone inputs", () => {
    renderForm();
    for (const label of Object.values(inquiryCopy.fields)) expect(field(label).required).toBe(true);
    expect(field(inquiryCopy.fields.emailAddress).type).toBe("email");
    expect(field(inquiryCopy.fields.phoneNumber).type).toBe("tel");
  });

  it("goes idle → submitting → the server's message, then clears the form", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    // An answer the test releases when it wants, to look at the "submitting" state.
    let release: (response: Response) => void = () => {};
    const api = stubApi({ [SUBMIT]: () => new Promise((resolve) => (release = resolve)) });
    await user.click(submit());

    const busy = await screen.findByRole("button", { name: inquiryCopy.submitBusy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    release(jsonResponse({ message: thanks }));
    const result = await screen.findByText(thanks);
    expect(result.getAttribute("data-state")).toBe("success");
    // The cleared form would leave the answer below the fold: it takes the focus (and the view).
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    for (const label of Object.values(inquiryCopy.fields)) expect(field(label).value).toBe("");

    expect(requests(api)).toEqual([
      {
        path: SUBMIT,
        body: {
          firstName: "Ada",
          lastName: "Lovelace",
          emailAddress: "ada@example.com",
          phoneNumber: "+1 555 0100",
          messageContent: "We run 40 servers and want nightly deploys.",
        },
      },
    ]);
  });

  it("sends the stored token when the visitor is signed in", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, "token-123");
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    const api = stubApi({ [SUBMIT]: () => jsonResponse({ message: thanks }) });
    await user.click(submit());
    await screen.findByText(thanks);
    expect(api.bodies(SUBMIT)[0]?.accessToken).toBe("token-123");
  });

  it("shows the failure message in the error style and keeps the input when the server fails", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    stubApi({ [SUBMIT]: () => jsonResponse({ message: "Internal Server Error" }, 500) });
    await user.click(submit());

    const result = await screen.findByText(messages.inquiryFailed);
    expect(result.getAttribute("data-state")).toBe("error");
    expect(field(inquiryCopy.fields.firstName).value).toBe("Ada");
  });

  it("shows the contract's messages and sends nothing while a field is empty or wrong", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderForm();
    await user.type(field(inquiryCopy.fields.emailAddress), "not-an-email");
    await user.click(submit());

    expect(await screen.findByText("First name is required.")).toBeDefined();
    expect(screen.getByText(messages.invalidEmail)).toBeDefined();
    expect(screen.getByText("Message is required.")).toBeDefined();
    await waitFor(() =>
      expect(field(inquiryCopy.fields.firstName).getAttribute("aria-invalid")).toBe("true"),
    );
    expect(api).not.toHaveBeenCalled();
  });
});

describe("isErrorMessage", () => {
  it("is true when the message contains the word error", () => {
    expect(isErrorMessage(messages.inquiryFailed)).toBe(true);
    expect(isErrorMessage("Error: try again")).toBe(true);
    expect(isErrorMessage(thanks)).toBe(false);
  });
});
