import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { Button, linkClass } from "./button";

interface OwnListStateProps<Item> {
  /** The caller's own list (the contract's `ownList`: saved jobs, job alerts, applications). */
  query: UseQueryResult<Item[]>;
  copy: { loading: string; loadFailed: string; retry: string; empty: string; findJobs: string };
  /** Spacing from what stands before each state (e.g. "mt-3"). */
  className?: string;
  children: (items: Item[]) => ReactNode;
}

/**
 * The loading, failed and empty states of a candidate's own list, then the list itself: a failure
 * says what failed, the server's reason when it gave one, and offers Retry; an empty list points
 * to the job search.
 */
export function OwnListState<Item>({ query, copy, className = "", children }: OwnListStateProps<Item>) {
  const space = className ? `${className} ` : "";
  if (query.isPending)
    return (
      <p role="status" className={`${space}text-slate-600`}>
        {copy.loading}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className={`${space}text-red-800`}>
        <p>{copy.loadFailed}</p>
        {query.error instanceof ApiError && query.error.serverMessage ? (
          <p className="text-sm">{query.error.serverMessage}</p>
        ) : null}
        <Button variant="link" className="mt-1" onClick={() => void query.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <p className={`${space}text-slate-700`}>
        {copy.empty}{" "}
        <Link to={paths.searchJobs} className={linkClass}>
          {copy.findJobs}
        </Link>
      </p>
    );
  return <>{children(query.data)}</>;
}
