// Every application and inquiry the load tool saw accepted must be in the database exactly once.
// Rows beyond those are requests whose answer never arrived (in flight when a run stopped).
import type { SqlClient } from "../support/seed-jobs.ts";
import type { Ledger } from "./workload.ts";

export interface WriteCheck {
  accepted: number;
  stored: number;
  /** Accepted but not stored, or stored more than once. */
  missing: number;
  duplicated: number;
  /** Stored without a 2xx seen by the load tool; at most the requests left unanswered. */
  unanswered: number;
  ok: boolean;
}

function compare(accepted: Set<string>, storedKeys: string[], built: number): WriteCheck {
  const counts = new Map<string, number>();
  for (const key of storedKeys) counts.set(key, (counts.get(key) ?? 0) + 1);
  let missing = 0;
  for (const key of accepted) if (!counts.has(key)) missing += 1;
  const duplicated = [...counts.values()].filter((n) => n > 1).length;
  const unanswered = [...counts.keys()].filter((key) => !accepted.has(key)).length;
  return {
    accepted: accepted.size,
    stored: storedKeys.length,
    missing,
    duplicated,
    unanswered,
    ok: missing === 0 && duplicated === 0 && unanswered <= built - accepted.size,
  };
}

export async function checkWrites(
  client: SqlClient,
  ledger: Ledger,
  since: Date,
  runTag: string,
): Promise<{ applications: WriteCheck; inquiries: WriteCheck }> {
  const applications = await client.query(
    `select u.email || '|' || a.job_id as key
     from applications a join users u on u.id = a.user_id
     where a.created_at >= $1 and u.email like 'bench-%@bench.example'`,
    [since.toISOString()],
  );
  const inquiries = await client.query(
    `select split_part(message_content, ':', 1) as key from inquiries
     where message_content like $1 and created_at >= $2`,
    [`${runTag} #%`, since.toISOString()],
  );
  const keys = (rows: unknown[]) => rows.map((row) => (row as { key: string }).key);
  return {
    applications: compare(ledger.applications, keys(applications.rows), ledger.built.apply),
    inquiries: compare(ledger.inquiries, keys(inquiries.rows), ledger.built.inquiry),
  };
}

export function describeWrites(name: string, check: WriteCheck): string {
  const extra = check.unanswered
    ? `, ${check.unanswered} whose answer never arrived (in flight at stop)`
    : "";
  const problems = [
    check.missing && `${check.missing} accepted but NOT STORED`,
    check.duplicated && `${check.duplicated} STORED TWICE`,
  ].filter(Boolean);
  const verdict = check.ok ? "ok" : `MISMATCH${problems.length ? `: ${problems.join(", ")}` : ""}`;
  return `${name}: ${check.accepted} accepted, ${check.stored} stored${extra} — ${verdict}`;
}
