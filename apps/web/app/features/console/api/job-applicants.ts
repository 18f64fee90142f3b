import { jobApplicants } from "@site/contract/api/admin";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

export type Applicant = z.infer<typeof jobApplicants.response>["data"][number];

/** POST /api/job_applicants: each application with a short-lived signed resume link. */
export async function fetchApplicants(jobId: number): Promise<Applicant[]> {
  const { data } = await post(
    jobApplicants.path,
    { authToken: requireAuthToken(), jobId },
    jobApplicants.response,
  );
  return data;
}

export function useApplicants(jobId: number | null) {
  return useQuery({
    queryKey: consoleKeys.applicants(jobId ?? 0),
    queryFn: () => fetchApplicants(jobId ?? 0),
    enabled: jobId !== null,
    retry: false,
    // The resume links expire: always load fresh ones.
    staleTime: 0,
    gcTime: 0,
  });
}
