import { myApplications } from "@site/contract/api/applications";
import type { CallAnswer } from "#web/lib/api-client";
import { useOwnListQuery } from "#web/lib/call-query";
import { jobKeys } from "#web/lib/job-keys";

export type ApplicationSummary = CallAnswer<typeof myApplications>["data"][number];

/** POST /api/my_applications: the signed-in candidate's applications, newest first; idle while signed out. */
export function useMyApplications() {
  return useOwnListQuery(myApplications, jobKeys.myApplications, {
    // Job pages open in a new tab, where the candidate applies: a list shown again (My jobs, the
    // search page) asks anew instead of showing this tab's copy from before.
    refetchOnMount: "always",
  });
}
