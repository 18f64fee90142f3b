import { myApplications } from "@site/contract/api/applications";
import { useQuery } from "@tanstack/react-query";
import { type CallAnswer, call } from "#web/lib/api-client";
import { jobKeys } from "#web/lib/job-keys";
import { useSession } from "#web/lib/session-store";

export type ApplicationSummary = CallAnswer<typeof myApplications>["data"][number];

/** POST /api/my_applications: the signed-in candidate's applications, newest first; idle while signed out. */
export function useMyApplications() {
  const session = useSession();
  return useQuery({
    queryKey: jobKeys.myApplications(session.email),
    queryFn: async () => (await call(myApplications)).data,
    enabled: session.status === "signedIn",
    // Job pages open in a new tab, where the candidate applies: a list shown again (My jobs, the
    // search page) asks anew instead of showing this tab's copy from before.
    refetchOnMount: "always",
  });
}
