import { eq } from "drizzle-orm";
import { profiles, users } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user;
}

export async function displayName(db: Db, userId: string, email: string): Promise<string> {
  const [profile] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return profile?.firstName || email;
}
