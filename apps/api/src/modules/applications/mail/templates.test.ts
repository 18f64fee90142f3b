import { describe, expect, it } from "vitest";
import { actionLink, baseUrl, escapedHostile, expectMail, hostile } from "#api/testing/mail-expectations.ts";
import { applicationHiredMail } from "./application-hired.ts";
import { applicationReceivedMail } from "./application-received.ts";
import { applicationRejectedMail } from "./application-rejected.ts";
import { applicationStageChangedMail } from "./application-stage-changed.ts";

// The mails this module sends, as their readers see them (moved from platform/mail/templates).
describe("applicationReceivedMail", () => {
  const link = "https://jobs.example.com/application-status?id=0b9f&token=17.abc";
  it("names the job, what a visitor sent by its kind only, and the status link", () => {
    const mail = applicationReceivedMail({
      jobTitle: "Platform Engineer",
      companyName: "Acme",
      sent: { with: "resume", fileKind: "PDF" },
      statusLink: link,
      verified: false,
    });
    expectMail(mail, {
      subject: "Your application has been received",
      text: "Hello,\n\nWe have received your application for Platform Engineer at Acme.\nWhat you sent: a resume (PDF file).\n\nYou can see where your application stands, or withdraw it, at this address:\nhttps://jobs.example.com/application-status?id=0b9f&token=17.abc\n\nIf you did not apply, you can ignore this message: no account was created for this address.\n\nAutomation Controller\n",
    });
    expect(mail.html).toContain(
      '<a href="https://jobs.example.com/application-status?id=0b9f&amp;token=17.abc">See my application</a>',
    );
    expect(mail.html.match(/<a /g)).toHaveLength(1);
  });

  it("names the profile's resume to the account holder, escaped, without the note for strangers", () => {
    const mail = applicationReceivedMail({
      jobTitle: hostile,
      companyName: "Tom & Jerry's",
      sent: { with: "profile", fileName: "cv <1>.pdf" },
      statusLink: link,
      verified: true,
    });
    expect(mail.text).toContain("What you sent: your profile, with the resume cv <1>.pdf.\n");
    expect(mail.text).not.toContain("If you did not apply");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(`for ${escapedHostile} at Tom &amp; Jerry&#39;s.</p>`);
    expect(mail.html).toContain("the resume cv &lt;1&gt;.pdf.</p>");
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
    expectMail(mail, {
      subject: "An update on your application",
      text: `Hello,\n\nThank you for your application for ${hostile} at Tom & Jerry's.\n\nAfter careful consideration we have decided not to move forward with it.\n\nWe appreciate your interest and wish you every success in your search.\n\nThe hiring team at Tom & Jerry's\n`,
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(`for ${escapedHostile} at Tom &amp; Jerry&#39;s.</p>`);
    expect(mail.html).toContain(">The hiring team at Tom &amp; Jerry&#39;s</p>");
  });

  it("name the job by its number only to an address nobody verified", () => {
    const mail = applicationHiredMail({ jobId: 42, verified: false });
    expectMail(mail, {
      subject: "Welcome aboard",
      text: "Hello,\n\nWe are delighted to confirm that you have been hired for job number 42.\n\nThe team will be in touch with you shortly about the next steps.\n\nAutomation Controller\n",
    });
    expect(mail.html).toContain(
      ">We are delighted to confirm that you have been hired for job number 42.</p>",
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
    expectMail(mail, {
      subject: "Your application: In review",
      text: "Hello,\n\nYour application for Platform Engineer at Bluepeak has a new status: In review.\n\nYou can follow all your applications under My applications on your profile.\nhttps://jobs.example.com/view-profile\n\nAutomation Controller\n",
    });
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
