import { ADMIN_PAGE_SIZE } from "@site/contract/api/accounts";
import { count, desc } from "drizzle-orm";
import { inquiries } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import { readPage } from "#api/platform/read-page.ts";

export async function listInquiries(db: Db, page: number) {
  return readPage(
    page,
    ADMIN_PAGE_SIZE,
    ({ limit, offset }) =>
      db.select().from(inquiries).orderBy(desc(inquiries.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(inquiries),
    (row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      emailAddress: row.emailAddress,
      phoneNumber: row.phoneNumber,
      messageContent: row.messageContent,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
