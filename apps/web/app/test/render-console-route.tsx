import type { UserDetails } from "@site/contract/api/accounts";
import type { JobPost } from "@site/contract/api/job-posts";
import { act } from "@testing-library/react";
import { useLocation, useParams } from "react-router";
import { UsersScreen } from "#web/features/accounts/console/users-screen";
import { PipelineScreen } from "#web/features/applications/console/pipeline-screen";
import { AiAgentScreen } from "#web/features/assistant/console/ai-agent-screen";
import { InquiriesScreen } from "#web/features/inquiries/console/inquiries-screen";
import { JobEditorScreen } from "#web/features/job-posts/console/job-editor-screen";
import { parseJobId } from "#web/features/job-posts/console/job-id";
import { JobsScreen } from "#web/features/job-posts/console/jobs-screen";
import { ConsoleHome } from "#web/layouts/console/console-home";
import { AdminOnly, ConsoleLayout } from "#web/layouts/console/console-layout";
import { type Role, signIn, signOut } from "#web/lib/session-store";
import { noJobFacts } from "./job-facts";
import { renderRoutes } from "./render-screens";

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

function EditJob() {
  const jobId = parseJobId(useParams().jobId);
  return jobId === null ? null : <JobEditorScreen jobId={jobId} />;
}

function Applicants() {
  return <PipelineScreen jobId={parseJobId(useParams().jobId) ?? 0} />;
}

const NewJob = () => <JobEditorScreen jobId={null} />;

function Layout() {
  return (
    <>
      <ConsoleLayout />
      <CurrentPath />
    </>
  );
}

/** Signs the test's user in with a known role (or out, for null). */
export async function actAs(role: Role | null, email = `${role ?? "visitor"}@example.com`) {
  await act(() => signOut());
  if (role) act(() => signIn(`${role}-token`, email, role));
}

/**
 * Renders the console in a memory router laid out like routes.ts, with a fresh query client
 * and the app's toaster, starting at `path`. The API is stood in for at fetch (stubApi).
 */
export function renderConsoleRoute(path: string) {
  return renderRoutes(
    [
      {
        path: "/console",
        Component: Layout,
        children: [
          { index: true, Component: ConsoleHome },
          {
            Component: AdminOnly,
            children: [
              { path: "users", Component: UsersScreen },
              { path: "inquiries", Component: InquiriesScreen },
              { path: "ai-agent", Component: AiAgentScreen },
            ],
          },
          { path: "jobs", Component: JobsScreen },
          { path: "jobs/new", Component: NewJob },
          { path: "jobs/:jobId", Component: EditJob },
          { path: "jobs/:jobId/applicants", Component: Applicants },
        ],
      },
      { path: "*", Component: CurrentPath },
    ],
    path,
  );
}

export { currentPath, findToast } from "./render-screens";
export { requests, sentTo, stubApi } from "./stub-api";

export function userDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    role: "candidate",
    status: "active",
    createdAt: "2026-01-05T10:00:00.000Z",
    lastLoginAt: "",
    ...overrides,
  };
}

export function jobPost(overrides: Partial<JobPost> = {}): JobPost {
  return {
    jobId: 7,
    jobTitle: "Site Reliability Engineer",
    companyName: "Acme",
    jobLocation: "Remote",
    jobSalary: "$120k",
    companyIconUrl: "",
    postedDate: "2026-02-01T09:00:00.000Z",
    jobDescription: "<p>Keep things <strong>running</strong>.</p>",
    validThrough: "",
    status: "open",
    publishAt: null,
    ...noJobFacts,
    ...overrides,
  };
}
