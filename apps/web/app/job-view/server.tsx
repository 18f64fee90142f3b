import type { JobPost } from "@site/contract/api/job-posts";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PostBody } from "#web/features/job-posts/components/job-post-screen";

/**
 * The job page's post as HTML, rendered by react-dom/server from the component the app renders
 * (`PostBody`), for the API to write into the page's loading slot (apps/api/src/http/web-app.ts,
 * docs/decisions/078-job-page-rendered-by-react-on-the-server.md). Built for Node by
 * `vite.job-view.config.ts` into build/job-view/job-view.js.
 *
 * `sanitize` is the API's allow-list sanitizer for the description (no DOM on the server); every
 * other text of the post is escaped by React. The router is a memory router at the post's own
 * path, so links render as the app renders them (`<a href="/search-jobs">`).
 */
export function renderJobPost(job: JobPost, sanitize: (html: string) => string): string {
  return renderToString(
    <MemoryRouter initialEntries={[`/job/${job.jobId}`]}>
      <PostBody job={job} sanitize={sanitize} withApplyOptions={false} />
    </MemoryRouter>,
  );
}
