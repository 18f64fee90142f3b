import type { JobPost } from "@site/contract/api/job-posts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ApplyOptions } from "#web/features/applications/components/apply-options";
import { PostBody } from "#web/features/job-posts/components/job-post-screen";

/** What POST /api/application_questions answers for the job (its questions to applicants). */
export interface QuestionsAnswer {
  data: unknown[];
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
 */
export function renderJobPost(
  job: JobPost,
  sanitize: (html: string) => string,
  questions?: QuestionsAnswer,
): string {
  const open = job.status === "open";
  const complete = !open || questions !== undefined;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (questions) client.setQueryData(["application-questions", job.jobId], questions);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/job/${job.jobId}`]}>
        <PostBody
          job={job}
          sanitize={sanitize}
          withApplyOptions={false}
          applyOptions={complete ? open ? <ApplyOptions jobId={job.jobId} asVisitor /> : null : undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
