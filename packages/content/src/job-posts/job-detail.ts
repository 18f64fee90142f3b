/**
 * Copy of the job search's detail pane (docs/decisions/109-list-plus-detail.md): a chosen result
 * shown beside the list. Its own file, so the search page's first script carries none of it but
 * the pane's name.
 */
export const jobDetailCopy = {
  /** The pane's name for assistive technology. */
  paneLabel: "Job details",
  backToResults: "Back to results",
  /** A link to the job's own page, for a new tab or to share the job alone. */
  openPage: "Open the job's page",
  notFound: "Job not found",
  notFoundHint:
    "This job is not on the site any more, or the link to it is wrong. Choose another job from the results.",
  loadFailed: "The job could not be loaded.",
  retry: "Retry",
} as const;
