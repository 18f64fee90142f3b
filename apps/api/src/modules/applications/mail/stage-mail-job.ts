/**
 * How a stage mail names the job. To an address an account verified, by its title and company;
 * to an address nobody verified (a resume-only applicant's), by its number only, so our sender
 * never carries anyone's text there (docs/decisions/010-safe-file-names-and-third-party-mail.md).
 */
export type StageMailJob = { jobId: number } & (
  | { verified: true; jobTitle: string; companyName: string }
  | { verified: false }
);

export const jobWording = (job: StageMailJob): string =>
  job.verified ? `${job.jobTitle} at ${job.companyName}` : `job number ${job.jobId}`;
