/** The query keys of the jobs feature, so a mutation can invalidate exactly what it changed. */
export const jobKeys = {
  /** One search: its query string without the page (term, filters, sort), and the page. */
  search: (search: string, page: number) => ["jobs", "search", search, page] as const,
  post: (jobId: number) => ["jobs", "post", jobId] as const,
  /** Every user's list of applications: what applying or withdrawing invalidates. */
  allMyApplications: ["jobs", "my-applications"] as const,
  /** Per signed-in user, so another account in the same tab never sees the previous list. */
  myApplications: (user: string | null) => ["jobs", "my-applications", user] as const,
  /** Every user's saved jobs: what saving or removing one invalidates. */
  allSavedJobs: ["jobs", "saved"] as const,
  savedJobs: (user: string | null) => ["jobs", "saved", user] as const,
  /** Every user's job alerts: what creating or deleting one invalidates. */
  allJobAlerts: ["jobs", "alerts"] as const,
  jobAlerts: (user: string | null) => ["jobs", "alerts", user] as const,
};
