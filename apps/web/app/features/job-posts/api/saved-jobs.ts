import type { JobSummary } from "@site/contract/api/job-posts";
import { type SavedJob, savedJobs, saveJob, unsaveJob } from "@site/contract/api/job-posts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";
import { describeError } from "#web/lib/describe-error";
import { jobKeys } from "#web/lib/job-keys";
import { useSession } from "#web/lib/session-store";
import { toast } from "#web/lib/toast";

/** POST /api/saved_jobs: the signed-in user's saved jobs, the latest first; idle while signed out. */
export function useSavedJobs() {
  const session = useSession();
  return useQuery({
    queryKey: jobKeys.savedJobs(session.email),
    queryFn: async () => (await call(savedJobs)).data,
    enabled: session.status === "signedIn",
  });
}

/**
 * POST /api/save_job or /api/unsave_job. The star turns at once (the list in the cache changes
 * before the answer) and turns back, with the server's reason in a toast, if the call fails.
 */
export function useToggleSavedJob() {
  const session = useSession();
  const queryClient = useQueryClient();
  const key = jobKeys.savedJobs(session.email);
  return useMutation({
    mutationFn: ({ job, save }: { job: JobSummary; save: boolean }) =>
      save ? call(saveJob, { jobId: job.jobId }) : call(unsaveJob, { jobId: job.jobId }),
    onMutate: async ({ job, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SavedJob[]>(key);
      const others = (before ?? []).filter((saved) => saved.jobId !== job.jobId);
      const added: SavedJob = { ...job, savedAt: new Date().toISOString(), status: "open" };
      queryClient.setQueryData<SavedJob[]>(key, save ? [added, ...others] : others);
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(describeError(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.allSavedJobs }),
  });
}
