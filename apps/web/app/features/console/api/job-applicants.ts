import { jobApplicants } from "@site/contract/api/admin";
import { useQuery } from "@tanstack/react-query";
import { type CallAnswer, call } from "../../../lib/api-client";
import { consoleKeys } from "./console-keys";

export type Applicant = CallAnswer<typeof jobApplicants>["data"][number];

/** POST /api/job_applicants: each application with a short-lived signed resume link. */
export function useApplicants(jobId: number | null) {
  return useQuery({
    queryKey: consoleKeys.applicants(jobId ?? 0),
    queryFn: async () => (await call(jobApplicants, { jobId: jobId ?? 0 })).data,
    enabled: jobId !== null,
    retry: false,
    // The resume links expire: always load fresh ones.
    staleTime: 0,
    gcTime: 0,
  });
}
