import { z } from "zod";

/**
 * The answer of a paged list (docs/decisions/065-one-name-per-domain.md): one page of items in
 * `data`, how many items there are in all, and how many pages they fill. Every paged endpoint but
 * the job search (which counts matches and open jobs apart) answers this shape.
 */
export const paged = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int(), totalPages: z.number().int() });

export interface Paged<Item> {
  data: Item[];
  total: number;
  totalPages: number;
}

/** How many pages `total` items fill, `pageSize` a page (0 for none). */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
