import { consoleCopy, consolePages } from "@site/content/console";
import { Link } from "react-router";
import { HiringOverview } from "#web/features/applications/console/hiring-overview";
import { paths } from "#web/lib/paths";
import { ScreenHeading } from "./screen-heading";
import { useConsoleAccess } from "./use-console-access";

/** The console's start: one card per section the role may use. */
export function ConsoleHome() {
  const access = useConsoleAccess();
  const admin = access.kind === "allowed" && access.role === "admin";
  const cards = [
    ...(admin
      ? [{ to: paths.consoleUsers, title: consoleCopy.sections.users, text: consoleCopy.homeIntro.users }]
      : []),
    { to: paths.consoleJobs, title: consoleCopy.sections.jobs, text: consoleCopy.homeIntro.jobs },
    ...(admin
      ? [
          {
            to: paths.consoleInquiries,
            title: consoleCopy.sections.inquiries,
            text: consoleCopy.homeIntro.inquiries,
          },
          {
            to: paths.consoleAiAgent,
            title: consoleCopy.sections.aiAgent,
            text: consoleCopy.homeIntro.aiAgent,
          },
        ]
      : []),
  ];
  return (
    <>
      <ScreenHeading title={consolePages.home.heading} description={consolePages.home.description} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-lg border border-slate-200 p-5 shadow-sm hover:border-navy-700 hover:shadow"
            >
              <h2 className="text-lg font-semibold text-navy-900">{card.title}</h2>
              <p className="mt-2 text-sm text-slate-600">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      {access.kind === "allowed" ? <HiringOverview /> : null}
    </>
  );
}
