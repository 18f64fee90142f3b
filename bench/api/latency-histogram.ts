// Per-request latencies in 0.1 ms buckets up to 60 s: exact enough for p95 at any run length,
// in constant memory (autocannon's own histogram has p90 and p97.5 but no p95).
const RESOLUTION_MS = 0.1;
const MAX_MS = 60_000;

export class LatencyHistogram {
  private readonly buckets = new Uint32Array(MAX_MS / RESOLUTION_MS + 1);
  count = 0;
  max = 0;

  record(ms: number): void {
    const bucket = Math.min(Math.max(Math.round(ms / RESOLUTION_MS), 0), this.buckets.length - 1);
    this.buckets[bucket] = (this.buckets[bucket] ?? 0) + 1;
    this.count += 1;
    if (ms > this.max) this.max = ms;
  }

  /** The latency (ms) under which a fraction `q` (0–1) of the requests finished. */
  percentile(q: number): number {
    if (this.count === 0) return 0;
    const rank = Math.max(1, Math.ceil(q * this.count));
    let seen = 0;
    for (let bucket = 0; bucket < this.buckets.length; bucket++) {
      seen += this.buckets[bucket] ?? 0;
      if (seen >= rank) return Math.round(bucket * RESOLUTION_MS * 10) / 10;
    }
    return this.max;
  }
}
