import type { UserDetails } from "@site/contract/api/accounts";
import { adminMessages } from "@site/contract/api/accounts";
import { eq } from "drizzle-orm";
import { profiles, users } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";

export const userColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

type Row = {
  email: string;
  role: UserDetails["role"];
  status: UserDetails["status"];
  createdAt: Date;
  lastLoginAt: Date | null;
  firstName: string | null;
  lastName: string | null;
};

export function toUserDetails(row: Row): UserDetails {
  return {
    email: row.email,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? "",
  };
}

export async function findUserRow(db: Db, email: string) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!row) throw new NotFound(adminMessages.userNotFound);
  return row;
}
