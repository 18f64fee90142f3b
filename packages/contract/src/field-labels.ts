/**
 * The job form's place and pay fields, named alike in its labels (@site/content's console copy)
 * and in the errors that name them.
 */
export const jobPlaceAndPayLabels = {
  jobCity: "City",
  jobCountry: "Country",
  salaryMin: "Minimum salary",
  salaryMax: "Maximum salary",
  salaryCurrency: "Currency",
  salaryPeriod: "Pay period",
} as const;

/**
 * What each body field is called where a person reads about it, so a validation error says
 * "Job title is required." and never "jobTitle is required." (docs/decisions/022-error-codes-and-fields.md).
 * Keyed by the field's name in the body; the same name means the same thing in every endpoint.
 */
export const fieldLabels: Readonly<Record<string, string>> = {
  accessToken: "Access token",
  authToken: "Access token",
  inputEmail: "Email",
  email: "Email",
  emailAddress: "Email",
  password: "Password",
  newpassword: "New password",
  token: "Verification code",
  firstName: "First name",
  lastName: "Last name",
  phoneNumber: "Phone number",
  company: "Company",
  title: "Title",
  citizenshipStatus: "Citizenship status",
  description: "Description",
  gender: "Gender",
  ethnicity: "Ethnicity",
  messageContent: "Message",
  user_input: "Message",
  keyword: "Keyword",
  page: "Page",
  job_id: "Job",
  jobId: "Job",
  applicationId: "Application",
  fileName: "File name",
  resume_data: "Resume",
  resumeData: "Resume",
  role: "Role",
  status: "Status",
  jobTitle: "Job title",
  companyName: "Company name",
  jobLocation: "Job location",
  jobSalary: "Salary",
  jobDescription: "Job description",
  companyIconUrl: "Company icon URL",
  employmentType: "Employment type",
  workplace: "Workplace",
  remoteCountries: "Countries",
  ...jobPlaceAndPayLabels,
  department: "Department",
  validThrough: "Apply by",
  postedWithin: "Posted within",
  salaryFloor: "Salary floor",
  sort: "Sort",
  facets: "Facets",
};

// zod's own wording ("Invalid input: expected string, received undefined", "Too small: …").
const zodDefault = /^(Invalid \w+|Too (small|big)|Unrecognized key\(s\) in object): /;

/**
 * The message for one invalid field, in words a person reads: a message that begins with the
 * field's name begins with its label instead, and zod's own wording becomes "<Label> is not valid.".
 * `path` is the field's place in the body (["job_post", "jobTitle"]); its last name picks the label.
 */
export function fieldMessage(path: readonly PropertyKey[], message: string): string {
  const name = [...path].reverse().find((segment): segment is string => typeof segment === "string");
  const label = name === undefined ? undefined : fieldLabels[name];
  if (name === undefined || label === undefined) return message;
  if (message.startsWith(`${name} `)) return `${label}${message.slice(name.length)}`;
  if (zodDefault.test(message)) return `${label} is not valid.`;
  return message;
}
