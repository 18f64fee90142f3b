import { html } from "#api/platform/mail/templates/html.ts";
import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/** The job as an interview mail names it: the site's own data (docs/decisions/075-application-receipts.md). */
export interface InterviewJob {
  jobTitle: string;
  companyName: string;
}

const text = (lines: readonly string[]) => `${lines.join("\n").trimEnd()}\n`;

/**
 * The candidate's invitation to pick a time (docs/decisions/082-interview-scheduling.md): the job,
 * how many times and how long, and the signed link to the page that shows them in the reader's zone.
 */
export function interviewInvitationMail({
  jobTitle,
  companyName,
  slotCount,
  durationMinutes,
  link,
  lastSlot,
}: InterviewJob & {
  slotCount: number;
  durationMinutes: number;
  link: string;
  lastSlot: string;
}): MailContent {
  const subject = `Choose a time for your interview: ${jobTitle} at ${companyName}`;
  const invite = `${companyName} would like to interview you for ${jobTitle}.`;
  const offer = `They offer ${slotCount} times of ${durationMinutes} minutes each. Choose the one that suits you at this address; the page shows the times in your own time zone:`;
  const until = `The link works until the last offered time, ${lastSlot}. The first time you choose is booked for you, and a calendar invitation is sent to you.`;
  return {
    subject,
    text: text(["Hello,", "", invite, offer, link, "", until, "", "Automation Controller"]),
    html: mailLayout({
      title: "Choose a time for your interview",
      body: [paragraphs(["Hello,", invite, offer]), paragraphs([until, "Automation Controller"])],
      action: { label: "Choose a time", href: link },
    }),
  };
}

/** The confirmation of a booked interview, to the candidate or the employer; the .ics is attached. */
export function interviewBookedMail({
  jobTitle,
  companyName,
  when,
  durationMinutes,
  candidate,
  forEmployer,
}: InterviewJob & {
  /** The start in the employer's zone, with the zone named. */
  when: string;
  durationMinutes: number;
  candidate: string;
  forEmployer: boolean;
}): MailContent {
  const subject = `Interview booked: ${jobTitle} at ${companyName}`;
  const booked = forEmployer
    ? `${candidate} booked the interview for ${jobTitle} at ${companyName}.`
    : `Your interview for ${jobTitle} at ${companyName} is booked.`;
  const time = `When: ${when}, ${durationMinutes} minutes.`;
  const attached =
    "The calendar invitation is attached (interview.ics): open it to add the interview to your calendar.";
  return {
    subject,
    text: text(["Hello,", "", booked, time, "", attached, "", "Automation Controller"]),
    html: mailLayout({
      title: "Interview booked",
      body: [
        paragraphs(["Hello,", booked]),
        html`<p style="margin:0 0 16px"><strong>${time}</strong></p>`,
        paragraphs([attached, "Automation Controller"]),
      ],
    }),
  };
}

/** A booked interview the employer cancelled; the .ics that removes it is attached. */
export function interviewCancelledMail({
  jobTitle,
  companyName,
  when,
}: InterviewJob & { when: string }): MailContent {
  const subject = `Interview cancelled: ${jobTitle} at ${companyName}`;
  const cancelled = `The interview for ${jobTitle} at ${companyName} on ${when} has been cancelled.`;
  const attached = "The attached calendar file (interview.ics) removes it from your calendar.";
  return {
    subject,
    text: text(["Hello,", "", cancelled, attached, "", "Automation Controller"]),
    html: mailLayout({
      title: "Interview cancelled",
      body: [paragraphs(["Hello,", cancelled, attached, "Automation Controller"])],
    }),
  };
}
