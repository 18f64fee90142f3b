// Copies every row of the public schema from an embedded database into PostgreSQL, used by
// db:export. Values travel as PostgreSQL text and are cast back on the target, so nothing is lost
// to JavaScript types (microseconds, big numbers, JSON key order).
import { sql } from "drizzle-orm";
import type pg from "pg";
import { type Db, queryRows } from "../platform/database.ts";
import { CliError } from "./cli-support.ts";

interface Column {
  name: string;
  type: string;
  identityAlways: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
export async function tablesInCopyOrder(source: Db, tables: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    source,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
        where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      edges.every((edge) => edge.child !== table || !pending.has(edge.parent)),
    );
    if (ready.length === 0) throw new CliError(`Foreign keys form a cycle among: ${[...pending].join(", ")}`);
    for (const table of ready.sort()) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

async function columnsOf(source: Db, table: string): Promise<Column[]> {
  const rows = await queryRows<{ name: string; type: string; identity: string; generated: string }>(
    source,
    sql`select attname as name, format_type(atttypid, atttypmod) as type,
          attidentity::text as identity, attgenerated::text as generated
        from pg_attribute
        where attrelid = ${`public.${quote(table)}`}::regclass and attnum > 0 and not attisdropped
        order by attnum`,
  );
  // Generated columns (the jobs search vector) are computed again by the target.
  return rows
    .filter((row) => row.generated === "")
    .map((row) => ({ name: row.name, type: row.type, identityAlways: row.identity === "a" }));
}

/** Copies one table in batches; returns the number of rows written. */
export async function copyTable(source: Db, target: pg.ClientBase, table: string): Promise<number> {
  const columns = await columnsOf(source, table);
  const list = columns.map((column) => quote(column.name)).join(", ");
  const select = columns.map((column) => `${quote(column.name)}::text`).join(", ");
  const overriding = columns.some((column) => column.identityAlways) ? " overriding system value" : "";
  const batch = Math.max(1, Math.min(500, Math.floor(30_000 / columns.length)));
  let copied = 0;
  await source.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`declare export_rows no scroll cursor for select ${select} from public.${quote(table)}`),
    );
    for (;;) {
      const result = (await tx.execute(sql.raw(`fetch ${batch} from export_rows`))) as {
        rows: Record<string, string | null>[];
      };
      if (result.rows.length === 0) break;
      const values: (string | null)[] = [];
      const tuples = result.rows.map((row) => {
        const cells = columns.map((column) => {
          values.push(row[column.name] ?? null);
          return `$${values.length}::${column.type}`;
        });
        return `(${cells.join(", ")})`;
      });
      await target.query(
        `insert into public.${quote(table)} (${list})${overriding} values ${tuples.join(", ")}`,
        values,
      );
      copied += result.rows.length;
    }
    await tx.execute(sql.raw("close export_rows"));
  });
  return copied;
}

/** Sets each sequence of the target where the source's stands, so new ids continue after the copied ones. */
export async function copySequences(source: Db, target: pg.ClientBase): Promise<void> {
  const sequences = await queryRows<{ name: string }>(
    source,
    sql`select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of sequences) {
    const qualified = `public.${quote(name)}`;
    const [state] = await queryRows<{ value: string; called: boolean }>(
      source,
      sql.raw(`select last_value::text as value, is_called as called from ${qualified}`),
    );
    if (!state) continue;
    await target.query("select setval($1::regclass, $2::bigint, $3)", [qualified, state.value, state.called]);
  }
}
