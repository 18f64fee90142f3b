// Column types and defaults the tables of several domains share.
import { customType, numeric, timestamp } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const salaryAmount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });
