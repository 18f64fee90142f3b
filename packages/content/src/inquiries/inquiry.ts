/**
 * Copy of the inquiry form (/submit-inquiry, /contact-us and the home page's Contact Us
 * section). Its result messages come from the API and from @site/contract/messages.
 */

export const inquiryCopy = {
  formHeading: "Submit Inquiry",
  intro: "Send us a message and our team will reply by e-mail or phone.",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    emailAddress: "Email Address",
    phoneNumber: "Phone Number",
    messageContent: "Message",
  },
  submit: "Submit Inquiry",
  submitBusy: "Submitting...",
  /** Shown under the form on the stand-alone pages. */
  otherWays: "Prefer reading first? Browse the frequently asked questions below.",
} as const;

export type InquiryFieldName = keyof typeof inquiryCopy.fields;
