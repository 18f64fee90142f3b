import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { profileKeys } from "#web/features/accounts/api/profile-keys";
import { EditProfileScreen } from "#web/features/accounts/components/edit-profile-screen";
import { MyJobsScreen } from "#web/features/job-posts/components/my-jobs-screen";
import { SavedJobsScreen } from "#web/features/job-posts/components/saved-jobs-screen";
import { jobKeys } from "#web/lib/job-keys";
import { paths } from "#web/lib/paths";
import { ServerSession } from "#web/lib/session-store";
import { ViewProfileScreen } from "#web/routes/view-profile";

/**
 * A signed-in candidate's own pages written by the server (docs/decisions/136-candidate-pages-from-the-server.md):
 * their e-mail and, as their endpoints answer them (their `data`), what the page shows: saved jobs
 * (POST /api/saved_jobs), applications (/api/my_applications), job alerts (/api/job_alerts) and
 * the profile (/api/view_profile).
 */
export interface CandidateOnPage {
  email: string;
  saved?: unknown[];
  applications?: unknown[];
  alerts?: unknown[];
  /** The profile as POST /api/view_profile answers it. */
  profile?: unknown;
}

/** The pages the server writes for a signed-in candidate, by their path without the slash. */
export type CandidatePage = "saved-jobs" | "my-jobs" | "view-profile" | "edit-profile";

const screens: Record<CandidatePage, { path: string; screen: () => ReactNode }> = {
  "saved-jobs": { path: paths.savedJobs, screen: () => <SavedJobsScreen onServer /> },
  "my-jobs": { path: paths.myJobs, screen: () => <MyJobsScreen onServer /> },
  "view-profile": { path: paths.viewProfile, screen: () => <ViewProfileScreen onServer /> },
  "edit-profile": { path: paths.editProfile, screen: () => <EditProfileScreen onServer /> },
};

/**
 * The page's screen as HTML, rendered by react-dom/server from the component the app renders,
 * for the API to write into the page's slot (apps/api/src/http/candidate-pages.ts): the session
 * is the person's (a candidate), given by `ServerSession`, and their answers are seeded under the
 * app's own query keys, so the screen shows their lists, marked `data-app-on-use` (the app starts
 * at the page's first use). Built for Node by vite.job-view.config.ts into
 * build/job-view/candidate-view.js.
 */
export function renderCandidatePage(page: CandidatePage, person: CandidateOnPage): string {
  const view = screens[page];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (person.saved) client.setQueryData(jobKeys.savedJobs(person.email), person.saved);
  if (person.applications) client.setQueryData(jobKeys.myApplications(person.email), person.applications);
  if (person.alerts) client.setQueryData(jobKeys.jobAlerts(person.email), person.alerts);
  if (person.profile) client.setQueryData(profileKeys.mine(), person.profile);
  const session = { status: "signedIn", email: person.email, role: "candidate" } as const;
  return renderToString(
    <ServerSession.Provider value={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[view.path]}>{view.screen()}</MemoryRouter>
      </QueryClientProvider>
    </ServerSession.Provider>,
  );
}
