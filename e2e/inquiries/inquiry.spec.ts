import { openPage } from "../support/app-shell";
import { expect, type Page, test } from "../support/test";

// The API allows 10 inquiries an hour per address: this file sends one real inquiry.

async function fillInquiry(page: Page, firstName: string) {
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill("Tester");
  await page.getByLabel("Email Address").fill(`inquiry-${Date.now()}@example.com`);
  await page.getByLabel("Phone Number").fill("+1 555 0100");
  await page.getByLabel("Message").fill("We would like a demo of the Systems Controller for 40 servers.");
}

test("the inquiry form shows 'Submitting...', then the failure message in the error style when the server fails", async ({
  page,
}) => {
  await openPage(page, "/submit-inquiry");
  // Boundary mock for the failure case only: the server answers 500, held back until the test
  // has seen the busy state (no fixed wait: the answer comes when the test releases it).
  let answer: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/submit_inquiry", async (route) => {
    await released;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Internal Server Error"}',
    });
  });
  await fillInquiry(page, "Failing");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();

  const busy = page.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  answer();

  const result = page.getByText("An error occurred while submitting the form.");
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute("data-state", "error");
  await expect(result).toHaveClass(/text-red-800/);
  await expect(page.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();
  await expect(page.getByLabel("First Name")).toHaveValue("Failing");
});

test("an inquiry is stored by the real server: success message and a cleared form", async ({ page }) => {
  await openPage(page, "/contact-us");
  await fillInquiry(page, "Ada");
  const answer = page.waitForResponse("**/api/submit_inquiry");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  expect((await answer).status()).toBe(200);

  const result = page.getByText(
    "Thank you! Your inquiry has been submitted. We will get back to you shortly.",
  );
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute("data-state", "success");
  for (const label of ["First Name", "Last Name", "Email Address", "Phone Number", "Message"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
});

test("the form names each missing field and sends nothing", async ({ page }) => {
  await openPage(page, "/");
  let sent = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/submit_inquiry")) sent = true;
  });
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("First name is required.")).toBeVisible();
  await expect(page.getByText("Message is required.")).toBeVisible();
  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
  expect(sent).toBe(false);
});
