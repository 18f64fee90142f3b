import type { UserDetails } from "@site/contract/api/accounts";
import type { JobPost } from "@site/contract/api/job-posts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation, useParams } from "react-router";
import { Toaster, toast } from "sonner";
import { UsersScreen } from "../features/accounts/console/users-screen";
import { PipelineScreen } from "../features/applications/console/pipeline-screen";
import { AiAgentScreen } from "../features/assistant/console/ai-agent-screen";
import { InquiriesScreen } from "../features/inquiries/console/inquiries-screen";
import { JobEditorScreen } from "../features/job-posts/console/job-editor-screen";
import { parseJobId } from "../features/job-posts/console/job-id";
import { JobsScreen } from "../features/job-posts/console/jobs-screen";
import { ConsoleHome } from "../layouts/console/console-home";
import { AdminOnly, ConsoleLayout } from "../layouts/console/console-layout";
import { type Role, signIn, signOut } from "../lib/session-store";
import { noJobFacts } from "./job-facts";

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

const Users = () => (
  <AdminOnly>
    <UsersScreen />
  </AdminOnly>
);
const AiAgent = () => (
  <AdminOnly>
    <AiAgentScreen />
  </AdminOnly>
);
const Inquiries = () => (
  <AdminOnly>
    <InquiriesScreen />
  </AdminOnly>
);
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
  toast.dismiss();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const Stub = createRoutesStub([
    {
      path: "/console",
      Component: Layout,
      children: [
        { index: true, Component: ConsoleHome },
        { path: "users", Component: Users },
        { path: "jobs", Component: JobsScreen },
        { path: "jobs/new", Component: NewJob },
        { path: "jobs/:jobId", Component: EditJob },
        { path: "jobs/:jobId/applicants", Component: Applicants },
        { path: "inquiries", Component: Inquiries },
        { path: "ai-agent", Component: AiAgent },
      ],
    },
    { path: "*", Component: CurrentPath },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[path]} />
      <Toaster position="top-right" duration={5000} />
    </QueryClientProvider>,
  );
}

export function currentPath(): string {
  return screen.getByTestId("current-path").textContent ?? "";
}

/** Waits for a toast with exactly this text. */
export async function findToast(text: string): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  return within(region).findByText(text);
}

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
