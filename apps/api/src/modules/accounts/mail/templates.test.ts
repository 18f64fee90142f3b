import { describe, expect, it } from "vitest";
import { actionLink, baseUrl, escapedHostile, expectMail, hostile } from "#api/testing/mail-expectations.ts";
import { emailChangeCodeMail } from "./email-change-code.ts";
import { emailChangedMail } from "./email-changed.ts";
import { invitationMail } from "./invitation.ts";
import { passwordChangedMail } from "./password-changed.ts";
import { passwordResetCodeMail } from "./password-reset-code.ts";
import { signInAlertMail } from "./sign-in-alert.ts";
import { verificationCodeMail } from "./verification-code.ts";

// The mails this module sends, as their readers see them (moved from platform/mail/templates).
describe("verificationCodeMail", () => {
  const mail = verificationCodeMail({ email: "ada+jobs@example.com", code: "123456", baseUrl });

  it("has the subject, text and link of a verification code", () => {
    expectMail(mail, {
      subject: "Your verification code: 123456",
      title: "Verify your e-mail address",
      text: "Welcome!\n\nYour verification code is 123456.\n\nOpen this link to verify your e-mail address:\nhttps://jobs.example.com/request-registration?verify=1&email=ada%2Bjobs%40example.com&token=123456\n\nThe code expires in 30 minutes. If you did not register, ignore this e-mail.\n",
    });
    expect(mail.html).toContain(">123456</p>");
    expect(mail.html).toContain(
      'href="https://jobs.example.com/request-registration?verify=1&amp;email=ada%2Bjobs%40example.com&amp;token=123456"',
    );
    expect(mail.html).toContain(
      "The code expires in 30 minutes. If you did not ask for it, ignore this e-mail.",
    );
  });

  it("escapes the address the visitor typed", () => {
    const odd = verificationCodeMail({ email: hostile, code: "123456", baseUrl: `${baseUrl}/"><b>` });
    expect(odd.html).not.toContain("<script>");
    expect(odd.html).not.toContain('"><b>');
    expect(odd.html).toContain('href="https://jobs.example.com/&quot;&gt;&lt;b&gt;/request-registration?');
  });
});

describe("passwordResetCodeMail", () => {
  const mail = passwordResetCodeMail({ email: "ada@example.com", code: "654321", baseUrl });

  it("has the subject, text and link of a reset code", () => {
    expectMail(mail, {
      subject: "Your password reset code: 654321",
      title: "Reset your password",
      text: "Someone asked to reset the password of this account.\n\nYour code is 654321.\n\nOpen this link to choose a new password:\nhttps://jobs.example.com/request-reset-pw?email=ada%40example.com&token=654321\n\nThe code expires in 30 minutes. If it was not you, ignore this e-mail: your password stays as it is.\n",
    });
    expect(mail.html).toContain(">654321</p>");
    expect(mail.html).toMatch(
      actionLink(
        "https://jobs.example.com/request-reset-pw?email=ada%40example.com&amp;token=654321",
        "Choose a new password",
      ),
    );
  });
});

describe("passwordChangedMail", () => {
  it("has the subject and text of the notice", () => {
    const mail = passwordChangedMail({ baseUrl });
    expectMail(mail, {
      subject: "Your password was changed",
      text: "The password of your account was just changed, and every signed-in device was signed out.\n\nIf you did not do this, reset your password now and tell the site's administrator.\nhttps://jobs.example.com/request-reset-pw\n",
    });
    expect(mail.html).toContain("tell the site&#39;s administrator.</p>");
    expect(mail.html).toMatch(actionLink("https://jobs.example.com/request-reset-pw", "Reset my password"));
  });
});

describe("signInAlertMail", () => {
  it("has the subject and text of the login-throttle notice", () => {
    const mail = signInAlertMail({ baseUrl });
    expectMail(mail, {
      subject: "Someone is trying to sign in to your account",
      text: "Several wrong passwords were just entered for your account, so further tries are being slowed down.\n\nIf it was you, wait a little and try again. If not, nobody got in; if your password is weak or used elsewhere, choose a new one.\nhttps://jobs.example.com/request-reset-pw\n",
    });
    expect(mail.html).toMatch(
      actionLink("https://jobs.example.com/request-reset-pw", "Choose a new password"),
    );
  });
});

describe("invitationMail", () => {
  it("says who invited whom to what role, escapes the names, and carries the one link", () => {
    const link = "https://jobs.example.com/accept-invite?token=abc_DEF-123";
    const mail = invitationMail({
      firstName: hostile,
      invitedBy: "admin@example.com",
      role: "employer",
      link,
      expiresAt: new Date("2026-12-01T10:00:00Z"),
    });
    expectMail(mail, {
      subject: "You are invited to Automation Controller",
      text: `Hello ${hostile},\n\nadmin@example.com has invited you to Automation Controller as an employer.\n\nOpen this link to choose your password; your account is ready as soon as you have:\n${link}\n\nThe link works once and until Tue, 01 Dec 2026 10:00:00 GMT. If you did not expect this invitation, you can ignore this e-mail: no account is made without you.\n`,
    });
    expect(mail.html).toContain(`>Hello ${escapedHostile},</p>`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toMatch(actionLink(link, "Accept the invitation"));
    expect(mail.html.match(/<a /g)).toHaveLength(1);
  });
});

describe("emailChangeCodeMail and emailChangedMail", () => {
  it("sends the code and nothing of the account to the new address", () => {
    const mail = emailChangeCodeMail({ code: "654321" });
    expectMail(mail, {
      subject: "Your code to change your e-mail address: 654321",
      title: "Confirm your new e-mail address",
      text: "Someone asked to use this e-mail address for their account.\n\nYour code is 654321. Enter it on your profile page to finish the change.\n\nThe code expires in 30 minutes. If you did not ask for it, ignore this e-mail.\n",
    });
    expect(mail.html).toContain(">654321</p>");
  });

  it("tells the old address that the account moved, not where, and how to get it back", () => {
    const mail = emailChangedMail({ baseUrl });
    expectMail(mail, {
      subject: "Your e-mail address was changed",
      text: `The e-mail address of your account was changed. This address no longer signs in, and every code we had mailed here no longer works.\n\nIf you did not do this, write to us at once through our contact page, from this address: we will lock the account and give it back to you.\n${baseUrl}/contact-us\n`,
    });
    expect(mail.html).toContain(`href="${baseUrl}/contact-us"`);
  });
});
