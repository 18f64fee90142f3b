import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "./database.ts";
import { devMailboxTransport } from "./mail/transports.ts";
import { localStorage } from "./storage/local-storage.ts";

const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;

// DATA_DIR holds password and session hashes, the link-signing secret and every resume: no other
// local user may read it (#27, item 9).
describe("DATA_DIR is owner-only", () => {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });
  const tempRoot = async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "site-modes-"));
    made.push(root);
    // As a shell's umask 022 would leave a folder someone made by hand.
    await fs.chmod(root, 0o755);
    return root;
  };

  it("creates the embedded database's folder 0700 and makes an existing readable DATA_DIR 0700", {
    timeout: 120_000,
  }, async () => {
    const root = await tempRoot();
    const existing = path.join(root, "data");
    await fs.mkdir(existing);
    await fs.chmod(existing, 0o755);
    const database = await openPglite(path.join(existing, "pglite"));
    await database.close();
    expect(await mode(existing)).toBe(0o700);
    expect(await mode(path.join(existing, "pglite"))).toBe(0o700);
  });

  it("writes uploads and the development mailbox owner-only", async () => {
    const root = await tempRoot();
    const storage = localStorage(path.join(root, "data", "uploads"));
    await storage.put("resume.pdf", Buffer.from("%PDF-1.4"), "application/pdf");
    expect(await mode(path.join(root, "data"))).toBe(0o700);
    expect(await mode(path.join(root, "data", "uploads"))).toBe(0o700);
    expect(await mode(path.join(root, "data", "uploads", "resume.pdf"))).toBe(0o600);

    const mailbox = path.join(root, "data", "mailbox");
    await devMailboxTransport(mailbox, () => {}).send({
      id: "m1",
      from: "site@example.com",
      to: "ada@example.com",
      subject: "Your code",
      text: "Your code is 123456.",
      html: "<p>Your code is 123456.</p>",
    });
    expect(await mode(mailbox)).toBe(0o700);
    const [file] = await fs.readdir(mailbox);
    expect(await mode(path.join(mailbox, file ?? ""))).toBe(0o600);
  });
});
