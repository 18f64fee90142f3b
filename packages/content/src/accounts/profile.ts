import type { ethnicityOptions, genderOptions } from "@site/contract/api/accounts";

/**
 * Copy of /view-profile and /edit-profile that the contract's messages do not already carry:
 * labels, buttons and short explanations. Error messages live in @site/contract (messages,
 * profileMessages); the option values are the contract's, verbatim.
 */
export const profileFieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  phoneNumber: "Phone Number",
  company: "Company",
  title: "Title",
  emailAddress: "Email Address",
  citizenshipStatus: "Citizenship Status",
  description: "Description",
  gender: "Gender",
  ethnicity: "Ethnicity",
  resume: "Resume",
} as const;

/** How each gender option reads; the value sent is the spec's own text. */
export const genderLabels: Record<(typeof genderOptions)[number], string> = {
  male: "Male",
  female: "Female",
  "non-binary": "Non-binary",
  "prefer not to answer": "Prefer not to answer",
};

export const ethnicityLabels: Record<(typeof ethnicityOptions)[number], string> = {
  "Asian or Asian American": "Asian or Asian American",
  "Black or African American": "Black or African American",
  "Hispanic or Latine": "Hispanic or Latine",
  "Indigenous or Native American": "Indigenous or Native American",
  "Native Hawaiian or Other Pacific Islander": "Native Hawaiian or Other Pacific Islander",
  White: "White",
  Other: "Other",
  "I prefer not to answer": "I prefer not to answer",
};

export const viewProfileCopy = {
  loading: "Loading...",
  notProvided: "Not provided",
  noResume: "No resume uploaded yet.",
  opensInNewTab: "(opens in a new tab)",
  editProfile: "Edit Profile",
  details: "Profile details",
} as const;

export const editProfileCopy = {
  loading: "Loading...",
  emptyChoice: "Select...",
  emailHint: "Your email address is your login and cannot be changed here.",
  resumeHint: "PDF, DOC, DOCX, ODT, RTF or TXT, at most 5 MB. A new file replaces your current resume.",
  currentResume: "Current resume:",
  noResume: "No resume uploaded yet.",
  submit: "Submit",
  submitBusy: "Saving...",
  cancel: "Cancel",
  saved: "Profile updated successfully!",
  /** Shown beside `saved` when the resume gave the phone number the profile lacked (decision 094). */
  phoneFromResume: (phone: string) =>
    `We added the phone number from your resume, ${phone}, to your profile. Edit it if it is not right.`,
  emptyFile: "The file is empty. Please choose another one.",
  unreadableFile: "The file could not be read. Please choose it again.",
  /** Shown when the profile was saved but the resume upload then failed. */
  resumeNotSaved: (reason: string) => `Your profile was saved, but the resume was not uploaded: ${reason}`,
} as const;

/** The profile page's account sections (docs/decisions/044-change-email-and-delete-account.md). */
export const changeEmailCopy = {
  heading: "Change e-mail address",
  intro: "We e-mail a code to the new address. Your address changes once you enter that code here.",
  newEmail: "New e-mail address",
  password: "Current password",
  send: "Send code",
  sending: "Sending...",
  code: "Code from the e-mail",
  codeHint: "Check the inbox of your new address. The code expires in 30 minutes.",
  confirm: "Change e-mail address",
  confirming: "Changing...",
  startOver: "Use a different address",
} as const;

export const deleteAccountCopy = {
  heading: "Delete account",
  intro:
    "Deleting your account removes your profile, your resumes, your applications and your saved jobs, and signs you out everywhere. This cannot be undone.",
  password: "Current password",
  confirmation: "Type DELETE to confirm",
  submit: "Delete my account",
  submitting: "Deleting...",
} as const;
