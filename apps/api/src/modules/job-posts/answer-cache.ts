/** At most this many answers are kept: a burst of different searches cannot fill the memory. */
export const ANSWER_CACHE_MAX_ENTRIES = 500;
/** Nor this many characters of answers in all (about 8 MB of JSON at most). */
export const ANSWER_CACHE_MAX_CHARS = 4_000_000;

interface Entry {
  body: string;
  at: number;
}

/**
 * Public answers kept for a moment, as the JSON text that went out (decision 121, nginx's
 * "micro-caching"): a job post's page and a search, as any visitor without a session gets them.
 * Nothing private goes in: the routes keep only answers computed without reading a session, and
 * serve them only to callers without one. The jobs service clears it on every job write of this
 * instance; other instances' writes show within `ttlMs` (searches follow the job-writes number
 * too, so they show at once there). Bounded by count and by size, oldest out first.
 */
export interface AnswerCache {
  /** The answer under `key`, if it is younger than the TTL. */
  get(key: string): string | undefined;
  /**
   * Taken before computing an answer, given back to `set`: an answer computed while a write
   * cleared the cache may miss that write, and is not kept.
   */
  generation(): number;
  set(key: string, generation: number, body: string): void;
  /**
   * The answer under `key`: the kept one, else the one being computed for it now (the callers
   * arriving meanwhile share one computation instead of each running it), else `compute`'s, kept
   * when it says so. A computation begun before a clear() is not shared with later callers.
   */
  share(key: string, compute: () => Promise<{ body: string; keep: boolean }>): Promise<string>;
  /** Forgets every answer (after a job is posted, edited, closed or published). */
  clear(): void;
  /** How many answers are kept now (tests, metrics). */
  size(): number;
}

export function createAnswerCache(ttlMs: number, clock: () => number = Date.now): AnswerCache {
  const entries = new Map<string, Entry>();
  /** Answers being computed, by key; emptied by clear(). At most one per key. */
  const pending = new Map<string, Promise<string>>();
  let chars = 0;
  let generation = 0;
  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.body.length;
  };
  const cache: AnswerCache = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (clock() - entry.at < ttlMs) return entry.body;
      remove(key, entry);
      return undefined;
    },
    generation: () => generation,
    set(key, taken, body) {
      if (ttlMs <= 0 || taken !== generation || body.length > ANSWER_CACHE_MAX_CHARS) return;
      const old = entries.get(key);
      if (old) remove(key, old);
      entries.set(key, { body, at: clock() });
      chars += body.length;
      // Oldest first: a Map iterates in insertion order.
      for (const [oldestKey, oldest] of entries) {
        if (entries.size <= ANSWER_CACHE_MAX_ENTRIES && chars <= ANSWER_CACHE_MAX_CHARS) break;
        remove(oldestKey, oldest);
      }
    },
    share(key, compute) {
      // Turned off (ANSWER_CACHE_MS=0): every caller computes its own answer, as without it.
      if (ttlMs <= 0) return compute().then(({ body }) => body);
      const kept = cache.get(key);
      if (kept !== undefined) return Promise.resolve(kept);
      const running = pending.get(key);
      if (running) return running;
      const taken = generation;
      const computing = compute()
        .then(({ body, keep }) => {
          if (keep) cache.set(key, taken, body);
          return body;
        })
        .finally(() => {
          if (pending.get(key) === computing) pending.delete(key);
        });
      pending.set(key, computing);
      return computing;
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
      chars = 0;
    },
    size: () => entries.size,
  };
  return cache;
}
