import { ethnicityOptions, genderOptions, profileMessages } from "@site/contract/api/accounts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_KEY } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import {
  currentPath,
  findToast,
  renderProfileRoute,
  requests,
  sampleProfile,
  startEachTestSignedIn,
  stubApi,
} from "../testing/render-profile-route";

startEachTestSignedIn();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const optionValues = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.value);

async function openForm(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ "/api/view_profile": () => jsonResponse(sampleProfile), ...handlers });
  renderProfileRoute("/edit-profile");
  await screen.findByRole("button", { name: "Submit" });
  return { fetchMock, user: userEvent.setup() };
}

const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "new-resume.pdf", { type: "application/pdf" });

describe("ProfileForm", () => {
  it("labels every field, keeps the e-mail read-only and offers exactly the spec's options", async () => {
    await openForm();
    expect(screen.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeTruthy();
    expect(field("First Name").value).toBe("Ada");
    expect(field("Last Name").value).toBe("Lovelace");
    expect(field("Phone Number").type).toBe("tel");
    expect(field("Citizenship Status").value).toBe("British citizen");
    expect(field("Description").value).toBe(sampleProfile.description);
    expect(field("Email Address").value).toBe("ada@example.com");
    expect(field("Email Address").readOnly).toBe(true);
    expect(field("Resume").type).toBe("file");
    expect(field("Resume").accept).toBe(".pdf,.doc,.docx,.odt,.rtf,.txt");

    expect(field("Gender").tagName).toBe("SELECT");
    expect(optionValues("Gender")).toEqual(["", ...genderOptions]);
    expect(field("Gender").value).toBe("female");
    expect(optionValues("Ethnicity")).toEqual(["", ...ethnicityOptions]);
    expect(field("Ethnicity").value).toBe("White");
  });

  it('sends only the editable fields, reads "Saving..." while busy, then toasts and shows the profile', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = await openForm({
      "/api/update_profile": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.clear(field("First Name"));
    await user.type(field("First Name"), "  Augusta ");
    await user.clear(field("Company"));
    await user.type(field("Company"), "Babbage & Co");
    await user.selectOptions(field("Gender"), "prefer not to answer");
    await user.selectOptions(field("Ethnicity"), "");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(requests(fetchMock)[1]).toEqual({
      path: "/api/update_profile",
      body: {
        accessToken: "session-token-1",
        updated_data: {
          firstName: "Augusta",
          lastName: "Lovelace",
          phoneNumber: "+44 20 7946 0000",
          company: "Babbage & Co",
          title: "Engineer",
          citizenshipStatus: "British citizen",
          description: sampleProfile.description,
          gender: "prefer not to answer",
          ethnicity: "",
        },
      },
    });

    await act(async () => answer(jsonResponse({ ...sampleProfile, firstName: "Augusta" })));
    expect(await findToast("Profile updated successfully!")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/view-profile"));
    expect(requests(fetchMock).some((request) => request.path === "/api/upload_resume")).toBe(false);
  });

  it("shows the company and title from sign-up, required, and refuses an empty company before sending", async () => {
    const { fetchMock, user } = await openForm({ "/api/update_profile": () => jsonResponse(sampleProfile) });
    expect((field("Company") as HTMLInputElement).value).toBe("Analytical Engines Ltd");
    expect((field("Title") as HTMLInputElement).value).toBe("Engineer");
    expect(field("Company").hasAttribute("required")).toBe(true);
    expect(field("Title").hasAttribute("required")).toBe(true);
    await user.clear(field("Company"));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Company is required.")).toBeTruthy();
    expect(field("Company").getAttribute("aria-invalid")).toBe("true");
    expect(requests(fetchMock).some((request) => request.path === "/api/update_profile")).toBe(false);
  });

  it("uploads a chosen resume as a data URL after saving the profile", async () => {
    const { fetchMock, user } = await openForm({
      "/api/update_profile": () => jsonResponse(sampleProfile),
      "/api/upload_resume": () => jsonResponse({ url: "/api/viewAttachment/t/f" }),
    });
    await user.upload(field("Resume"), pdf());
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(currentPath()).toBe("/view-profile"));

    const sent = requests(fetchMock).map((request) => request.path);
    expect(sent.slice(0, 3)).toEqual(["/api/view_profile", "/api/update_profile", "/api/upload_resume"]);
    expect(requests(fetchMock)[2]?.body).toEqual({
      accessToken: "session-token-1",
      fileName: "new-resume.pdf",
      resume_data: `data:application/pdf;base64,${btoa("%PDF-1.4\n%%EOF\n")}`,
    });
  });

  it("says when the resume filled in the phone number the profile lacked (decision 094)", async () => {
    const { user } = await openForm({
      "/api/update_profile": () => jsonResponse(sampleProfile),
      "/api/upload_resume": () =>
        jsonResponse({ url: "/api/viewAttachment/t/f", prefilled: { phoneNumber: "+44 20 7946 0958" } }),
    });
    await user.upload(field("Resume"), pdf());
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(currentPath()).toBe("/view-profile"));
    expect(
      await findToast(
        "We added the phone number from your resume, +44 20 7946 0958, to your profile. Edit it if it is not right.",
      ),
    ).toBeTruthy();
    expect(await findToast("Profile updated successfully!")).toBeTruthy();
  });

  it("refuses a file over 5 MB before sending anything", async () => {
    const { fetchMock, user } = await openForm();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" });
    await user.upload(field("Resume"), big);
    expect(screen.getByText(profileMessages.fileTooLarge)).toBeTruthy();
    expect(field("Resume").getAttribute("aria-invalid")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(field("Resume")).toBe(document.activeElement);
    expect(requests(fetchMock).map((request) => request.path)).toEqual(["/api/view_profile"]);
    expect(currentPath()).toBe("/edit-profile");
  });

  it("shows the server's field message beside the field and keeps what was typed", async () => {
    const { user } = await openForm({
      "/api/update_profile": () =>
        jsonResponse(
          {
            message: "updated_data.citizenshipStatus: Citizenship status is not valid.",
            code: "validation",
            fields: { "updated_data.citizenshipStatus": "Citizenship status is not valid." },
          },
          400,
        ),
    });
    await user.clear(field("Citizenship Status"));
    await user.type(field("Citizenship Status"), "Permanent resident");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Citizenship status is not valid.")).toBeTruthy();
    expect(field("Citizenship Status").getAttribute("aria-invalid")).toBe("true");
    expect(field("Citizenship Status")).toBe(document.activeElement);
    expect(field("Citizenship Status").value).toBe("Permanent resident");
    expect(currentPath()).toBe("/edit-profile");
    expect(screen.getByRole("button", { name: "Submit" })).toBeTruthy();
  });

  it("says so when the profile was saved but the server refused the resume", async () => {
    const { user } = await openForm({
      "/api/update_profile": () => jsonResponse(sampleProfile),
      "/api/upload_resume": () => jsonResponse({ message: profileMessages.unsupportedFile }, 415),
    });
    await user.upload(field("Resume"), pdf());
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(
      await findToast(
        `Your profile was saved, but the resume was not uploaded: ${profileMessages.unsupportedFile}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(profileMessages.unsupportedFile, { selector: "p" })).toBeTruthy();
    expect(field("Resume").files?.[0]?.name).toBe("new-resume.pdf");
    expect(currentPath()).toBe("/edit-profile");
  });

  it("toasts other failures and stays on the form", async () => {
    const { user } = await openForm({
      "/api/update_profile": () =>
        jsonResponse({ message: "Too many requests, please try again later" }, 429),
    });
    await user.type(field("Description"), " More.");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await findToast("Too many requests, please try again later")).toBeTruthy();
    expect(field("Description").value).toBe(`${sampleProfile.description} More.`);
    expect(currentPath()).toBe("/edit-profile");
  });

  it("validates with the contract's rules before sending", async () => {
    const { fetchMock, user } = await openForm();
    await user.clear(field("Last Name"));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Last name is required.")).toBeTruthy();
    expect(requests(fetchMock)).toHaveLength(1);
  });

  it("Cancel returns to /view-profile without saving", async () => {
    const { fetchMock, user } = await openForm();
    await user.type(field("First Name"), "x");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(currentPath()).toBe("/view-profile"));
    expect(requests(fetchMock).some((request) => request.path === "/api/update_profile")).toBe(false);
  });
});

describe("EditProfileScreen when the profile cannot be loaded", () => {
  it('without a stored token shows "Access token not found" and goes to /login', async () => {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    const fetchMock = stubApi({});
    renderProfileRoute("/edit-profile");
    expect(await findToast("Access token not found")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("goes to /login with the server's message on a load error", async () => {
    stubApi({ "/api/view_profile": () => jsonResponse({ message: "Access token not found" }, 401) });
    renderProfileRoute("/edit-profile");
    expect(await findToast("Access token not found")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/login"));
  });
});
