import { interviewStatusLabels } from "@site/contract/api/applications";

export { interviewStatusLabels };

/** The employer's interview panel in an application's dialog (docs/decisions/082-interview-scheduling.md). */
export const interviewPanelCopy = {
  heading: "Interview",
  none: "No interview offered yet.",
  offeredState: (count: number, zone: string) =>
    `${count} times offered (${zone}); waiting for the candidate to choose.`,
  bookedState: (when: string) => `Booked for ${when}.`,
  cancelledState: "The last offer was cancelled.",
  formHeading: "Offer interview times",
  timeZone: "Time zone of the times below",
  duration: "Length (minutes)",
  slot: (n: number) => `Time ${n}`,
  addSlot: "Add a time",
  removeSlot: (n: number) => `Remove time ${n}`,
  hint: "Offer 2 to 10 times in the future; the candidate sees them in their own time zone and books one.",
  send: "Send the times",
  sending: "Sending…",
  cancel: "Cancel the interview",
  cancelling: "Cancelling…",
};

/** The candidate's page of the invitation link. */
export const interviewPageCopy = {
  page: {
    title: "Choose your interview time",
    heading: "Choose your interview time",
    description: "Book one of the times the employer offered.",
  },
  loading: "Loading...",
  missingLink: "This page needs the link from your invitation e-mail.",
  forJob: (jobTitle: string, companyName: string) => `Interview for ${jobTitle} at ${companyName}`,
  zones: (yours: string, theirs: string, minutes: number) =>
    `Times are shown in your time zone (${yours}). The employer set them in ${theirs}. Each interview lasts ${minutes} minutes.`,
  legend: "Available times",
  taken: "no longer available",
  theirTime: (time: string, zone: string) => `${time} in ${zone}`,
  book: "Book this time",
  booking: "Booking…",
  chooseFirst: "Choose one of the times first.",
  booked: (when: string) => `Booked: ${when}.`,
  bookedHelp: "A confirmation with a calendar invitation (interview.ics) is in your e-mail.",
  cancelled: "The employer has cancelled this invitation. They will contact you if they offer new times.",
  nothingLeft: "None of the offered times can be booked any more.",
};
