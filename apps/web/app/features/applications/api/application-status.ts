import { applicationStatus, withdrawByStatusLink } from "@site/contract/api/applications";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

export interface StatusLink {
  applicationId: string;
  token: string;
}

/** POST /api/application_status: the stage of the one application the signed link names. */
export function useApplicationStatus(link: StatusLink | null) {
  return useQuery({
    queryKey: ["application-status", link?.applicationId, link?.token],
    queryFn: () => call(applicationStatus, link ?? { applicationId: "", token: "" }),
    enabled: link !== null,
    retry: false,
  });
}

/** POST /api/withdraw_application_by_link: withdraws it; the resume goes with it. */
export function useWithdrawByLink() {
  return useMutation({ mutationFn: (link: StatusLink) => call(withdrawByStatusLink, link) });
}
