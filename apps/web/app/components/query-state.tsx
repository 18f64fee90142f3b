import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describeError } from "../lib/describe-error";
import { AlertMessage } from "./alert-message";
import { Button } from "./button";

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is said while the answer loads. */
  loading: string;
  /** The retry button's words after a failure; without it the failure shows no button. */
  retry?: string;
  /** Whether the answer has nothing to show, and what is said then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Without the vertical room of a screen's main list (a list inside a page). */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The loading, error and empty states of a list read from the API, then the list itself: the one
 * shape of the console's screens.
 */
export function QueryState<T>({
  query,
  loading,
  retry,
  isEmpty,
  empty,
  compact = false,
  children,
}: QueryStateProps<T>) {
  const room = compact ? "" : "py-6 ";
  if (query.isPending)
    return (
      <p role="status" className={`${room}text-slate-600`}>
        {loading}
      </p>
    );
  if (query.isError) {
    const message = <AlertMessage>{describeError(query.error)}</AlertMessage>;
    if (!retry) return message;
    return (
      <div className="space-y-3">
        {message}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <p className={`${room}text-slate-600`}>{empty}</p>;
  return <>{children(query.data)}</>;
}
