import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invites, profiles, users } from "#api/db/schema.ts";
import { accountWithSession, createAccount, freshEmail } from "#api/testing/accounts.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { TEST_PUBLIC_BASE_URL } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { createSession } from "../auth/sessions.ts";

const DAY = 24 * 3600 * 1000;
const PASSWORD = "the invitee's own passphrase";
const invalid =
  "This invitation link is not valid. Please use the link in your most recent invitation e-mail.";
const expired = "This invitation has expired. Please ask the person who invited you to send a new one.";
const revoked =
  "This invitation has been withdrawn. Please ask the person who invited you if you still need an account.";
const used = "This invitation has already been accepted. Please log in.";

describe.each(databaseKinds())("invitations on %s", (kind) => {
  let admin: { id: string; email: string; token: string };
  // The app's clock: real time (the outbox worker delivers by it), moved forward to let links expire.
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);
  let client = 0;
  // A different client address per call, so the per-address limit of links does not decide a test.
  const post = (url: string, payload: object) =>
    ctx.t.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: `10.9.${(client >> 8) & 255}.${client++ & 255}`,
    });

  /** Invites a fresh address as the admin; answers it and the token of the mailed link. */
  async function invite(role = "employer", email = freshEmail("invitee")) {
    const sent = await post("/api/invite_user", {
      authToken: admin.token,
      inputEmail: email,
      firstName: "Grace",
      lastName: "Hopper",
      role,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { email, inviteId: sent.json().invite.inviteId as string, token: await tokenFromMail(email) };
  }
  async function tokenFromMail(email: string) {
    const mail = await ctx.smtp.waitForMail(email);
    const href = mail.text.match(/https:\/\/jobs\.example\.com\/accept-invite\?\S+/)?.[0];
    if (!href) throw new Error(`no invitation link in: ${mail.text}`);
    return new URL(href).searchParams.get("token") ?? "";
  }
  /** A session of the admin opened at the app's clock (the first one ages with the clock). */
  const adminSession = () => createSession(ctx.t.database.db, admin.id, now());
  const accept = (token: string, password = PASSWORD) => post("/api/accept_invite", { token, password });
  const refusal = (response: { statusCode: number; json: () => { message: string } }) => [
    response.statusCode,
    response.json().message,
  ];

  const ctx = withMailingTestApp(kind, { PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL }, { clock: now });
  beforeAll(async () => {
    admin = await accountWithSession(ctx.t.database.db, "admin");
  });

  it("mails a link that shows who invited whom as what; the invitee's own password makes the account, logged in", async () => {
    const email = freshEmail("invitee");
    const sent = await post("/api/invite_user", {
      authToken: admin.token,
      inputEmail: ` ${email.toUpperCase()} `,
      firstName: "Grace",
      lastName: "Hopper",
      role: "employer",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: "The invitation has been e-mailed.",
      invite: {
        email,
        firstName: "Grace",
        lastName: "Hopper",
        role: "employer",
        invitedBy: admin.email,
        expired: false,
      },
    });
    const mail = await ctx.smtp.waitForMail(email);
    expect(mail.subject).toBe("You are invited to Automation Controller");
    expect(mail.text).toContain(`${admin.email} has invited you to Automation Controller as an employer.`);
    const href = mail.text.match(/https:\/\/jobs\.example\.com\/accept-invite\?token=[\w-]{43}/)?.[0] ?? "";
    expect(href).not.toBe("");
    expect(mail.html).toContain(`<a href="${href}"`);
    const token = new URL(href).searchParams.get("token") ?? "";
    // Only the hash is kept.
    const [row] = await ctx.t.database.db.select().from(invites).where(eq(invites.email, email));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    // No account before the invitee acts.
    expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const seen = await post("/api/view_invite", { token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      email,
      firstName: "Grace",
      lastName: "Hopper",
      role: "employer",
      invitedBy: admin.email,
      expiresAt: new Date(new Date(row?.sentAt ?? 0).getTime() + 7 * DAY).toISOString(),
    });

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ message: "Your account is ready. Welcome!", userName: "Grace" });
    const me = await post("/api/auth/validate-token", { accessToken: accepted.json().accessToken });
    expect(me.statusCode, me.body).toBe(200);
    const [user] = await ctx.t.database.db.select().from(users).where(eq(users.email, email));
    expect([user?.role, user?.status]).toEqual(["employer", "active"]);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await ctx.t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ""));
    expect([profile?.firstName, profile?.lastName]).toEqual(["Grace", "Hopper"]);
    const logIn = await post("/api/auth/log-in", { inputEmail: email, password: PASSWORD });
    expect(logIn.statusCode).toBe(200);

    // Accepted: the link is dead, and the invitation leaves the list.
    expect(refusal(await accept(token, "yet another passphrase"))).toEqual([409, used]);
    expect(refusal(await post("/api/view_invite", { token }))).toEqual([409, used]);
    const list = await post("/api/list_invites", { authToken: admin.token });
    expect(list.json().data.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it("refuses a tampered token, and a weak or common password without using the link up", async () => {
    const { token, email } = await invite();
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(refusal(await accept(tampered))).toEqual([403, invalid]);
    expect(refusal(await post("/api/view_invite", { token: tampered }))).toEqual([403, invalid]);

    const short = await accept(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: "Password must be at least 8 characters." });
    const common = await accept(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: "This password is too common. Please choose a less predictable one.",
      code: "validation",
      fields: { password: "This password is too common. Please choose a less predictable one." },
    });
    expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it("expires after seven days by the app's clock", async () => {
    const { token, inviteId } = await invite("candidate");
    ahead = 7 * DAY - 60_000;
    try {
      expect((await post("/api/view_invite", { token })).statusCode).toBe(200);
      ahead = 7 * DAY + 1000;
      expect(refusal(await post("/api/view_invite", { token }))).toEqual([403, expired]);
      expect(refusal(await accept(token))).toEqual([403, expired]);
      // Expired invitations stay listed, marked, so that an admin can resend them.
      const listed = await post("/api/list_invites", { authToken: await adminSession() });
      expect(listed.json().data.find((i: { inviteId: string }) => i.inviteId === inviteId)?.expired).toBe(
        true,
      );
    } finally {
      ahead = 0;
    }
  });

  it("resending mails a new link and kills the old one", async () => {
    const { token: first, inviteId, email } = await invite("admin");
    const resent = await post("/api/resend_invite", { authToken: admin.token, inviteId });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({
      message: "A new invitation has been e-mailed. The earlier link no longer works.",
    });
    const second = await tokenFromMail(email);
    expect(second).not.toBe(first);
    expect(refusal(await accept(first))).toEqual([403, invalid]);
    expect(refusal(await post("/api/view_invite", { token: first }))).toEqual([403, invalid]);
    const accepted = await accept(second);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [user] = await ctx.t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe("admin");
  });

  it("resending an expired invitation opens it for seven more days from the resend", async () => {
    const { inviteId } = await invite("candidate");
    ahead = 9 * DAY;
    try {
      const resentAt = now().getTime();
      const authToken = await adminSession();
      expect((await post("/api/resend_invite", { authToken, inviteId })).statusCode).toBe(200);
      const listed = await post("/api/list_invites", { authToken });
      const row = listed.json().data.find((i: { inviteId: string }) => i.inviteId === inviteId);
      expect(row.expired).toBe(false);
      expect(Math.abs(new Date(row.expiresAt).getTime() - (resentAt + 7 * DAY))).toBeLessThan(5000);
    } finally {
      ahead = 0;
    }
  });

  it("revoking kills the link; the address may be invited again; a closed invitation is not resent", async () => {
    const { token, inviteId, email } = await invite();
    const revokedAnswer = await post("/api/revoke_invite", { authToken: admin.token, inviteId });
    expect(revokedAnswer.json()).toEqual({
      message: "The invitation has been revoked. Its link no longer works.",
    });
    expect(refusal(await accept(token))).toEqual([403, revoked]);
    expect(refusal(await post("/api/view_invite", { token }))).toEqual([403, revoked]);
    for (const url of ["/api/resend_invite", "/api/revoke_invite"])
      expect(refusal(await post(url, { authToken: admin.token, inviteId }))).toEqual([
        404,
        "This invitation is no longer open.",
      ]);
    expect(ctx.smtp.mails.filter((mail) => mail.to === email)).toEqual([]);
    const again = await invite("employer", email);
    expect((await accept(again.token)).statusCode).toBe(200);
  });

  it.each(["removeUser", "deactivateUser"])(
    "revokes the open invitations of an admin the other admin runs %s on: no account is made",
    async (action) => {
      // A second admin invites an admin and an employer; then the first admin takes them away.
      const other = await accountWithSession(ctx.t.database.db, "admin");
      const sent = [];
      for (const role of ["admin", "employer"]) {
        const email = freshEmail("invitee");
        const answer = await post("/api/invite_user", {
          authToken: other.token,
          inputEmail: email,
          firstName: "Mallory",
          lastName: "Doe",
          role,
        });
        expect(answer.statusCode, answer.body).toBe(200);
        sent.push({
          email,
          inviteId: answer.json().invite.inviteId as string,
          token: await tokenFromMail(email),
        });
      }
      const done = await post(`/api/${action}`, { authToken: admin.token, inputEmail: other.email });
      expect(done.statusCode, done.body).toBe(200);

      for (const { email, inviteId, token } of sent) {
        expect(refusal(await post("/api/view_invite", { token }))).toEqual([403, revoked]);
        expect(refusal(await accept(token))).toEqual([403, revoked]);
        expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
        const listed = (await post("/api/list_invites", { authToken: admin.token })).json();
        expect(listed.data.map((open: { inviteId: string }) => open.inviteId)).not.toContain(inviteId);
      }
    },
  );

  it("refuses a second open invitation and an address that already has an account", async () => {
    const { email } = await invite();
    const body = { authToken: admin.token, firstName: "A", lastName: "B", role: "candidate" };
    expect(refusal(await post("/api/invite_user", { ...body, inputEmail: email }))).toEqual([
      409,
      "An invitation to this e-mail is already open. Resend it from the list of invitations.",
    ]);
    expect(refusal(await post("/api/invite_user", { ...body, inputEmail: admin.email }))).toEqual([
      409,
      "An account with this email already exists.",
    ]);
    const noRole = await post("/api/invite_user", { ...body, role: "owner", inputEmail: freshEmail() });
    expect(noRole.json().fields).toEqual({ role: "Please choose a role." });
  });

  it("lets no candidate or employer invite, list, resend or revoke (403)", async () => {
    const { inviteId } = await invite();
    for (const role of ["candidate", "employer"] as const) {
      const { token } = await accountWithSession(ctx.t.database.db, role);
      const calls: [string, object][] = [
        ["/api/invite_user", { inputEmail: freshEmail(), firstName: "A", lastName: "B", role: "admin" }],
        ["/api/list_invites", {}],
        ["/api/resend_invite", { inviteId }],
        ["/api/revoke_invite", { inviteId }],
      ];
      for (const [url, body] of calls)
        expect(refusal(await post(url, { ...body, authToken: token })), `${url} as ${role}`).toEqual([
          403,
          "You are not allowed to do this",
        ]);
    }
    const [row] = await ctx.t.database.db.select().from(invites).where(eq(invites.id, inviteId));
    expect([row?.revokedAt, row?.sentAt.getTime()]).toEqual([null, row?.createdAt.getTime()]);
  });

  it("of 40 simultaneous accepts of one link exactly one succeeds", async () => {
    const { token, email } = await invite();
    const answers = await Promise.all(Array.from({ length: 40 }, () => accept(token)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.json().message}`)),
    ).toEqual(new Set([`409 ${used}`]));
    expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("refuses to accept when the address got an account meanwhile, and makes no second one", async () => {
    const { token, email } = await invite();
    await createAccount(ctx.t.database.db, email);
    expect(refusal(await accept(token))).toEqual([409, "An account with this email already exists."]);
    expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("an unknown invitation id is 404 for an admin", async () => {
    expect(
      refusal(await post("/api/revoke_invite", { authToken: admin.token, inviteId: randomUUID() })),
    ).toEqual([404, "This invitation is no longer open."]);
  });
});
