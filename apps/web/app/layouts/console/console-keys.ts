import type { UserDetails } from "@site/contract/api/accounts";
import { keepPreviousData } from "@tanstack/react-query";

export interface UserFilter {
  email: string;
  role: UserDetails["role"] | "";
  status: UserDetails["status"] | "";
  page: number;
}

/** Query keys of the console, so a mutation invalidates exactly what it changed. */
export const consoleKeys = {
  users: ["console", "users"] as const,
  userList: (filter: UserFilter) => [...consoleKeys.users, "list", filter] as const,
  invites: ["console", "invites"] as const,
  jobs: ["console", "jobs"] as const,
  jobList: (page: number) => [...consoleKeys.jobs, "list", page] as const,
  job: (jobId: number) => [...consoleKeys.jobs, "one", jobId] as const,
  pipeline: (jobId: number) => [...consoleKeys.jobs, "pipeline", jobId] as const,
  stages: (jobId: number) => [...consoleKeys.jobs, "stages", jobId] as const,
  report: (jobId: number) => [...consoleKeys.jobs, "report", jobId] as const,
  reportAcrossJobs: (from: string, to: string) =>
    [...consoleKeys.jobs, "report-across-jobs", from, to] as const,
  application: (applicationId: string) => ["console", "application", applicationId] as const,
  overview: (page: number) => [...consoleKeys.jobs, "overview", page] as const,
  inquiries: (page: number) => ["console", "inquiries", page] as const,
  chatQuestions: (filter: string, page: number, period = "all") =>
    ["console", "chat-questions", filter, page, period] as const,
  chatReport: (period: string) => ["console", "chat-report", period] as const,
};

/**
 * How a console list is read: the page shown stays while the next one loads, every visit asks
 * again, and a failure shows at once (no retry).
 */
export const consoleListQuery = { placeholderData: keepPreviousData, retry: false, staleTime: 0 } as const;
