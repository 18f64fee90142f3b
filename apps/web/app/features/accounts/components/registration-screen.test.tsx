import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import { REGISTERED_EMAIL_KEY } from "../registered-email";
import {
  currentPath,
  FORM_TEST_TIMEOUT_MS,
  findToast,
  renderAuthRoute,
  requests,
  setupUser,
  stubApi,
  toastTexts,
} from "../testing/render-auth-route";

const REGISTER = "/api/auth/register";

const ada = {
  "First Name": "Ada",
  "Last Name": "Lovelace",
  Email: "Ada@Example.com",
  Password: "analytical-engine",
  "Phone Number": "+44 20 7946 0000",
  Company: "Analytical Engines Ltd",
  Title: "Engineer",
};

async function fill(values: Partial<typeof ada>) {
  const user = setupUser();
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return user;
}

const signUp = () => screen.getByRole("button", { name: "Sign Up" });

describe("Sign Up form", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("has the seven labelled, required fields and the modal links", () => {
    renderAuthRoute("/request-registration");
    expect(screen.getByRole("heading", { level: 1, name: "Sign Up" })).toBeTruthy();
    for (const label of Object.keys(ada)) {
      expect(screen.getByLabelText(label).hasAttribute("required"), label).toBe(true);
    }
    expect(screen.getByRole("button", { name: "Resend Token" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open Verification Modal" })).toBeTruthy();
  });

  it("validates in the spec's order: e-mail, then password, then the other fields", async () => {
    const api = stubApi({});
    renderAuthRoute("/request-registration");
    const user = await fill({ Email: "ada.example.com", Password: "short" });
    await user.click(signUp());
    expect(await findToast("Invalid email address.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));

    await fill({ Email: "ada@example.com" });
    await user.click(signUp());
    expect(await findToast("Password must be at least 8 characters.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));

    await fill({ Password: "long enough" });
    await user.click(signUp());
    expect(await findToast("First name is required.")).toBeTruthy();
    expect(screen.getByText("Company is required.")).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("registers, remembers the e-mail and opens the verification modal pre-filled", async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({ [REGISTER]: () => new Promise((resolve) => (answer = resolve)) });
    renderAuthRoute("/request-registration");
    const user = await fill(ada);
    await user.click(signUp());

    expect((screen.getByRole("button", { name: "Signing Up..." }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests(api)).toEqual([
      {
        path: REGISTER,
        body: {
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada@example.com",
          password: "analytical-engine",
          phone_no: "+44 20 7946 0000",
          company: "Analytical Engines Ltd",
          title: "Engineer",
        },
      },
    ]);

    await act(async () =>
      answer(jsonResponse({ message: "Registration successful! Please verify your email." })),
    );
    expect(await findToast("Registration successful! Please verify your email.")).toBeTruthy();
    expect(window.localStorage.getItem(REGISTERED_EMAIL_KEY)).toBe("ada@example.com");
    const dialog = await screen.findByRole("dialog", { name: "Email Verification" });
    const email = within(dialog).getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("ada@example.com");
    expect(email.readOnly).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Token"));
  });

  it.each([
    [
      "the server's message",
      jsonResponse({ message: "An account with this email already exists." }, 409),
      "An account with this email already exists.",
    ],
    ["a fallback without a message", jsonResponse({}, 500), "An unexpected error occurred."],
    [
      "a body that is not JSON",
      new Response("<h1>Bad Gateway</h1>", { status: 502 }),
      "Unexpected response: <h1>Bad Gateway</h1>",
    ],
  ])("toasts %s when registration fails", async (_case, response, expected) => {
    const api = stubApi({ [REGISTER]: () => response.clone() });
    renderAuthRoute("/request-registration");
    const user = await fill(ada);
    await user.click(signUp());
    // A proxy's 502 may hide a registration that went through: it is tried twice more with the
    // same Idempotency-Key (about 1.3 s) before the toast.
    expect(await findToast(expected, { timeout: 5000 })).toBeTruthy();
    expect(api.bodies(REGISTER)).toHaveLength(response.status === 502 ? 3 : 1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem(REGISTERED_EMAIL_KEY)).toBeNull();
  });

  it("toasts a network failure", async () => {
    stubApi({
      [REGISTER]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderAuthRoute("/request-registration");
    const user = await fill(ada);
    await user.click(signUp());
    // Tried three times with one Idempotency-Key before the toast.
    expect(await findToast("An error occurred. Please try again later.", { timeout: 5000 })).toBeTruthy();
  });

  it("puts its toasts at the bottom right", async () => {
    renderAuthRoute("/request-registration");
    const user = await fill({ Email: "nope" });
    await user.click(signUp());
    const toast = await findToast("Invalid email address.");
    const toaster = toast.closest("[data-sonner-toaster]");
    expect(toaster?.getAttribute("data-y-position")).toBe("bottom");
    expect(toaster?.getAttribute("data-x-position")).toBe("right");
  });
});

describe("the e-mailed verification link", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("opens the verification modal pre-filled and remembers the e-mail", async () => {
    renderAuthRoute("/request-registration?verify=1&email=ada%40example.com&token=123456");
    const dialog = await screen.findByRole("dialog", { name: "Email Verification" });
    expect((within(dialog).getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect((within(dialog).getByLabelText("Token") as HTMLInputElement).value).toBe("123456");
    expect(window.localStorage.getItem(REGISTERED_EMAIL_KEY)).toBe("ada@example.com");
    // The code does not stay in the address bar.
    await waitFor(() => expect(currentPath()).toBe("/request-registration"));
    expect(toastTexts()).toEqual([]);
  });
});

describe("verifying signs in (decision 091)", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("signs in with the verification's session and lands on the job search", async () => {
    const api = stubApi({
      "/api/auth/verify-register": () =>
        jsonResponse({ message: "Verification successful!", accessToken: "tok-verified", userName: "Ada" }),
      "/api/auth/validate-token": () =>
        jsonResponse({ success: { email: "ada@example.com", role: "candidate" } }),
    });
    renderAuthRoute("/request-registration?verify=1&email=ada%40example.com&token=123456");
    const dialog = await screen.findByRole("dialog", { name: "Email Verification" });
    await setupUser().click(within(dialog).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(currentPath()).toBe("/search-jobs"));
    expect(api.bodies("/api/auth/verify-register")).toEqual([{ email: "ada@example.com", token: "123456" }]);
    expect(window.localStorage.getItem("accessToken")).toBe("tok-verified");
    expect(await findToast("Ada logged in successfully!")).toBeTruthy();
  });

  it("goes back to the page the person signed up from", async () => {
    stubApi({
      [REGISTER]: () => jsonResponse({ message: "Registration successful! Please verify your email." }),
      "/api/auth/verify-register": () =>
        jsonResponse({ message: "Verification successful!", accessToken: "tok-back", userName: "Ada" }),
    });
    renderAuthRoute("/request-registration?returnTo=%2Fjob%2F12");
    const user = await fill(ada);
    await user.click(signUp());
    const dialog = await screen.findByRole("dialog", { name: "Email Verification" });
    await user.type(within(dialog).getByLabelText("Token"), "654321");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(currentPath()).toBe("/job/12"));
    expect(window.localStorage.getItem("accessToken")).toBe("tok-back");
  });
});

describe("signing up on the way to a page", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("keeps returnTo on the way to log in, and drops an unsafe one", () => {
    const { unmount } = renderAuthRoute("/request-registration?returnTo=%2Fjob%2F12");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe(
      "/login?returnTo=%2Fjob%2F12",
    );
    unmount();
    renderAuthRoute("/request-registration?returnTo=%2F%5Cevil.example");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
  });
});
