// The mixed workload: what each operation sends, how the connections are shared between them,
// and the ledger of accepted applications and inquiries that is checked against the database.
import { endpoints } from "@site/contract/endpoints";
import type { Account } from "./seed-accounts.ts";
import { BENCH_PASSWORD } from "./seed-accounts.ts";

export const operations = ["log-in", "validate-token", "search", "view-job", "apply", "inquiry"] as const;
export type Operation = (typeof operations)[number];

/** Connections of 50 per operation: mostly browsing, some sign-ins, few writes. */
const weights: Record<Operation, number> = {
  "log-in": 4,
  "validate-token": 8,
  search: 14,
  "view-job": 12,
  apply: 6,
  inquiry: 6,
};

/** Shares `total` connections by the weights (largest remainder), at least one each. */
export function splitConnections(total: number): Record<Operation, number> {
  const sum = operations.reduce((s, op) => s + weights[op], 0);
  const exact = operations.map((op) => ({ op, share: (weights[op] * total) / sum }));
  const split = Object.fromEntries(exact.map(({ op, share }) => [op, Math.max(1, Math.floor(share))]));
  let left = total - Object.values(split).reduce((s, n) => s + n, 0);
  for (const { op } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left <= 0) break;
    split[op] = (split[op] ?? 0) + 1;
    left -= 1;
  }
  return split as Record<Operation, number>;
}

const keywords = [
  "",
  "engineer",
  "kubernetes",
  "senior platform",
  "zephyrine",
  "berlin",
  "python aws",
  "site reliability remote",
  "terraform",
  "lead data",
];

export interface RequestBody {
  body: string;
  /** What the ledger records when this request is answered 2xx. */
  key?: string;
}

/** Writes accepted by the API during one server's lifetime, by identity. */
export interface Ledger {
  applications: Set<string>;
  inquiries: Set<string>;
  /** Requests built (sent, or about to be) per write operation. */
  built: { apply: number; inquiry: number };
}

export const newLedger = (): Ledger => ({
  applications: new Set(),
  inquiries: new Set(),
  built: { apply: 0, inquiry: 0 },
});

/**
 * Request bodies for every operation. Cursors live here, not per connection, so that across all
 * connections and runs of one database no (account, job) pair is applied for twice.
 */
export class Workload {
  private forwarded = 0;
  private logIns = 0;
  private validations = 0;
  private searches = 0;
  private applications = 0;
  private inquiries = 0;

  constructor(
    private readonly accounts: Account[],
    private readonly jobCount: number,
    /** Tags inquiry messages so that this bench's rows are found again. */
    readonly runTag: string,
  ) {}

  /** A new client address per request: rate limits count many users, as in real traffic. */
  nextForwardedFor(): string {
    const n = this.forwarded++;
    return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
  }

  private account(n: number): Account {
    const account = this.accounts[n % this.accounts.length];
    if (!account) throw new Error("no accounts seeded");
    return account;
  }

  next(op: Operation, ledger: Ledger): RequestBody {
    switch (op) {
      case "log-in":
        return {
          body: JSON.stringify({ inputEmail: this.account(this.logIns++).email, password: BENCH_PASSWORD }),
        };
      case "validate-token":
        return { body: JSON.stringify({ accessToken: this.account(this.validations++).token }) };
      case "search": {
        const n = this.searches++;
        const keyword = keywords[n % keywords.length] ?? "";
        // Mostly the first pages; now and then a deep page of the unfiltered list.
        const page = n % 50 === 0 && keyword === "" ? 100 : 1 + (Math.floor(n / keywords.length) % 3);
        return { body: JSON.stringify({ keyword, page }) };
      }
      case "view-job":
        return { body: JSON.stringify({ job_id: 1 + Math.floor(Math.random() * this.jobCount) }) };
      case "apply": {
        // Pair k: account k mod A, and for that account a job never used before (round < jobs).
        const k = this.applications++;
        const accountIndex = k % this.accounts.length;
        const round = Math.floor(k / this.accounts.length);
        if (round >= this.jobCount) throw new Error("every (account, job) pair has been used");
        const jobId = ((round + accountIndex * 37) % this.jobCount) + 1;
        ledger.built.apply += 1;
        return {
          body: JSON.stringify({ accessToken: this.account(accountIndex).token, jobId }),
          key: `${this.account(accountIndex).email}|${jobId}`,
        };
      }
      case "inquiry": {
        const n = this.inquiries++;
        ledger.built.inquiry += 1;
        const key = `${this.runTag} #${n}`;
        return {
          body: JSON.stringify({
            // One in three is sent signed in.
            accessToken: n % 3 === 0 ? this.account(n).token : null,
            firstName: "Bench",
            lastName: `Visitor ${n}`,
            emailAddress: `visitor-${n}@bench.example`,
            phoneNumber: "+1 555 010 2000",
            messageContent: `${key}: we run 400 Linux hosts; can the Systems Controller patch them weekly?`,
          }),
          key,
        };
      }
    }
  }

  /** Records an accepted write in the ledger. */
  static accept(op: Operation, key: string, ledger: Ledger): void {
    if (op === "apply") ledger.applications.add(key);
    if (op === "inquiry") ledger.inquiries.add(key);
  }
}

export const operationPaths: Record<Operation, string> = {
  "log-in": endpoints.accounts.logIn.path,
  "validate-token": endpoints.accounts.validateToken.path,
  search: endpoints.jobPosts.searchJobs.path,
  "view-job": endpoints.jobPosts.viewJobPost.path,
  apply: endpoints.applications.applyForJob.path,
  inquiry: endpoints.inquiries.submitInquiry.path,
};
