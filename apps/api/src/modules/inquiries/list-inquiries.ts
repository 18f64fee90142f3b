import { ADMIN_PAGE_SIZE } from "@site/contract/api/accounts";
import { count, desc } from "drizzle-orm";
import { inquiries } from "../../db/schema.ts";
import type { Db } from "../../platform/database.ts";

export async function listInquiries(db: Db, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .orderBy(desc(inquiries.createdAt))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(inquiries),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      emailAddress: row.emailAddress,
      phoneNumber: row.phoneNumber,
      messageContent: row.messageContent,
      createdAt: row.createdAt.toISOString(),
    })),
    total: n,
    totalPages: Math.ceil(n / ADMIN_PAGE_SIZE),
  };
}
