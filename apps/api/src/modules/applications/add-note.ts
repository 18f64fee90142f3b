import { applicationNotes } from "#api/db/schema.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { applicationOf } from "./access.ts";
import { toNote } from "./application-details.ts";

/** A private note on an application, by the job's employer or an admin; never shown to the candidate. */
export async function addNote(db: Db, actor: SessionUser, applicationId: string, body: string, now: Date) {
  // Locked so that a withdrawal cannot remove the application between the check and the insert.
  return db.transaction(async (tx) => {
    await applicationOf(tx, actor, applicationId, { lock: true });
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId, authorUserId: actor.userId, authorEmail: actor.email, body, createdAt: now })
      .returning();
    if (!note) throw new Error("insert returned no note");
    return toNote(note);
  });
}
