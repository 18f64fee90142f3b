import { consoleCopy, consolePages } from "@site/content/console";
import { jobsCopy } from "@site/content/console-jobs";
import { Link } from "react-router";
import { linkClass } from "../../../components/button";
import { describeError } from "../../../lib/describe-error";
import { paths } from "../../../lib/paths";
import { useApplicants } from "../api/job-applicants";
import { useJobToEdit } from "../api/job-to-edit";
import { AlertMessage } from "../components/alert-message";
import { ScreenHeading } from "../components/screen-heading";
import { formatDateTime } from "../format-date-time";

const cell = "px-3 py-2 align-top";

/** Who applied to one job, newest first, each with a download link to the resume sent. */
export function ApplicantsScreen({ jobId }: { jobId: number }) {
  const job = useJobToEdit(jobId);
  const applicants = useApplicants(jobId);
  const c = jobsCopy.applicantColumns;
  const title = job.data ? jobsCopy.applicantsOf(job.data.jobTitle) : consolePages.applicants.heading;

  return (
    <>
      <ScreenHeading
        title={title}
        description={job.data?.companyName}
        actions={
          <Link to={paths.consoleJobs} className={linkClass}>
            {jobsCopy.backToJobs}
          </Link>
        }
      />
      {applicants.isPending ? (
        <p role="status" className="py-6 text-slate-600">
          {consoleCopy.loading}
        </p>
      ) : applicants.isError ? (
        <AlertMessage>{describeError(applicants.error)}</AlertMessage>
      ) : applicants.data.length === 0 ? (
        <p className="py-6 text-slate-600">{jobsCopy.noApplicants}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                {[c.name, c.email, c.applied, c.how, c.resume].map((label) => (
                  <th key={label} scope="col" className={`${cell} font-semibold`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {applicants.data.map((applicant) => (
                <tr key={applicant.applicationId}>
                  <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                    {applicant.applicantName || jobsCopy.noName}
                  </th>
                  <td className={`${cell} break-all`}>{applicant.applicantEmail || "—"}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDateTime(applicant.appliedAt)}</td>
                  <td className={cell}>
                    {applicant.withProfile ? jobsCopy.withProfile : jobsCopy.resumeOnly}
                  </td>
                  <td className={cell}>
                    {applicant.resumeLink ? (
                      <a
                        href={applicant.resumeLink}
                        download={applicant.resumeName}
                        className={linkClass}
                        aria-label={jobsCopy.download(applicant.resumeName)}
                      >
                        {applicant.resumeName}
                      </a>
                    ) : (
                      jobsCopy.noResume
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
