import { inquiryMessages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inquiries } from "#api/db/schema.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { createTestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const inquiry = {
  firstName: "Grace",
  lastName: "Hopper",
  emailAddress: "grace@example.com",
  phoneNumber: "+1 555 010 2000",
  messageContent: "We run 400 Linux hosts. Can the Systems Controller schedule our weekly patching?",
};

describe.each(databaseKinds())("contact inquiries on %s", (kind) => {
  const ctx = withMailingTestApp(kind, { CONTACT_EMAIL: "inbox@example.com" });
  const submit = (payload: object) =>
    ctx.t.app.inject({ method: "POST", url: "/api/submit_inquiry", payload });

  it("stores an inquiry from a visitor (no token, or the text null) and mails the inbox", async () => {
    for (const accessToken of [undefined, "null", null]) {
      const response = await submit({
        ...inquiry,
        accessToken,
        messageContent: `${inquiry.messageContent} ${accessToken}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: inquiryMessages.submitted });
    }
    const stored = await ctx.t.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.emailAddress, "grace@example.com"));
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.userId === null)).toBe(true);
    const mail = await ctx.smtp.waitForMail("inbox@example.com");
    expect(mail.subject).toBe("New inquiry from Grace Hopper");
    expect(mail.text).toContain("weekly patching");
  });

  it("escapes HTML in the notification", async () => {
    await submit({ ...inquiry, emailAddress: "x@example.com", messageContent: "<script>alert(1)</script>" });
    let mail = await ctx.smtp.waitForMail("inbox@example.com");
    while (!mail.text.includes("<script>")) mail = await ctx.smtp.waitForMail("inbox@example.com");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it.each([
    [{ emailAddress: "nope" }, "emailAddress: Invalid email address."],
    [{ firstName: "" }, "firstName: First name is required."],
    [
      { phoneNumber: "call me maybe" },
      "phoneNumber: Phone number may contain only digits, spaces and + ( ) . / -",
    ],
    [{ messageContent: "x".repeat(5001) }, "messageContent: Message must be at most 5000 characters."],
    [{ messageContent: undefined }, "messageContent: Message is required."],
  ])("refuses %o with a clear message and stores nothing", async (change, message) => {
    const email = `bad-${Math.random()}@example.com`;
    const response = await submit({ ...inquiry, emailAddress: email, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: "validation" });
    expect(
      await ctx.t.database.db.select().from(inquiries).where(eq(inquiries.emailAddress, email)),
    ).toHaveLength(0);
  });

  it("limits inquiries per IP address", async () => {
    const limited = await createTestApp(kind);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/submit_inquiry",
          payload: inquiry,
        });
        codes.push(response.statusCode);
      }
      expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
