import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { registrationOf } from "#api/testing/accounts.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { codeFrom } from "#api/testing/smtp-sink.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// Company and Title are asked at sign-up; the profile shows them and lets them change (additive
// fields of view_profile and update_profile).
describe.each(databaseKinds())("company and title on the profile on %s", (kind) => {
  const ctx = withMailingTestApp(kind);
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });

  /** Signs up through the API, verifies with the mailed code and logs in. */
  async function signedUp(): Promise<string> {
    const email = `title-${randomUUID()}@example.com`;
    const password = "correct horse battery staple";
    // Signs up as Analytical Engines Ltd's Engineer.
    const registered = await post("/api/auth/register", registrationOf(email, password));
    expect(registered.statusCode).toBe(200);
    const code = codeFrom(await ctx.smtp.waitForMail(email));
    expect((await post("/api/auth/verify", { inputEmail: email, token: code })).statusCode).toBe(200);
    return (await post("/api/auth/log-in", { inputEmail: email, password })).json().accessToken;
  }

  it("shows the company and title given at sign-up", async () => {
    const accessToken = await signedUp();
    const profile = (await post("/api/view_profile", { accessToken })).json();
    expect(profile).toMatchObject({ company: "Analytical Engines Ltd", title: "Engineer" });
  });

  it("changes them, trimmed, and keeps them when an update leaves them out", async () => {
    const accessToken = await signedUp();
    const saved = await post("/api/update_profile", {
      accessToken,
      updated_data: { company: "  Babbage & Co  ", title: "Lead Programmer" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      company: "Babbage & Co",
      title: "Lead Programmer",
      firstName: "Ada",
    });

    const other = await post("/api/update_profile", { accessToken, updated_data: { description: "Notes" } });
    expect(other.json()).toMatchObject({
      company: "Babbage & Co",
      title: "Lead Programmer",
      description: "Notes",
    });
  });

  it("refuses an empty or too long company or title with a message per field", async () => {
    const accessToken = await signedUp();
    const refused = await post("/api/update_profile", {
      accessToken,
      updated_data: { company: "   ", title: "x".repeat(101) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "validation",
      fields: {
        "updated_data.company": "Company is required.",
        "updated_data.title": "Title must be at most 100 characters.",
      },
    });
    const unchanged = (await post("/api/view_profile", { accessToken })).json();
    expect(unchanged).toMatchObject({ company: "Analytical Engines Ltd", title: "Engineer" });
  });
});
