import type { CandidateReason } from "@site/contract/api/applications";

/**
 * How a stage mail names the job. To an address an account verified, by its title and company;
 * to an address nobody verified (a resume-only applicant's), by its number only, so our sender
 * never carries anyone's text there (docs/decisions/010-safe-file-names-and-third-party-mail.md).
 */
export type StageMailJob = {
  jobId: number;
  /** A rejection's reason for the candidate, from the fixed list (our text, safe for any address). */
  candidateReason?: CandidateReason | undefined;
} & ({ verified: true; jobTitle: string; companyName: string } | { verified: false });

export const jobWording = (job: StageMailJob): string =>
  job.verified ? `${job.jobTitle} at ${job.companyName}` : `job number ${job.jobId}`;

/**
 * Who signs a stage mail: the employer's company to an address an account verified; our site to
 * an address nobody verified, which never gets the employer's text (decision 010).
 */
export const signature = (job: StageMailJob): string =>
  job.verified ? `The hiring team at ${job.companyName}` : "Automation Controller";
