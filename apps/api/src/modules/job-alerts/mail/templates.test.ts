import { describe, expect, it } from "vitest";
import { actionLink, baseUrl, escapedHostile, expectMail, hostile } from "#api/testing/mail-expectations.ts";
import { jobAlertDigestMail } from "./job-alert-digest.ts";

// The mails this module sends, as their readers see them (moved from platform/mail/templates).
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
    expectMail(mail, {
      subject: "2 new jobs for your job alert",
      title: "New jobs for your job alert",
      text: `Hello,\n\n2 new jobs match your job alert: "kubernetes" · Remote\n\n${hostile} — Tom & Jerry's, Berlin\n${baseUrl}/job/7\n\nSRE — Acme, Remote\n${baseUrl}/job/8\n\nSee the whole search:\n${baseUrl}/search-jobs?q=kubernetes&sort=newest\n\nYou receive this mail because you created this job alert. To stop it:\n${baseUrl}/unsubscribe-job-alert?id=a1&token=9.sig\n\nAutomation Controller\n`,
    });
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
