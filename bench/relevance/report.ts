// Scores of one query set for the search and its trigram peer, and their Markdown tables.
import { type Judgements, type MeanScores, meanScores, type QueryScores, scoreRanking } from "./metrics.ts";

export interface RelevanceQuery {
  id: string;
  query: string;
  kind: string;
  intent: string;
  judgements: Judgements;
}

export interface QueryResult {
  id: string;
  kind: string;
  query: string;
  ours: QueryScores & { ranked: string[] };
  peer: QueryScores & { ranked: string[] };
}

export interface SetResult {
  set: string;
  ours: MeanScores;
  peer: MeanScores;
  /** The same means for the queries of each kind. */
  byKind: { kind: string; ours: MeanScores; peer: MeanScores }[];
  queries: QueryResult[];
}

/** Post ids of the first page, best first: what a search (ours or the peer) ranked for a query. */
export type Ranker = (query: string) => Promise<string[]>;

export async function runSet(
  set: string,
  queries: readonly RelevanceQuery[],
  ours: Ranker,
  peer: Ranker,
): Promise<SetResult> {
  const results: QueryResult[] = [];
  for (const q of queries) {
    const [mine, theirs] = [await ours(q.query), await peer(q.query)];
    results.push({
      id: q.id,
      kind: q.kind,
      query: q.query,
      ours: { ...scoreRanking(mine, q.judgements), ranked: mine },
      peer: { ...scoreRanking(theirs, q.judgements), ranked: theirs },
    });
  }
  const kinds = [...new Set(results.map((r) => r.kind))];
  const means = (rows: readonly QueryResult[]) => ({
    ours: meanScores(rows.map((r) => r.ours)),
    peer: meanScores(rows.map((r) => r.peer)),
  });
  return {
    set,
    ...means(results),
    byKind: kinds.map((kind) => ({ kind, ...means(results.filter((r) => r.kind === kind)) })),
    queries: results,
  };
}

const f = (n: number) => n.toFixed(3);
const row = (name: string, m: MeanScores) =>
  `| ${name} | ${m.queries} | ${f(m.p10)} | ${f(m.recall10)} | ${f(m.ndcg10)} | ${(m.zeroResultRate * 100).toFixed(1)} % |`;

export function formatSet(result: SetResult): string {
  return [
    `#### ${result.set}: ${result.queries.length} queries`,
    "",
    "| search | queries | P@10 | recall@10 | nDCG@10 | zero results |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    row("ours", result.ours),
    row("trigram peer", result.peer),
    "",
    "| kind | queries | ours nDCG@10 | peer nDCG@10 | ours P@10 | peer P@10 | ours zero | peer zero |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...result.byKind.map(
      ({ kind, ours, peer }) =>
        `| ${kind} | ${ours.queries} | ${f(ours.ndcg10)} | ${f(peer.ndcg10)} | ${f(ours.p10)} | ${f(peer.p10)} | ${(ours.zeroResultRate * 100).toFixed(0)} % | ${(peer.zeroResultRate * 100).toFixed(0)} % |`,
    ),
    "",
    "| id | kind | query | results | ours P@10 | ours R@10 | ours nDCG@10 | peer P@10 | peer R@10 | peer nDCG@10 |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...result.queries.map(
      (q) =>
        `| ${q.id} | ${q.kind} | ${q.query.replaceAll("|", "\\|")} | ${q.ours.ranked.length} | ${f(q.ours.p10)} | ${f(q.ours.recall10)} | ${f(q.ours.ndcg10)} | ${f(q.peer.p10)} | ${f(q.peer.recall10)} | ${f(q.peer.ndcg10)} |`,
    ),
  ].join("\n");
}
