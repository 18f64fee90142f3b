import { consoleCopy } from "@site/content/console";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ComponentProps, type ReactNode, useState } from "react";
import { Pager } from "#web/components/pager";
import { QueryState } from "#web/components/query-state";

type ConsoleQueryStateProps<T> = Omit<ComponentProps<typeof QueryState<T>>, "loading" | "retry"> & {
  /** A failure shows the console's Retry button. */
  retry?: boolean;
};

/** QueryState in the console's words: its loading line and, where asked for, its Retry button. */
export function ConsoleQueryState<T>({ retry = false, ...props }: ConsoleQueryStateProps<T>) {
  return (
    <QueryState loading={consoleCopy.loading} retry={retry ? consoleCopy.retry : undefined} {...props} />
  );
}

interface PagedQueryProps<T extends { data: readonly unknown[]; totalPages: number }> {
  /** A page of a list in the contract's paged shape. */
  query: UseQueryResult<T>;
  /** What is said when the list has nothing. */
  empty: ReactNode;
  /** The pager's name for screen readers (e.g. "Jobs pages"). */
  pagination: string;
  page: number;
  onPage: (page: number) => void;
  /** A list inside a screen (the console start's overview): less room, no retry button. */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A console list read a page at a time: its loading, error and empty states (QueryState, in the
 * console's words), then the page and, when there is more than one, the pager under it.
 */
export function PagedQuery<T extends { data: readonly unknown[]; totalPages: number }>({
  query,
  empty,
  pagination,
  page,
  onPage,
  compact = false,
  children,
}: PagedQueryProps<T>) {
  return (
    <ConsoleQueryState
      query={query}
      retry={!compact}
      isEmpty={(data) => data.data.length === 0}
      empty={empty}
      compact={compact}
    >
      {(data) => (
        <>
          {children(data)}
          <Pager
            hideOnOnePage
            copy={consoleCopy}
            label={pagination}
            page={page}
            totalPages={data.totalPages}
            onPage={onPage}
          />
        </>
      )}
    </ConsoleQueryState>
  );
}

type PagedListProps<T extends { data: readonly unknown[]; totalPages: number }> = Omit<
  PagedQueryProps<T>,
  "query" | "page" | "onPage"
> & {
  /** The query of one page of the list (a hook of the module's, the same on every render). */
  usePage: (page: number) => UseQueryResult<T>;
};

/** A PagedQuery that keeps its own page: the first one, then the one the pager chose. */
export function PagedList<T extends { data: readonly unknown[]; totalPages: number }>({
  usePage,
  ...props
}: PagedListProps<T>) {
  const [page, setPage] = useState(1);
  return <PagedQuery query={usePage(page)} page={page} onPage={setPage} {...props} />;
}
