import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "#api/db/schema.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { codeFrom } from "#api/testing/smtp-sink.ts";
import { postFromFreshAddresses } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// docs/decisions/030-ways-in-and-unverified-log-in.md: only the right password of an unverified
// account leads to the verification step; everything else stays the spec's one answer.
const password = "correct horse battery staple";
const notVerified = {
  message:
    "Your email address is not verified yet. We have emailed you a verification code: enter it to finish logging in.",
  code: "email_not_verified",
};
const invalid = { message: "Invalid email or password", code: "unauthorized" };

describe.each(databaseKinds())("log-in of an unverified account on %s", (kind) => {
  const ctx = withMailingTestApp(kind);
  // A client address per call: the per-(account, address) log-in waits stay out of the way.
  const post = postFromFreshAddresses(() => ctx.t, 30);
  const logIn = (inputEmail: string, secret: string) =>
    post("/api/auth/log-in", { inputEmail, password: secret });
  const queuedFor = async (email: string) =>
    (await ctx.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

  /** Registers a candidate and consumes the registration mail, leaving the account pending. */
  async function registerPending(): Promise<string> {
    const email = `pending-${randomUUID()}@example.com`;
    const registered = await post("/api/auth/register", {
      first_name: "Grace",
      last_name: "Hopper",
      email,
      password,
      phone_no: "+1 202 555 0147",
      company: "Navy",
      title: "Rear Admiral",
    });
    expect(registered.statusCode).toBe(200);
    await ctx.smtp.waitForMail(email);
    return email;
  }

  it("answers a wrong password exactly as for any account, and mails nothing", async () => {
    const email = await registerPending();
    const wrong = await logIn(email, "not the password at all");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalid);
    // Only the registration mail was ever queued for this address.
    expect(await queuedFor(email)).toBe(1);
  });

  it("answers the right password with email_not_verified and a fresh code; after verifying, log-in works", async () => {
    const email = await registerPending();
    const answer = await logIn(email.toUpperCase(), password);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(notVerified);
    expect(answer.json()).not.toHaveProperty("accessToken");

    const mail = await ctx.smtp.waitForMail(email);
    const code = codeFrom(mail);
    expect(mail.subject).toBe(`Your verification code: ${code}`);

    const verified = await post("/api/auth/verify-register", { email, token: code });
    // The verification signs the account in (decision 091); logging in again works too.
    expect(verified.json()).toEqual({
      message: "Verification successful!",
      accessToken: expect.any(String),
      userName: "Grace",
    });
    const after = await logIn(email, password);
    expect(after.statusCode).toBe(200);
    expect(after.json().userName).toBe("Grace");
  });

  it("shares the per-address mail limit with Resend Token: past it, no more mail but the same answer", async () => {
    const email = await registerPending();
    // Five verification mails an hour per address (the registration mail is not counted there).
    for (let i = 0; i < 5; i++) expect((await logIn(email, password)).statusCode).toBe(403);
    expect(await queuedFor(email)).toBe(6);
    const sixth = await logIn(email, password);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual(notVerified);
    expect(await queuedFor(email)).toBe(6);
    // The resend endpoint counts in the same bucket: it is refused now too.
    const resend = await ctx.t.app.inject({
      method: "POST",
      url: `/api/auth/resend-token?email=${encodeURIComponent(email)}`,
      remoteAddress: "10.31.0.1",
    });
    expect(resend.statusCode).toBe(429);
    // The last code that was mailed still verifies the account.
    const [last] = await ctx.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!last) throw new Error("no mail queued");
    const token = codeFrom({ to: email, subject: last.subject, text: last.textBody, html: "" });
    const verified = await post("/api/auth/verify", { inputEmail: email, token });
    expect(verified.statusCode).toBe(200);
  });

  it("counts concurrent log-ins atomically: 12 at once queue at most 5 mails", async () => {
    const email = await registerPending();
    const answers = await Promise.all(Array.from({ length: 12 }, () => logIn(email, password)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(403));
    expect(await queuedFor(email)).toBe(6);
  });
});
