import { consoleCopy } from "@site/content/console";
import { NavLink, Outlet } from "react-router";
import { paths } from "#web/lib/paths";
import { AccessNotice } from "./access-notice";
import { useConsoleAccess } from "./use-console-access";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100"
  }`;

/**
 * The console's frame: only employers and admins get past it; the section links show what the
 * role may use (users and inquiries are for admins).
 */
export function ConsoleLayout() {
  const access = useConsoleAccess();
  if (access.kind !== "allowed") {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <AccessNotice notice={access.kind} />
      </div>
    );
  }
  const admin = access.role === "admin";
  const sections = [
    { to: paths.console, label: consoleCopy.sections.overview, end: true },
    ...(admin ? [{ to: paths.consoleUsers, label: consoleCopy.sections.users, end: false }] : []),
    { to: paths.consoleJobs, label: consoleCopy.sections.jobs, end: false },
    { to: paths.consoleReports, label: consoleCopy.sections.reports, end: false },
    ...(admin ? [{ to: paths.consoleInquiries, label: consoleCopy.sections.inquiries, end: false }] : []),
    ...(admin ? [{ to: paths.consoleAiAgent, label: consoleCopy.sections.aiAgent, end: false }] : []),
  ];
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
      <nav aria-label={consoleCopy.nav} className="md:w-48 md:shrink-0">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end} className={tabClass}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

/** The frame of the admin-only screens (users, inquiries, AI Agent): an employer sees "Not allowed" instead. */
export function AdminOnly() {
  const access = useConsoleAccess();
  if (access.kind === "allowed" && access.role === "admin") return <Outlet />;
  return <AccessNotice notice={access.kind === "allowed" ? "notAllowed" : access.kind} />;
}
