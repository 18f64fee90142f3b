const COUNT_TTL_MS = 5000;
/** A count older than the TTL is still answered, while one refresh runs, up to this age. */
const COUNT_STALE_MS = 60_000;
const COUNT_CACHE_MAX = 1000;

interface CountEntry {
  value?: unknown;
  at: number;
  refreshing?: Promise<unknown>;
}

export interface CountCache {
  /**
   * The count under `key` (a number, or the facet counts of a search): cached, shared with a
   * running count, or computed by `run`. One key always holds one kind of value.
   */
  get<T>(key: string, run: () => Promise<T>): Promise<T>;
  /** Forgets every count (after a job is posted, edited or closed). */
  clear(): void;
  /**
   * Forgets every count when `version` (the number of job writes of every instance, read from
   * the database) is newer than the one seen before: a job another instance wrote shows in the
   * counts of the very next search here.
   */
  follow(version: number): void;
}

/**
 * Counts kept for a few seconds per search text: counting every match of a common word on every
 * request would cost more than the page itself on a large table. One count runs at a time per
 * text (concurrent searches share it), and a slightly stale count is answered while it
 * refreshes. The jobs service owns one cache per app and clears it on every job write; on
 * PostgreSQL it also follows the version every instance's job writes bump, so other instances
 * clear theirs at their next search (docs/decisions/058-search-counts-across-instances.md).
 * `busy` tells whether requests wait for the database now: a count past its 5 s is then answered
 * as it is (up to a minute old) instead of recounted (decision 081).
 */
export function createCountCache(
  clock: () => number = Date.now,
  options: { busy?: () => boolean } = {},
): CountCache {
  const counts = new Map<string, CountEntry>();
  let seenVersion = 0;
  return {
    get<T>(key: string, run: () => Promise<T>): Promise<T> {
      const now = clock();
      let entry = counts.get(key);
      if (!entry || (entry.value !== undefined && now - entry.at > COUNT_STALE_MS)) {
        entry = { at: now };
        counts.set(key, entry);
        if (counts.size > COUNT_CACHE_MAX) counts.delete(counts.keys().next().value as string);
      }
      const fresh = entry.value !== undefined && now - entry.at < COUNT_TTL_MS;
      if (fresh) return Promise.resolve(entry.value as T);
      // The embedded database runs each query on the event loop: recounting every match of a
      // common word blocks every socket for hundreds of milliseconds, refusals included. While
      // requests wait for it, the old count (under a minute old) is answered and the recount
      // waits for a quieter moment (docs/decisions/081-start-fast-refuse-fast.md).
      if (entry.value !== undefined && !entry.refreshing && options.busy?.())
        return Promise.resolve(entry.value as T);
      if (!entry.refreshing) {
        const current = entry;
        current.refreshing = run()
          .then((value) => {
            // A count started before a clear() is not kept: it may miss the write that cleared.
            if (counts.get(key) === current) Object.assign(current, { value, at: clock() });
            return value;
          })
          .finally(() => {
            current.refreshing = undefined;
          });
        // A failed background refresh is reported to the searches awaiting it, never unhandled.
        current.refreshing.catch(() => {});
      }
      return entry.value !== undefined ? Promise.resolve(entry.value as T) : (entry.refreshing as Promise<T>);
    },
    clear() {
      counts.clear();
    },
    follow(version) {
      if (version <= seenVersion) return;
      seenVersion = version;
      counts.clear();
    },
  };
}
