import { type JobPost, searchJobs } from "@site/contract/api/job-posts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { AccountMenu } from "#web/components/layout/account-menu";
import { ApplyOptions } from "#web/features/applications/components/apply-options";
import { MyApplications } from "#web/features/applications/components/my-applications";
import { type SearchResult, searchJobsQuery } from "#web/features/job-posts/api/search-jobs";
import { PostBody } from "#web/features/job-posts/components/job-post-screen";
import { JobSearchScreen } from "#web/features/job-posts/components/job-search-screen";
import { CHOSEN_JOB_PARAM } from "#web/features/job-posts/hooks/use-chosen-job";
import { jobKeys } from "#web/lib/job-keys";
import { paths } from "#web/lib/paths";
import { activeFilterCount, readSearchState, searchBodyOf } from "#web/lib/search-params";
import { type Role, ServerSession } from "#web/lib/session-store";

/** What POST /api/application_questions answers for the job (its questions to applicants). */
export interface QuestionsAnswer {
  data: unknown[];
}

/**
 * A signed-in candidate's page (docs/decisions/133): their e-mail and the answers of POST
 * /api/saved_jobs and /api/my_applications (their `data`), as the endpoints answer them.
 */
export interface PersonOnPage {
  email: string;
  saved: unknown[];
  applications: unknown[];
}

/**
 * The job page's post as HTML, rendered by react-dom/server from the component the app renders
 * (`PostBody`), for the API to write into the page's loading slot (apps/api/src/http/web-app.ts,
 * docs/decisions/078-job-page-rendered-by-react-on-the-server.md). Built for Node by
 * `vite.job-view.config.ts` into build/job-view/job-view.js.
 *
 * `sanitize` is the API's allow-list sanitizer for the description (no DOM on the server); every
 * other text of the post is escaped by React. The router is a memory router at the post's own
 * path, so links render as the app renders them (`<a href="/search-jobs">`).
 *
 * With `questions` (the job's questions to applicants, as the API answers them), the ways to apply
 * are rendered too, as a visitor without a session sees them, and the post says the page is
 * complete (`data-app-on-use`): the app then starts at the page's first use instead of after its
 * first paint (app/lib/app-on-use.ts, docs/decisions/104). A closed job needs none.
 *
 * With `person`, the page is that signed-in candidate's (decision 133): the session is theirs, and
 * their saved jobs and applications are seeded under the app's own query keys, so the post shows
 * "Saved" or "Save job", and the ways to apply "You applied on…" or "Apply with my profile".
 */
export function renderJobPost(
  job: JobPost,
  sanitize: (html: string) => string,
  questions?: QuestionsAnswer,
  person?: PersonOnPage,
): string {
  const open = job.status === "open";
  const complete = !open || questions !== undefined;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (questions) client.setQueryData(["application-questions", job.jobId], questions);
  if (person) seedPerson(client, person);
  return renderToString(
    <ServerSession.Provider value={person ? signedIn(person) : null}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/job/${job.jobId}`]}>
          <PostBody
            job={job}
            sanitize={sanitize}
            withApplyOptions={false}
            applyOptions={
              complete ? open ? <ApplyOptions jobId={job.jobId} asVisitor={!person} /> : null : undefined
            }
          />
        </MemoryRouter>
      </QueryClientProvider>
    </ServerSession.Provider>,
  );
}

/**
 * The body of POST /api/search_jobs that the app sends for the search of a /search-jobs URL's
 * query string (`?q=…&workplace=…`, or ""), read as the app reads it (readSearchState, then
 * searchBodyOf): the API runs this search for the page and embeds its answer under this body's
 * key, which the app's first call then takes (docs/decisions/124-search-starts-the-app-on-use.md).
 * Undefined for a URL with a chosen job (?job=, decision 109), whose page the app renders.
 */
export function searchBodyOfQuery(query: string): Record<string, unknown> | undefined {
  const params = new URLSearchParams(query);
  if (params.has(CHOSEN_JOB_PARAM)) return undefined;
  return searchBodyOf(readSearchState(params));
}

/**
 * The job search of a /search-jobs URL as HTML, rendered by react-dom's static `prerender` from
 * the screen the app renders (`JobSearchScreen`), given the API's answer to
 * `searchBodyOfQuery(query)` (its JSON, as the endpoint answers it): the search box with the URL's
 * words, the filters with their counts and the URL's choices, the sort, the first page of results
 * and the pager, marked `data-app-on-use` (the app starts at the page's first use). For the API to
 * write into the page's slot (apps/api/src/http/web-app.ts, decision 124).
 *
 * Without `person`, as a visitor without a session sees it. With `person`, as that signed-in
 * candidate sees it (docs/decisions/134): their session, their saved jobs and applications seeded
 * under the app's own query keys, so each result shows "Save job" or "Saved", their applications
 * stand beside the results and the alert control is theirs. Those parts are chunks of their own in
 * the app (`lazy`, decision 116): the static render waits for them, where renderToString would
 * leave them out.
 */
export async function renderJobSearch(
  query: string,
  answerJson: string,
  person?: PersonOnPage,
): Promise<string> {
  const search = readSearchState(new URLSearchParams(query));
  const answer = searchJobs.response.parse(JSON.parse(answerJson));
  const result: SearchResult = {
    ...answer,
    keyword: search.term,
    page: search.page,
    filtered: activeFilterCount(search.filters) > 0,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(searchJobsQuery(search).queryKey, result);
  if (person) seedPerson(client, person);
  const at = query === "" || query.startsWith("?") ? query : `?${query}`;
  return renderStatic(
    <ServerSession.Provider value={person ? signedIn(person) : null}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`${paths.searchJobs}${at}`]}>
          <JobSearchScreen applications={person ? <MyApplications /> : null} onServer />
        </MemoryRouter>
      </QueryClientProvider>
    </ServerSession.Provider>,
  );
}

/**
 * The header's account menu of a person's page (docs/decisions/135), as the app's header renders
 * it for that session (the same `AccountMenu`, closed), marked as the server's: the API writes it
 * into the shell's header beside the signed-out links, and the page's starter keeps one of the two
 * (app/lib/app-on-use.ts). Its links are plain `<a href>`; its Log Out starts the app.
 */
export function renderAccountMenu(session: { email: string; role: Role }): string {
  const noop = () => {};
  return renderToString(
    <MemoryRouter>
      <AccountMenu
        session={{ status: "signedIn", ...session }}
        open={false}
        onOpenChange={noop}
        onLogOut={noop}
        forPerson
      />
    </MemoryRouter>,
  );
}

/** The person's answers under the keys the app reads them by (decision 133). */
function seedPerson(client: QueryClient, person: PersonOnPage): void {
  client.setQueryData(jobKeys.savedJobs(person.email), person.saved);
  client.setQueryData(jobKeys.myApplications(person.email), person.applications);
}

const signedIn = (person: PersonOnPage) =>
  ({ status: "signedIn", email: person.email, role: "candidate" }) as const;

/** What renderToString writes for a Suspense boundary it could not fill: a part not loaded yet. */
const unfilledBoundary = "<!--$!-->";

/**
 * The tree's HTML with every lazy part of it in place. renderToString leaves out a part whose chunk
 * has not loaded yet (the person's Save buttons and alert control, the first time); the static
 * render waits for them, but writes a part that came late out of place, moved by a script the
 * page's policy would refuse. So a first static render loads them, and renderToString writes the
 * page once they are there, as it does at once from then on (a lazy part stays loaded).
 */
async function renderStatic(tree: ReactNode): Promise<string> {
  const html = renderToString(tree);
  if (!html.includes(unfilledBoundary)) return html;
  const { prelude } = await prerenderToNodeStream(tree);
  for await (const _ of prelude);
  const again = renderToString(tree);
  if (again.includes(unfilledBoundary)) throw new Error("a lazy part of the search did not load");
  return again;
}
