import { describe, expect, it } from "vitest";
import { inquiries } from "#api/db/schema.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { listInquiries } from "./list-inquiries.ts";

const T = new Date("2026-11-23T10:00:00.000Z");

// The admin's list of inquiries, called directly on a database of its own (moved here from the
// admin rules when the list joined the inquiries module).
describe.each(databaseKinds())("the inquiries' list on %s", (kind) => {
  const { db } = withTestDatabase(kind);

  it("lists inquiries latest first, 20 a page, with every field", async () => {
    await db().delete(inquiries);
    expect(await listInquiries(db(), 1)).toEqual({ data: [], total: 0, totalPages: 0 });
    await db()
      .insert(inquiries)
      .values(
        Array.from({ length: 21 }, (_, i) => ({
          firstName: `Ada ${i}`,
          lastName: "Lovelace",
          emailAddress: `ada${i}@example.com`,
          phoneNumber: `+49 30 ${i}`,
          messageContent: `Question ${i}`,
          createdAt: new Date(T.getTime() + i * 60_000),
        })),
      );
    const first = await listInquiries(db(), 1);
    expect(first.total).toBe(21);
    expect(first.totalPages).toBe(2);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: "Ada 20",
      lastName: "Lovelace",
      emailAddress: "ada20@example.com",
      phoneNumber: "+49 30 20",
      messageContent: "Question 20",
      createdAt: "2026-11-23T10:20:00.000Z",
    });
    const second = await listInquiries(db(), 2);
    expect(second.data.map((inquiry) => inquiry.firstName)).toEqual(["Ada 0"]);
  });
});
