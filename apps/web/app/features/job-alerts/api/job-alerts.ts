import {
  createJobAlert,
  deleteJobAlert,
  type JobAlert,
  type JobAlertFrequency,
  jobAlerts,
  pauseJobAlert,
  resumeJobAlert,
  unsubscribeJobAlert,
  updateJobAlert,
} from "@site/contract/api/job-alerts";
import { jobFilterBody, jobFilterOf } from "@site/contract/job-filter";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";
import { jobKeys } from "#web/lib/job-keys";
import type { SearchState } from "#web/lib/search-params";
import { useSession } from "#web/lib/session-store";

/** POST /api/job_alerts: the signed-in candidate's job alerts, the latest first; idle otherwise. */
export function useJobAlerts() {
  const session = useSession();
  return useQuery({
    queryKey: jobKeys.jobAlerts(session.email),
    queryFn: async () => (await call(jobAlerts)).data,
    enabled: session.status === "signedIn" && session.role === "candidate",
  });
}

/** POST /api/create_job_alert with the search of the page: its keyword and filters (not its posting window). */
export function useCreateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ search, frequency }: { search: SearchState; frequency: JobAlertFrequency }) => {
      // An alert's window is the time since its last mail, not "posted within".
      const { filters } = search;
      // The lists always, empty when unused: an alert stores every list it filters by.
      const lists = {
        employmentType: filters.employmentType,
        workplace: filters.workplace,
        jobCountry: filters.jobCountry,
        jobCity: filters.jobCity,
        companyName: filters.companyName,
      };
      return call(createJobAlert, {
        frequency,
        keyword: search.term,
        ...lists,
        ...jobFilterBody({ ...filters, postedWithin: null }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.allJobAlerts }),
  });
}

/** POST /api/delete_job_alert for one of the candidate's alerts. */
export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => call(deleteJobAlert, { alertId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.allJobAlerts }),
  });
}

/** POST /api/pause_job_alert or /api/resume_job_alert for one of the candidate's alerts. */
export function usePauseJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, paused }: { alertId: string; paused: boolean }) =>
      call(paused ? pauseJobAlert : resumeJobAlert, { alertId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.allJobAlerts }),
  });
}

/**
 * POST /api/update_job_alert: a new frequency and keyword for an alert; its filters are sent as
 * saved (the endpoint takes the whole search).
 */
export function useUpdateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      alert,
      frequency,
      keyword,
    }: {
      alert: JobAlert;
      frequency: JobAlertFrequency;
      keyword: string;
    }) => {
      const filters = jobFilterOf(alert);
      return call(updateJobAlert, {
        alertId: alert.alertId,
        frequency,
        keyword,
        employmentType: filters.employmentType,
        workplace: filters.workplace,
        jobCountry: filters.jobCountry,
        jobCity: filters.jobCity,
        companyName: filters.companyName,
        ...jobFilterBody({ ...filters, postedWithin: null }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.allJobAlerts }),
  });
}

/** POST /api/unsubscribe_job_alert with the id and signed token of a digest's link (no session). */
export function useUnsubscribeJobAlert() {
  return useMutation({
    mutationFn: ({ id, token }: { id: string; token: string }) => call(unsubscribeJobAlert, { id, token }),
  });
}
