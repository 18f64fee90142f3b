import { toast } from "../support/accounts";
import { collectBrowserErrors, openPage } from "../support/app-shell";
import { signedInCandidate } from "../support/jobs";
import { samplePdf } from "../support/sample-pdf";
import { expect, test } from "../support/test";
import { detail } from "./profile-fixtures";

test("a candidate edits the profile, uploads a PDF, sees it and downloads the same bytes @full-browser", async ({
  page,
}) => {
  const browserErrors = collectBrowserErrors(page);
  const { account, accessToken } = await signedInCandidate(page);
  const pdf = samplePdf("Ada King, Countess of Lovelace: resume");

  await page.goto("/view-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(detail(page, "Email Address")).toHaveText(account.email);
  await expect(detail(page, "First Name")).toHaveText(account.firstName);
  await expect(page.getByText("No resume uploaded yet.")).toBeVisible();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByLabel("First Name")).toHaveValue(account.firstName);
  await expect(page.getByLabel("Email Address")).toHaveValue(account.email);
  await expect(page.getByLabel("Email Address")).not.toBeEditable();

  await page.getByLabel("First Name").fill("Augusta Ada");
  await page.getByLabel("Last Name").fill("King");
  await expect(page.getByLabel("Company")).toHaveValue(account.company);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(account.title);
  await page.getByLabel("Phone Number").fill("+44 20 7946 0001");
  await page.getByLabel("Company").fill("Babbage & Co");
  await page.getByLabel("Title", { exact: true }).fill("Lead Programmer");
  await page.getByLabel("Citizenship Status").fill("British citizen");
  await page.getByLabel("Description").fill("Wrote the first published algorithm.");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Ethnicity").selectOption("Other");
  await page
    .getByLabel("Resume")
    .setInputFiles({ name: "ada-king-resume.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/view-profile$/);
  await expect(detail(page, "First Name")).toHaveText("Augusta Ada");
  await expect(detail(page, "Last Name")).toHaveText("King");
  await expect(detail(page, "Phone Number")).toHaveText("+44 20 7946 0001");
  await expect(detail(page, "Company")).toHaveText("Babbage & Co");
  await expect(detail(page, "Title")).toHaveText("Lead Programmer");
  await expect(detail(page, "Citizenship Status")).toHaveText("British citizen");
  await expect(detail(page, "Description")).toHaveText("Wrote the first published algorithm.");
  await expect(detail(page, "Gender")).toHaveText("Female");
  await expect(detail(page, "Ethnicity")).toHaveText("Other");
  await expect(page.getByRole("heading", { name: "My applications" })).toBeVisible();

  const link = page.getByRole("link", { name: "ada-king-resume.pdf (opens in a new tab)" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener");
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/api\/viewAttachment\/[^/]+\/[0-9a-f-]{36}$/);
  expect(href).not.toContain(accessToken);

  // Following the link opens a new tab that shows the PDF in Chromium's viewer (sandboxed), no download
  // (docs/decisions/031-one-application-per-job-and-inline-pdf.md).
  let downloads = 0;
  page.on("download", () => downloads++);
  const popupOpened = page.waitForEvent("popup");
  await link.click();
  const popup = await popupOpened;
  popup.on("download", () => downloads++);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe(href);
  expect(await popup.evaluate(() => document.contentType)).toBe("application/pdf");
  expect(downloads).toBe(0);
  await popup.close();

  // The same link, requested directly: the PDF's exact bytes, inline, with the safe headers.
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe(
    "inline; filename=\"ada-king-resume.pdf\"; filename*=UTF-8''ada-king-resume.pdf",
  );
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect((await response.body()).equals(pdf)).toBe(true);
  expect(browserErrors).toEqual([]);
});

test("a 6 MB file is refused in the browser; a program named .pdf is refused by the server", async ({
  page,
}) => {
  await signedInCandidate(page);
  await page.goto("/edit-profile");
  await page.getByLabel("Citizenship Status").fill("Permanent resident");

  let uploads = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/upload_resume")) uploads += 1;
  });
  const resume = page.getByLabel("Resume");
  await resume.setInputFiles({
    name: "huge.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(6 * 1024 * 1024, 0x20),
  });
  await expect(page.getByText("The resume must be at most 5 MB.")).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(resume).toBeFocused();
  expect(uploads).toBe(0);

  // A Windows executable's header under a resume's name: recognised by content and refused.
  const program = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(512, 1)]);
  await resume.setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: program });
  await page.getByRole("button", { name: "Submit" }).click();
  const refusal = "Unsupported file type: upload a PDF, DOC, DOCX, ODT, RTF or TXT file.";
  await expect(
    toast(page, `Your profile was saved, but the resume was not uploaded: ${refusal}`),
  ).toBeVisible();
  await expect(page.getByText(refusal, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByLabel("Citizenship Status")).toHaveValue("Permanent resident");

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/view-profile$/);
  await expect(detail(page, "Citizenship Status")).toHaveText("Permanent resident");
  await expect(page.getByText("No resume uploaded yet.")).toBeVisible();
});

for (const path of ["/view-profile", "/edit-profile"]) {
  test(`${path} without a token says "Access token not found" and lands on /login`, async ({ page }) => {
    await page.goto(path);
    await expect(toast(page, "Access token not found")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });
}

test("an expired or revoked token on /view-profile leads to /login and is forgotten", async ({ page }) => {
  await openPage(page, "/");
  await page.evaluate(() => localStorage.setItem("accessToken", "no-longer-valid"));
  await page.goto("/view-profile");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
});
