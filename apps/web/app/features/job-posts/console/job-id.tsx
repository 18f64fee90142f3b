import { jobsCopy } from "@site/content/job-posts/console";
import { jobMessages } from "@site/contract/api/job-posts";
import { Link } from "react-router";
import { AlertMessage } from "#web/components/alert-message";
import { linkClass } from "#web/components/button";
import { paths } from "#web/lib/paths";

/** The job number of a URL, or null when it is not one: the contract's one rule. */
export { parseJobId } from "@site/contract/fields";

/** A console URL with no job number in it. */
export function JobNotFound() {
  return (
    <div className="space-y-4">
      <AlertMessage>{jobMessages.jobNotFound}</AlertMessage>
      <Link to={paths.consoleJobs} className={linkClass}>
        {jobsCopy.backToJobs}
      </Link>
    </div>
  );
}
