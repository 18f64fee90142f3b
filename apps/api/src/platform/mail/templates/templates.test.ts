import { describe, expect, it } from "vitest";
import { applicationHiredMail } from "./application-hired.ts";
import { applicationReceivedMail } from "./application-received.ts";
import { applicationRejectedMail } from "./application-rejected.ts";
import { applicationStageChangedMail } from "./application-stage-changed.ts";
import { emailChangeCodeMail } from "./email-change-code.ts";
import { emailChangedMail } from "./email-changed.ts";
import { html } from "./html.ts";
import { inquiryNotificationMail } from "./inquiry-notification.ts";
import { invitationMail } from "./invitation.ts";
import { jobAlertDigestMail } from "./job-alert-digest.ts";
import { passwordChangedMail } from "./password-changed.ts";
import { passwordResetCodeMail } from "./password-reset-code.ts";
import { signInAlertMail } from "./sign-in-alert.ts";
import { verificationCodeMail } from "./verification-code.ts";

const baseUrl = "https://jobs.example.com";
const hostile = `<script>alert("x")</script>`;
const escapedHostile = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";

/** Every mail is framed the same way: the company's name on top and the footer below. */
function expectLayout(mailHtml: string, title: string) {
  expect(mailHtml).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(mailHtml).toContain(`<title>${title}</title>`);
  expect(mailHtml).toContain(">Automation Controller Systems</p>");
  expect(mailHtml).toContain(
    ">Automation Controller Systems · Automation software for infrastructure and DevOps teams</p>",
  );
}

/** The action link (a button-like <a>) with this address and these words. */
const actionLink = (href: string, label: string) =>
  new RegExp(`<a href="${href.replace(/[.?]/g, "\\$&")}" style="[^"]*">${label}</a>`);

describe("html", () => {
  it("escapes every value put in it, and leaves HTML built by html as it is", () => {
    const inner = html`<b>${"Tom & Jerry's"}</b>`;
    expect(
      html`<p title="${hostile}">${hostile}${inner}${[1, html`<br>`, "<i>"]}${undefined}${false}</p>`.value,
    ).toBe(`<p title="${escapedHostile}">${escapedHostile}<b>Tom &amp; Jerry&#39;s</b>1<br>&lt;i&gt;</p>`);
  });
});

describe("verificationCodeMail", () => {
  const mail = verificationCodeMail({ email: "ada+jobs@example.com", code: "123456", baseUrl });

  it("has the subject, text and link of a verification code", () => {
    expect(mail.subject).toBe("Your verification code: 123456");
    expect(mail.text).toBe(
      "Welcome!\n\nYour verification code is 123456.\n\nOpen this link to verify your e-mail address:\nhttps://jobs.example.com/request-registration?verify=1&email=ada%2Bjobs%40example.com&token=123456\n\nThe code expires in 30 minutes. If you did not register, ignore this e-mail.\n",
    );
    expectLayout(mail.html, "Verify your e-mail address");
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
    expect(mail.subject).toBe("Your password reset code: 654321");
    expect(mail.text).toBe(
      "Someone asked to reset the password of this account.\n\nYour code is 654321.\n\nOpen this link to choose a new password:\nhttps://jobs.example.com/request-reset-pw?email=ada%40example.com&token=654321\n\nThe code expires in 30 minutes. If it was not you, ignore this e-mail: your password stays as it is.\n",
    );
    expectLayout(mail.html, "Reset your password");
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
    expect(mail.subject).toBe("Your password was changed");
    expect(mail.text).toBe(
      "The password of your account was just changed, and every signed-in device was signed out.\n\nIf you did not do this, reset your password now and tell the site's administrator.\nhttps://jobs.example.com/request-reset-pw\n",
    );
    expectLayout(mail.html, "Your password was changed");
    expect(mail.html).toContain("tell the site&#39;s administrator.</p>");
    expect(mail.html).toMatch(actionLink("https://jobs.example.com/request-reset-pw", "Reset my password"));
  });
});

describe("signInAlertMail", () => {
  it("has the subject and text of the login-throttle notice", () => {
    const mail = signInAlertMail({ baseUrl });
    expect(mail.subject).toBe("Someone is trying to sign in to your account");
    expect(mail.text).toBe(
      "Several wrong passwords were just entered for your account, so further tries are being slowed down.\n\nIf it was you, wait a little and try again. If not, nobody got in; if your password is weak or used elsewhere, choose a new one.\nhttps://jobs.example.com/request-reset-pw\n",
    );
    expectLayout(mail.html, "Someone is trying to sign in to your account");
    expect(mail.html).toMatch(
      actionLink("https://jobs.example.com/request-reset-pw", "Choose a new password"),
    );
  });
});

describe("applicationReceivedMail", () => {
  it("has our fixed subject and text, and nothing else", () => {
    const mail = applicationReceivedMail({ jobId: 42 });
    expect(mail.subject).toBe("Your application has been received");
    expect(mail.text).toBe(
      "Hello,\n\nWe have received an application with a resume for job number 42.\n\nIf you did not apply, you can ignore this message: no account was created for this address.\n\nAutomation Controller\n",
    );
    expectLayout(mail.html, "Your application has been received");
    expect(mail.html).toContain(">We have received an application with a resume for job number 42.</p>");
    expect(mail.html).not.toContain("<a ");
  });
});

describe("inquiryNotificationMail", () => {
  const inquiry = {
    firstName: "Grace",
    lastName: "Hopper",
    emailAddress: "grace@example.com",
    phoneNumber: "+1 555 0100",
    messageContent: "We need weekly patching\nfor 40 servers.",
  };

  it("has the subject and text of a visitor's inquiry", () => {
    const mail = inquiryNotificationMail(inquiry);
    expect(mail.subject).toBe("New inquiry from Grace Hopper");
    expect(mail.text).toBe(
      "From: Grace Hopper <grace@example.com>\nPhone: +1 555 0100\nNot signed in\n\nWe need weekly patching\nfor 40 servers.\n",
    );
    expectLayout(mail.html, "New inquiry");
    expect(mail.html).toContain(
      "From: Grace Hopper &lt;grace@example.com&gt;<br>Phone: +1 555 0100<br>Not signed in</p>",
    );
    expect(inquiryNotificationMail({ ...inquiry, signedInAs: "ada@example.com" }).text).toContain(
      "\nSigned in as: ada@example.com\n",
    );
  });

  it("escapes every value the visitor typed in the HTML (the text stays as typed)", () => {
    const mail = inquiryNotificationMail({
      firstName: hostile,
      lastName: "<b>Bold</b>",
      emailAddress: "x@example.com",
      phoneNumber: "<img src=x>",
      messageContent: hostile,
      signedInAs: "<u>me</u>",
    });
    expect(mail.text).toContain(hostile);
    expect(mail.html).not.toMatch(/<script|<b>|<img|<u>/);
    expect(mail.html).toContain(`From: ${escapedHostile} &lt;b&gt;Bold&lt;/b&gt; &lt;x@example.com&gt;`);
    expect(mail.html).toContain("Phone: &lt;img src=x&gt;");
    expect(mail.html).toContain("Signed in as: &lt;u&gt;me&lt;/u&gt;");
    expect(mail.html).toContain(`white-space:pre-wrap">${escapedHostile}</p>`);
  });
});

describe("applicationRejectedMail and applicationHiredMail", () => {
  it("name the job by its title and company to a verified address, and escape them", () => {
    const mail = applicationRejectedMail({
      jobId: 7,
      verified: true,
      jobTitle: hostile,
      companyName: "Tom & Jerry's",
    });
    expect(mail.subject).toBe("An update on your application");
    expect(mail.text).toBe(
      `Hello,\n\nThank you for your application for ${hostile} at Tom & Jerry's.\n\nAfter careful consideration we have decided not to move forward with it.\n\nWe appreciate your interest and wish you every success in your search.\n\nAutomation Controller\n`,
    );
    expectLayout(mail.html, "An update on your application");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(`for ${escapedHostile} at Tom &amp; Jerry&#39;s.</p>`);
  });

  it("name the job by its number only to an address nobody verified", () => {
    const mail = applicationHiredMail({ jobId: 42, verified: false });
    expect(mail.subject).toBe("Welcome aboard");
    expect(mail.text).toBe(
      "Hello,\n\nWe are delighted to confirm that you have been hired for job number 42.\n\nThe team will be in touch with you shortly about the next steps.\n\nAutomation Controller\n",
    );
    expectLayout(mail.html, "Welcome aboard");
    expect(mail.html).toContain(
      ">We are delighted to confirm that you have been hired for job number 42.</p>",
    );
  });
});

describe("applicationReceivedMail with a status link", () => {
  it("adds the signed link to our own site, and still nothing anyone typed", () => {
    const link = "https://jobs.example.com/application-status?id=0b9f&token=17.abc";
    const mail = applicationReceivedMail({ jobId: 42, statusLink: link });
    expect(mail.subject).toBe("Your application has been received");
    expect(mail.text).toBe(
      "Hello,\n\nWe have received an application with a resume for job number 42.\n\nYou can see where your application stands, or withdraw it, at this address:\nhttps://jobs.example.com/application-status?id=0b9f&token=17.abc\n\nIf you did not apply, you can ignore this message: no account was created for this address.\n\nAutomation Controller\n",
    );
    expectLayout(mail.html, "Your application has been received");
    expect(mail.html).toContain(
      '<a href="https://jobs.example.com/application-status?id=0b9f&amp;token=17.abc">See my application</a>',
    );
    expect(mail.html.match(/<a /g)).toHaveLength(1);
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
    expect(mail.subject).toBe("You are invited to Automation Controller");
    expect(mail.text).toBe(
      `Hello ${hostile},\n\nadmin@example.com has invited you to Automation Controller as an employer.\n\nOpen this link to choose your password; your account is ready as soon as you have:\n${link}\n\nThe link works once and until Tue, 01 Dec 2026 10:00:00 GMT. If you did not expect this invitation, you can ignore this e-mail: no account is made without you.\n`,
    );
    expectLayout(mail.html, "You are invited to Automation Controller");
    expect(mail.html).toContain(`>Hello ${escapedHostile},</p>`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toMatch(actionLink(link, "Accept the invitation"));
    expect(mail.html.match(/<a /g)).toHaveLength(1);
  });
});

describe("jobAlertDigestMail", () => {
  const digest = (more: boolean) =>
    jobAlertDigestMail({
      search: `"kubernetes" · Remote`,
      jobs: [
        { title: hostile, companyName: "Tom & Jerry's", location: "Berlin", link: `${baseUrl}/job/7` },
        { title: "SRE", companyName: "Acme", location: "Remote", link: `${baseUrl}/job/8` },
      ],
      more,
      searchLink: `${baseUrl}/search-jobs?q=kubernetes&sort=newest`,
      unsubscribeLink: `${baseUrl}/unsubscribe-job-alert?id=a1&token=9.sig`,
    });

  it("lists the new jobs, links the search and the unsubscribe page, in text and HTML", () => {
    const mail = digest(false);
    expect(mail.subject).toBe("2 new jobs for your job alert");
    expect(mail.text).toBe(
      `Hello,\n\n2 new jobs match your job alert: "kubernetes" · Remote\n\n${hostile} — Tom & Jerry's, Berlin\n${baseUrl}/job/7\n\nSRE — Acme, Remote\n${baseUrl}/job/8\n\nSee the whole search:\n${baseUrl}/search-jobs?q=kubernetes&sort=newest\n\nYou receive this mail because you created this job alert. To stop it:\n${baseUrl}/unsubscribe-job-alert?id=a1&token=9.sig\n\nAutomation Controller\n`,
    );
    expectLayout(mail.html, "New jobs for your job alert");
    expect(mail.html).toMatch(
      actionLink(`${baseUrl}/search-jobs?q=kubernetes&amp;sort=newest`, "See the whole search"),
    );
    expect(mail.html).toContain(
      `<a href="${baseUrl}/unsubscribe-job-alert?id=a1&amp;token=9.sig">Unsubscribe from this alert</a>`,
    );
  });

  it("escapes what employers typed, and says when more jobs match than it lists", () => {
    const mail = digest(true);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(
      `<a href="${baseUrl}/job/7">${escapedHostile}</a><br>Tom &amp; Jerry&#39;s, Berlin`,
    );
    expect(mail.text).toContain("More new jobs match than this mail lists. See them all:");
    expect(mail.html).toMatch(
      actionLink(`${baseUrl}/search-jobs?q=kubernetes&amp;sort=newest`, "See all new jobs"),
    );
  });
});

describe("applicationStageChangedMail", () => {
  const mail = applicationStageChangedMail({
    jobTitle: "Platform Engineer",
    companyName: "Bluepeak",
    stage: "in-review",
    link: `${baseUrl}/view-profile`,
  });

  it("names the job and the new status in the candidate's words, with a link to My applications", () => {
    expect(mail.subject).toBe("Your application: In review");
    expect(mail.text).toBe(
      "Hello,\n\nYour application for Platform Engineer at Bluepeak has a new status: In review.\n\nYou can follow all your applications under My applications on your profile.\nhttps://jobs.example.com/view-profile\n\nAutomation Controller\n",
    );
    expectLayout(mail.html, "Your application: In review");
    expect(mail.html).toMatch(actionLink("https://jobs.example.com/view-profile", "See my applications"));
  });

  it("escapes the employer's job title and company name", () => {
    const odd = applicationStageChangedMail({
      jobTitle: hostile,
      companyName: hostile,
      stage: "offer",
      link: `${baseUrl}/view-profile`,
    });
    expect(odd.html).not.toContain("<script>");
    expect(odd.html).toContain(escapedHostile);
  });
});

describe("emailChangeCodeMail and emailChangedMail", () => {
  it("sends the code and nothing of the account to the new address", () => {
    const mail = emailChangeCodeMail({ code: "654321" });
    expect(mail.subject).toBe("Your code to change your e-mail address: 654321");
    expect(mail.text).toBe(
      "Someone asked to use this e-mail address for their account.\n\nYour code is 654321. Enter it on your profile page to finish the change.\n\nThe code expires in 30 minutes. If you did not ask for it, ignore this e-mail.\n",
    );
    expectLayout(mail.html, "Confirm your new e-mail address");
    expect(mail.html).toContain(">654321</p>");
  });

  it("tells the old address that the account moved, not where, and how to get it back", () => {
    const mail = emailChangedMail({ baseUrl });
    expect(mail.subject).toBe("Your e-mail address was changed");
    expect(mail.text).toBe(
      `The e-mail address of your account was changed. This address no longer signs in, and every code we had mailed here no longer works.\n\nIf you did not do this, write to us at once through our contact page, from this address: we will lock the account and give it back to you.\n${baseUrl}/contact-us\n`,
    );
    expectLayout(mail.html, "Your e-mail address was changed");
    expect(mail.html).toContain(`href="${baseUrl}/contact-us"`);
  });
});
