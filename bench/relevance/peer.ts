// The peer the search is compared with: a naive trigram search (pg_trgm) over each open post's title
// and description text, the most similar first. The same SQL on PostgreSQL (the bench database's
// jobs table) and PGlite (a second instance with the pg_trgm extension, holding a copy of the rows
// the app stored: the app's own PGlite is opened as production opens it, without extensions).
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { SqlClient } from "../support/seed-jobs.ts";
import { CUTOFF } from "./metrics.ts";

/** The stored columns the peer reads, as the app wrote them. */
export interface StoredPost {
  id: number;
  title: string;
  descriptionHtml: string;
  status: string;
  postedAt: Date;
}

/**
 * `<%` keeps the posts holding a stretch of text similar to the query (word_similarity at least
 * pg_trgm.word_similarity_threshold, 0.6); ties (common with one-word queries) go newest first,
 * as the app breaks its own.
 */
const PEER_SQL = `
  with docs as (
    select id, posted_at, title || ' ' || regexp_replace(description_html, '<[^>]*>', ' ', 'g') as doc
    from jobs where status = 'open'
  )
  select id from docs where $1 <% doc
  order by word_similarity($1, doc) desc, posted_at desc, id desc
  limit ${CUTOFF}`;

export interface TrigramPeer {
  /** The ids of the first page of posts for the query. */
  search(query: string): Promise<number[]>;
  close(): Promise<void>;
}

function peerOn(client: SqlClient, close: () => Promise<void>): TrigramPeer {
  return {
    async search(query) {
      const { rows } = await client.query(PEER_SQL, [query]);
      return (rows as { id: number }[]).map((row) => Number(row.id));
    },
    close,
  };
}

/** The peer on the PostgreSQL bench database, over the jobs table the app filled. */
export async function postgresPeer(url: string): Promise<TrigramPeer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("create extension if not exists pg_trgm");
  return peerOn(client, () => client.end());
}

/** The peer on an in-memory PGlite with pg_trgm, holding the posts the app stored. */
export async function pglitePeer(posts: readonly StoredPost[]): Promise<TrigramPeer> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await client.exec(`create extension pg_trgm;
    create table jobs (id integer primary key, title text not null, description_html text not null,
      status text not null, posted_at timestamptz not null)`);
  for (const post of posts)
    await client.query(
      "insert into jobs (id, title, description_html, status, posted_at) values ($1, $2, $3, $4, $5)",
      [post.id, post.title, post.descriptionHtml, post.status, post.postedAt],
    );
  return peerOn(client, () => client.close());
}
