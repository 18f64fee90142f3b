import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { ConsoleQueryState } from "#web/layouts/console/paged-query";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { paths } from "#web/lib/paths";

interface JobSettingsScreenProps<T> {
  jobId: number;
  /** The screen's title (the words of the link to it), intro, and link back to the job's applicants. */
  copy: { editLink: string; editorIntro: string; backToApplicants: string };
  /** The settings read from the API; the form shows once they are there. */
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * A screen of one job's hiring settings (its stages, its application questions): the heading with
 * the way back to the job's applicants, then the loading and error states, then the form.
 */
export function JobSettingsScreen<T>({ jobId, copy, query, children }: JobSettingsScreenProps<T>) {
  return (
    <>
      <ScreenHeading
        title={copy.editLink}
        description={copy.editorIntro}
        actions={
          <Link to={paths.consoleApplicants(String(jobId))} className={linkClass}>
            {copy.backToApplicants}
          </Link>
        }
      />
      <ConsoleQueryState query={query}>{children}</ConsoleQueryState>
    </>
  );
}
