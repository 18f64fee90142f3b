import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { profileMessages } from "@site/contract/api/accounts";
import { messages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles, users } from "#api/db/schema.ts";
import { dataUrl, sampleDoc, sampleElf, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createSession } from "../auth/sessions.ts";

describe.each(databaseKinds())("profile and resumes on %s", (kind) => {
  let t: TestApp;
  let clockOffsetMs = 0;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, { clock: () => new Date(Date.now() + clockOffsetMs) });
  });
  afterAll(() => t.close());

  async function candidate(): Promise<{ token: string; email: string; userId: string }> {
    const email = `c-${randomUUID()}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword("a fine passphrase"), status: "active" })
      .returning();
    if (!user) throw new Error("no user");
    return { token: await createSession(t.database.db, user.id, new Date()), email, userId: user.id };
  }
  const uploadsDir = () => path.join(t.config.dataDir, "uploads");
  const filesOnDisk = async (): Promise<string[]> =>
    (await fs.readdir(uploadsDir()).catch((): string[] => [])).filter((f) => !f.startsWith("."));

  it("views and updates a profile; the e-mail address cannot change", async () => {
    const { token, email } = await candidate();
    const empty = await post("/api/view_profile", { accessToken: token });
    expect(empty.json()).toMatchObject({ emailAddress: email, firstName: "", resumeUrl: "", resumeLink: "" });

    const update = {
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "+44 20 7946 0958",
      citizenshipStatus: "Citizen",
      description: "Engineer of analytical engines.",
      gender: "female",
      ethnicity: "White",
      emailAddress: email,
    };
    const saved = await post("/api/update_profile", { accessToken: token, updated_data: update });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...update, resumeName: "" });
    const viewed = await post("/api/view_profile", { accessToken: token });
    expect(viewed.json()).toMatchObject(update);

    const changed = await post("/api/update_profile", {
      accessToken: token,
      updated_data: { emailAddress: "someone-else@example.com" },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ message: profileMessages.emailNotChangeable, code: "validation" });
  });

  it.each([
    [{ gender: "robot" }, /^updated_data\.gender: Gender must be one of/],
    [{ ethnicity: "Martian" }, /^updated_data\.ethnicity: Ethnicity must be one of/],
    [{ description: "x".repeat(2001) }, /^updated_data\.description: Description must be at most 2000/],
    [{ firstName: "" }, /^updated_data\.firstName: First name is required\./],
  ])("refuses the update %o and stores nothing", async (change, message) => {
    const { token } = await candidate();
    const response = await post("/api/update_profile", { accessToken: token, updated_data: change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await post("/api/view_profile", { accessToken: token })).json()).toMatchObject({
      gender: "",
      firstName: "",
    });
  });

  it("needs a valid session token", async () => {
    const missing = await post("/api/view_profile", {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: messages.accessTokenNotFound, code: "unauthorized" });
    const stale = await post("/api/view_profile", { accessToken: "not-a-session" });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: messages.sessionExpired, code: "unauthorized" });
  });

  it("uploads a PDF, links it with a signed token and serves the same bytes to open in the browser", async () => {
    const { token } = await candidate();
    const pdf = samplePdf();
    const uploaded = await post("/api/upload_resume", {
      accessToken: token,
      fileName: "Ada Lovelace CV.pdf",
      resume_data: dataUrl(pdf, "application/pdf"),
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json();
    expect(url).toMatch(/^\/api\/viewAttachment\/\d+\.[\w-]+\/[0-9a-f-]{36}$/);
    expect(url).not.toContain(token);

    const profile = (await post("/api/view_profile", { accessToken: token })).json();
    expect(profile.resumeName).toBe("Ada Lovelace CV.pdf");
    expect(profile.resumeLink).toContain(profile.resumeUrl);

    const download = await t.app.inject({ method: "GET", url: profile.resumeLink });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toMatch(/^inline; filename="Ada Lovelace CV.pdf"/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("fills an empty phone number from the resume and says so; never overwrites one the candidate typed (decision 094)", async () => {
    const resume = dataUrl(Buffer.from("Ada Lovelace\nLondon\nPhone: +44 20 7946 0958\nada@example.com\n"));
    const upload = (token: string) =>
      post("/api/upload_resume", { accessToken: token, fileName: "cv.txt", resume_data: resume });
    const empty = await candidate();
    const first = await upload(empty.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().prefilled).toEqual({ phoneNumber: "+44 20 7946 0958" });
    expect((await post("/api/view_profile", { accessToken: empty.token })).json().phoneNumber).toBe(
      "+44 20 7946 0958",
    );

    const typed = await candidate();
    const updated = await post("/api/update_profile", {
      accessToken: typed.token,
      updated_data: { phoneNumber: "+1 555 0100" },
    });
    expect(updated.statusCode).toBe(200);
    const second = await upload(typed.token);
    expect(second.json().prefilled).toBeUndefined();
    expect((await post("/api/view_profile", { accessToken: typed.token })).json().phoneNumber).toBe(
      "+1 555 0100",
    );

    // A resume without a phone number changes nothing.
    const none = await candidate();
    const third = await post("/api/upload_resume", {
      accessToken: none.token,
      fileName: "cv.txt",
      resume_data: dataUrl(Buffer.from("Grace Hopper\nCOBOL, 1959\n")),
    });
    expect(third.json()).not.toHaveProperty("prefilled");
    expect((await post("/api/view_profile", { accessToken: none.token })).json().phoneNumber).toBe("");
  });

  it("accepts DOC and TXT by content (resumeData spelling too) and replaces the old file without orphans", async () => {
    const { token } = await candidate();
    const before = await filesOnDisk();
    await post("/api/upload_resume", {
      accessToken: token,
      fileName: "cv.doc",
      resumeData: dataUrl(sampleDoc()),
    });
    const afterFirst = await filesOnDisk();
    expect(afterFirst.length).toBe(before.length + 1);
    const second = await post("/api/upload_resume", {
      accessToken: token,
      fileName: "cv.txt",
      resume_data: dataUrl(Buffer.from("Ada Lovelace\nAnalytical engines, 1843\n")),
    });
    expect(second.statusCode).toBe(200);
    const afterSecond = await filesOnDisk();
    expect(afterSecond.length).toBe(before.length + 1);
    expect(afterSecond.some((file) => file.endsWith(".txt"))).toBe(true);
  });

  it.each([
    [
      "an executable renamed .pdf",
      "setup.pdf",
      (): string => dataUrl(sampleElf(), "application/pdf"),
      415,
      profileMessages.unsupportedFile,
    ],
    [
      "a 6 MB file",
      "big.pdf",
      (): string => dataUrl(Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024 - 1000, 32)])),
      413,
      profileMessages.fileTooLarge,
    ],
    [
      "a broken data URL",
      "cv.pdf",
      (): string => "data:application/pdf;base64,%%%not-base64%%%",
      400,
      profileMessages.brokenDataUrl,
    ],
    [
      "a path as file name",
      "../../etc/passwd",
      (): string => dataUrl(samplePdf()),
      400,
      profileMessages.pathInFileName,
    ],
  ])("refuses %s with a clear message and stores nothing", async (_what, fileName, body, status, message) => {
    const { token, userId } = await candidate();
    const before = await filesOnDisk();
    const response = await post("/api/upload_resume", { accessToken: token, fileName, resume_data: body() });
    expect(response.statusCode).toBe(status);
    const code = { 400: "validation", 413: "too_large", 415: "unsupported_type" }[status];
    expect(response.json()).toEqual({ message, code });
    expect(await filesOnDisk()).toEqual(before);
    expect(
      await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId)),
    ).toHaveLength(0);
  });

  it("refuses forged, swapped and expired links with 403, and a missing file with 404", async () => {
    const a = await candidate();
    const b = await candidate();
    // Each uploads a PDF of its own; the answer carries the file's signed link.
    const uploadedLink = async (token: string, letter: string) =>
      (
        await post("/api/upload_resume", {
          accessToken: token,
          fileName: `${letter.toLowerCase()}.pdf`,
          resume_data: dataUrl(samplePdf(letter)),
        })
      ).json().url as string;
    const linkA = await uploadedLink(a.token, "A");
    const linkB = await uploadedLink(b.token, "B");
    const [, , , tokenA, fileA] = linkA.split("/");
    const fileB = linkB.split("/")[4];

    // A's token does not open B's file (another user's resume link).
    expect(
      (await t.app.inject({ method: "GET", url: `/api/viewAttachment/${tokenA}/${fileB}` })).statusCode,
    ).toBe(403);
    // The session token is no download token.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/viewAttachment/${a.token}/${fileA}` })).statusCode,
    ).toBe(403);
    const forged = `${tokenA?.split(".")[0]}.${"A".repeat(43)}`;
    const forgedAnswer = await t.app.inject({ method: "GET", url: `/api/viewAttachment/${forged}/${fileA}` });
    expect(forgedAnswer.statusCode).toBe(403);
    expect(forgedAnswer.json()).toEqual({ message: profileMessages.linkExpired, code: "forbidden" });

    clockOffsetMs = 16 * 60 * 1000;
    try {
      expect((await t.app.inject({ method: "GET", url: linkA })).statusCode).toBe(403);
    } finally {
      clockOffsetMs = 0;
    }

    const [row] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, fileA ?? ""));
    await fs.rm(path.join(uploadsDir(), row?.storageKey ?? "x"));
    expect((await t.app.inject({ method: "GET", url: linkA })).statusCode).toBe(404);
  });
});
