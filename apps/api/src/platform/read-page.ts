import { type Paged, pageCount } from "@site/contract/paged";

/** Where one page starts and how long it is, `pageSize` a page; pages count from 1. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list in the contract's paged shape (`{ data, total, totalPages }`): `rows` reads
 * the page's rows in the window given, `total` counts all of them; both run at once. `toItem`
 * turns a row into what the answer lists.
 */
export async function readPage<Row, Item = Row>(
  page: number,
  pageSize: number,
  rows: (window: PageWindow) => PromiseLike<Row[]>,
  total: PromiseLike<{ n: number }[]>,
  toItem: (row: Row) => Item = (row) => row as unknown as Item,
): Promise<Paged<Item>> {
  const [found, [counted]] = await Promise.all([
    rows({ limit: pageSize, offset: (page - 1) * pageSize }),
    total,
  ]);
  const n = counted?.n ?? 0;
  return { data: found.map(toItem), total: n, totalPages: pageCount(n, pageSize) };
}
