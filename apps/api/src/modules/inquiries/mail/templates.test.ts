import { describe, expect, it } from "vitest";
import { escapedHostile, expectMail, hostile } from "#api/testing/mail-expectations.ts";
import { inquiryNotificationMail } from "./inquiry-notification.ts";

// The mails this module sends, as their readers see them (moved from platform/mail/templates).
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
    expectMail(mail, {
      subject: "New inquiry from Grace Hopper",
      title: "New inquiry",
      text: "From: Grace Hopper <grace@example.com>\nPhone: +1 555 0100\nNot signed in\n\nWe need weekly patching\nfor 40 servers.\n",
    });
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
