import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { interviews, mailOutbox } from "#api/db/schema.ts";
import { type accountWithSession, hiringCast } from "#api/testing/accounts.ts";
import { applying } from "#api/testing/applying.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { TEST_PUBLIC_BASE_URL } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;
const linkRefused = {
  message: "This link is not valid or has expired. Please use the link in your most recent e-mail from us.",
  code: "forbidden",
};

// Interview scheduling (docs/decisions/082-interview-scheduling.md). The app's clock starts on
// 28 November 2026 at midnight UTC and runs with the wall clock, so the literal times below stay in
// its future; tests move it forward to let times pass. The outbox delivers what is due by the wall clock.
describe.each(databaseKinds())("interview scheduling on %s", (kind) => {
  let cast: Awaited<ReturnType<typeof hiringCast>>;
  const started = Date.now();
  let ahead = 0;
  const now = () => new Date(Date.parse("2026-11-28T00:00:00Z") + (Date.now() - started) + ahead);
  const { post, newJob, candidate } = applying(() => ctx.t, 82);

  const offer = (actor: Account, applicationId: string, body: object = {}) =>
    post("/api/offer_interview", {
      authToken: actor.token,
      applicationId,
      timeZone: "Europe/Berlin",
      durationMinutes: 45,
      slots: ["2026-12-03T10:00", "2026-12-03T14:30", "2026-12-04T09:00"],
      ...body,
    });

  /** A candidate with an account applies to a new job of the employer's; the application's id and the candidate. */
  async function application(title = "Platform Engineer") {
    const jobId = await newJob({ postedByUserId: cast.employer.id, title, companyName: "Acme, Inc." });
    const ada = await candidate();
    expect((await post("/api/apply_for_job", { accessToken: ada.token, jobId })).statusCode).toBe(200);
    const pipeline = await post("/api/job_pipeline", { authToken: cast.employer.token, jobId });
    return { id: pipeline.json().data[0].applicationId as string, jobId, candidate: ada };
  }

  /** The first mail to `to` whose subject starts so, taken out of the sink (other mails stay). */
  async function mailTo(to: string, subject: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = ctx.smtp.mails.find(
        (mail) => mail.to === to.toLowerCase() && mail.subject.startsWith(subject),
      );
      if (found) {
        ctx.smtp.mails.splice(ctx.smtp.mails.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no mail "${subject}…" to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The link of the invitation mail to `to`, taken apart. */
  async function invitationLink(to: string) {
    const mail = await mailTo(to, "Choose a time for your interview: ");
    const href = mail.text.match(/https:\/\/jobs\.example\.com\/interview\?\S+/)?.[0];
    if (!href) throw new Error(`no interview link in: ${mail.text}`);
    const url = new URL(href);
    return {
      interviewId: url.searchParams.get("id") ?? "",
      token: url.searchParams.get("token") ?? "",
      mail,
    };
  }

  const ctx = withMailingTestApp(kind, { PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL }, { clock: now });
  beforeAll(async () => {
    cast = await hiringCast(ctx.t.database.db);
  });

  it("stores the times given in Berlin in UTC and mails the candidate a signed link", async () => {
    const { id, jobId, candidate: ada } = await application("Site Reliability Engineer");
    const offered = await offer(cast.employer, id);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({
      message: "The times have been sent to the candidate.",
      interview: {
        status: "offered",
        timeZone: "Europe/Berlin",
        durationMinutes: 45,
        slots: ["2026-12-03T09:00:00.000Z", "2026-12-03T13:30:00.000Z", "2026-12-04T08:00:00.000Z"],
        bookedStart: null,
      },
    });
    const link = await invitationLink(ada.email);
    expect(link.mail.subject).toBe(
      "Choose a time for your interview: Site Reliability Engineer at Acme, Inc.",
    );
    expect(link.mail.text).toContain("Acme, Inc. would like to interview you for Site Reliability Engineer.");
    expect(link.mail.text).toContain("They offer 3 times of 45 minutes each.");
    expect(link.mail.text).toContain("Friday, 4 December 2026 at 09:00 (Europe/Berlin)");

    const page = await post("/api/interview_invitation", link);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      jobTitle: "Site Reliability Engineer",
      companyName: "Acme, Inc.",
      status: "offered",
      timeZone: "Europe/Berlin",
      durationMinutes: 45,
      slots: [
        { start: "2026-12-03T09:00:00.000Z", available: true },
        { start: "2026-12-03T13:30:00.000Z", available: true },
        { start: "2026-12-04T08:00:00.000Z", available: true },
      ],
      bookedStart: null,
    });
    const pipeline = (await post("/api/job_pipeline", { authToken: cast.employer.token, jobId })).json();
    expect(pipeline.data[0].interview).toEqual({ status: "offered", bookedStart: null });
  });

  it("converts across a change of the clocks and refuses the hour that does not exist", async () => {
    const { id } = await application();
    // New York, 8 March 2027: 02:00 EST becomes 03:00 EDT.
    const skipped = await offer(cast.employer, id, {
      timeZone: "America/New_York",
      slots: ["2027-03-07T09:00", "2027-03-14T02:30"],
    });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().message).toBe(
      "2027-03-14 02:30 does not exist in America/New_York: the clocks go forward at that hour. Choose another time.",
    );
    const across = await offer(cast.employer, id, {
      timeZone: "America/New_York",
      slots: ["2027-03-13T09:00", "2027-03-15T09:00"],
    });
    expect(across.statusCode).toBe(200);
    expect(across.json().interview.slots).toEqual(["2027-03-13T14:00:00.000Z", "2027-03-15T13:00:00.000Z"]);
  });

  it("refuses, in words, a zone, a count, a duration, a past time and overlapping times", async () => {
    const { id } = await application();
    const refusal = async (body: object) => {
      const answer = await offer(cast.employer, id, body);
      expect(answer.statusCode).toBe(400);
      // The message of the one field the refusal is about, as the form shows it there.
      const fields: Record<string, string> = answer.json().fields ?? {};
      expect(Object.keys(fields)).toHaveLength(1);
      return Object.entries(fields).map(([field, message]) => `${field}: ${message}`)[0];
    };
    expect(await refusal({ timeZone: "Mars/Olympus_Mons" })).toBe(
      "timeZone: Choose a time zone from the list, such as Europe/Berlin.",
    );
    expect(await refusal({ timeZone: "" })).toBe(
      "timeZone: Choose a time zone from the list, such as Europe/Berlin.",
    );
    expect(await refusal({ slots: ["2026-12-03T10:00"] })).toBe("slots: Offer from 2 to 10 times.");
    expect(
      await refusal({
        durationMinutes: 15,
        slots: Array.from({ length: 11 }, (_, i) => `2026-12-${10 + i}T10:00`),
      }),
    ).toBe("slots: Offer from 2 to 10 times.");
    expect(await refusal({ durationMinutes: 10 })).toBe(
      "durationMinutes: The duration must be a whole number of minutes from 15 to 480.",
    );
    expect(await refusal({ slots: ["2026-12-03 10:00", "2026-12-04T10:00"] })).toBe(
      "slots.0: Enter each time as a date and a time of day.",
    );
    expect(await refusal({ slots: ["2026-11-27T10:00", "2026-12-04T10:00"] })).toBe(
      "slots: 2026-11-27 10:00 has already passed: offer times in the future.",
    );
    expect(await refusal({ slots: ["2026-12-03T10:00", "2026-12-03T10:30"] })).toBe(
      "slots: The times 2026-12-03 10:00 and 2026-12-03 10:30 overlap: leave at least the interview's length between two starts.",
    );
    expect(await refusal({ slots: ["2026-12-03T10:00", "2026-12-03T10:00"] })).toBe(
      "slots: The times 2026-12-03 10:00 and 2026-12-03 10:00 overlap: leave at least the interview's length between two starts.",
    );
    // Back to back is not an overlap.
    expect(
      (await offer(cast.employer, id, { slots: ["2026-12-03T10:00", "2026-12-03T10:45"] })).statusCode,
    ).toBe(200);
    expect(
      await ctx.t.database.db.select().from(interviews).where(eq(interviews.applicationId, id)),
    ).toHaveLength(1);
  });

  it("books exactly one of 40 concurrent picks and mails both sides the .ics", async () => {
    const { id, jobId, candidate: ada } = await application("Data Engineer");
    expect((await offer(cast.employer, id)).statusCode).toBe(200);
    const link = await invitationLink(ada.email);
    const picks = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post("/api/pick_interview_slot", {
          ...link,
          start: i % 2 ? "2026-12-03T13:30:00.000Z" : "2026-12-03T09:00:00Z",
        }),
      ),
    );
    const statuses = picks.map((pick) => pick.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      statuses.filter((status) => status !== 409 && status !== 200),
      picks.map((pick) => `${pick.statusCode} ${pick.body.slice(0, 120)}`).join("\n"),
    ).toEqual([]);
    const refusedPick = picks.find((pick) => pick.statusCode === 409);
    expect(refusedPick?.json()).toEqual({
      message: "This interview is already booked. Your confirmation is in your e-mail.",
      code: "conflict",
    });
    const won = picks.find((pick) => pick.statusCode === 200)?.json();
    expect(won.message).toBe(
      "Your interview is booked. A confirmation with a calendar invitation is on its way to you.",
    );

    const [row] = await ctx.t.database.db.select().from(interviews).where(eq(interviews.applicationId, id));
    expect(row?.status).toBe("booked");
    expect(row?.bookedStart?.toISOString()).toBe(won.bookedStart);
    const queued = await ctx.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "Interview booked: Data Engineer at Acme, Inc."));
    expect(queued.map((mail) => mail.toAddress).sort()).toEqual([ada.email, cast.employer.email].sort());

    const mine = await mailTo(ada.email, "Interview booked");
    expect(mine.subject).toBe("Interview booked: Data Engineer at Acme, Inc.");
    expect(mine.attachments).toHaveLength(1);
    const ics = mine.attachments[0];
    expect(ics?.filename).toBe("interview.ics");
    expect(ics?.contentType).toBe("text/calendar");
    // Unfolded (RFC 5545 §3.1): the long ORGANIZER and ATTENDEE lines arrive folded.
    const lines = ics?.content.replace(/\r\n /g, "").split("\r\n") ?? [];
    const start = won.bookedStart === "2026-12-03T09:00:00.000Z" ? "20261203T090000Z" : "20261203T133000Z";
    const end = won.bookedStart === "2026-12-03T09:00:00.000Z" ? "20261203T094500Z" : "20261203T141500Z";
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(`UID:${row?.id}@interviews.automation-controller`);
    expect(lines).toContain(`DTSTART:${start}`);
    expect(lines).toContain(`DTEND:${end}`);
    expect(lines).toContain("SUMMARY:Interview: Data Engineer at Acme\\, Inc.");
    expect(lines.find((line) => line.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:20261128T00\d{4}Z$/);
    expect(lines).toContain(`ORGANIZER;CN="Acme, Inc.":mailto:${cast.employer.email}`);
    expect(lines).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${ada.email}`);
    expect(ics?.content.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const theirs = await mailTo(cast.employer.email, "Interview booked");
    expect(theirs.subject).toBe("Interview booked: Data Engineer at Acme, Inc.");
    expect(theirs.text).toContain(`${ada.email} booked the interview for Data Engineer at Acme, Inc.`);
    expect(theirs.attachments[0]?.content).toBe(ics?.content);

    const page = (await post("/api/interview_invitation", link)).json();
    expect(page.status).toBe("booked");
    expect(page.slots.every((slot: { available: boolean }) => !slot.available)).toBe(true);
    const pipeline = (await post("/api/job_pipeline", { authToken: cast.employer.token, jobId })).json();
    expect(pipeline.data[0].interview).toEqual({ status: "booked", bookedStart: won.bookedStart });
  });

  it("refuses a time that was not offered, one that has passed, and the link once the last time passed", async () => {
    const { id, candidate: ada } = await application();
    expect((await offer(cast.employer, id)).statusCode).toBe(200);
    const link = await invitationLink(ada.email);
    const notOffered = await post("/api/pick_interview_slot", { ...link, start: "2026-12-03T10:00:00Z" });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe("Choose one of the times offered in the invitation.");
    const forged = await post("/api/pick_interview_slot", {
      ...link,
      token: `${link.token.split(".")[0]}.AAAA`,
      start: "2026-12-03T09:00:00Z",
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(linkRefused);
    const otherInterview = await post("/api/interview_invitation", { ...link, interviewId: randomUUID() });
    expect(otherInterview.json()).toEqual(linkRefused);

    // 3 December 2026, 12:00 UTC: the first time (09:00Z) has passed, the others have not.
    ahead = Date.parse("2026-12-03T12:00:00Z") - now().getTime() + ahead;
    try {
      const passed = await post("/api/pick_interview_slot", { ...link, start: "2026-12-03T09:00:00Z" });
      expect(passed.statusCode).toBe(409);
      expect(passed.json().message).toBe("That time has already passed. Please choose another one.");
      const page = (await post("/api/interview_invitation", link)).json();
      expect(page.slots.map((slot: { available: boolean }) => slot.available)).toEqual([false, true, true]);
      // 4 December, 08:00 UTC: the last offered time has begun, the link has expired.
      ahead += Date.parse("2026-12-04T08:00:00Z") - Date.parse("2026-12-03T12:00:00Z");
      const expired = await post("/api/interview_invitation", link);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual(linkRefused);
    } finally {
      ahead = 0;
    }
  });

  it("lets neither another employer nor a candidate offer, read or cancel", async () => {
    const { id, candidate: ada } = await application();
    const foreign = await offer(cast.otherEmployer, id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("This job belongs to another employer.");
    expect((await offer(ada, id)).statusCode).toBe(403);
    expect((await offer(cast.admin, id)).statusCode).toBe(200);
    for (const url of ["/api/application_interview", "/api/cancel_interview"]) {
      const read = await post(url, { authToken: cast.otherEmployer.token, applicationId: id });
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe("This job belongs to another employer.");
      expect((await post(url, { authToken: ada.token, applicationId: id })).statusCode).toBe(403);
      expect((await post(url, { applicationId: id })).statusCode).toBe(401);
    }
    const mine = (
      await post("/api/application_interview", { authToken: cast.employer.token, applicationId: id })
    ).json();
    expect(mine.interview).toMatchObject({ status: "offered", timeZone: "Europe/Berlin" });
  });

  it("keeps one offer waiting; cancelling it closes the link; a booked interview is cancelled with METHOD:CANCEL", async () => {
    const { id, candidate: ada } = await application("QA Lead");
    expect((await offer(cast.employer, id)).statusCode).toBe(200);
    const first = await invitationLink(ada.email);
    const second = await offer(cast.employer, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      "This application already has times waiting for the candidate. Cancel that offer before offering new times.",
    );
    const cancelled = await post("/api/cancel_interview", {
      authToken: cast.employer.token,
      applicationId: id,
    });
    expect(cancelled.json()).toEqual({ message: "The interview has been cancelled." });
    const late = await post("/api/pick_interview_slot", { ...first, start: "2026-12-03T09:00:00Z" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      "The employer has cancelled this invitation. They will contact you if they offer new times.",
    );
    expect((await post("/api/interview_invitation", first)).json().status).toBe("cancelled");

    expect(
      (await offer(cast.employer, id, { slots: ["2026-12-10T16:00", "2026-12-11T16:00"] })).statusCode,
    ).toBe(200);
    const again = await invitationLink(ada.email);
    expect(again.interviewId).not.toBe(first.interviewId);
    expect(
      (await post("/api/pick_interview_slot", { ...again, start: "2026-12-11T15:00:00Z" })).statusCode,
    ).toBe(200);
    await mailTo(cast.employer.email, "Interview booked");
    expect(
      (await post("/api/cancel_interview", { authToken: cast.employer.token, applicationId: id })).statusCode,
    ).toBe(200);
    const cancellation = await mailTo(ada.email, "Interview cancelled");
    expect(cancellation.subject).toBe("Interview cancelled: QA Lead at Acme, Inc.");
    const lines = cancellation.attachments[0]?.content.split("\r\n") ?? [];
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain(`UID:${again.interviewId}@interviews.automation-controller`);
    expect(lines).toContain("DTSTART:20261211T150000Z");
    const nothing = await post("/api/cancel_interview", {
      authToken: cast.employer.token,
      applicationId: id,
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe("This application has no interview offer or booking to cancel.");
  });

  it("offers no interview to a rejected application", async () => {
    const { id } = await application();
    const moved = await post("/api/move_applications", {
      authToken: cast.employer.token,
      applicationIds: [id],
      stage: "rejected",
      reason: "Not this time",
      sendMail: false,
    });
    expect(moved.statusCode).toBe(200);
    const refused = await offer(cast.employer, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Interviews can be offered only while the application is in the pipeline (not Hired or Rejected).",
    );
  });
});
