import { describe, expect, it } from "vitest";
import type { accountWithSession } from "#api/testing/accounts.ts";
import { applying } from "#api/testing/applying.ts";
import { withHiringTestApp } from "#api/testing/hiring-test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;
const ratings = { skills: 4, experience: 3, communication: 2, motivation: 4 };

// Scorecards (docs/decisions/073-application-questions-and-knock-outs.md): the job's employer and
// admins review; a reviewer reads the others' only after submitting their own.
describe.each(databaseKinds())("scorecards on %s", (kind) => {
  const ctx = withHiringTestApp(kind);
  const { post, newJob: jobBy, candidate } = applying(() => ctx.t, 75);
  const submit = (actor: Account, applicationId: string, body: object) =>
    post("/api/submit_scorecard", { authToken: actor.token, applicationId, ...body });
  const read = (actor: Account, applicationId: string) =>
    post("/api/application_scorecards", { authToken: actor.token, applicationId });

  async function application(): Promise<{ id: string; candidate: Account }> {
    const jobId = await jobBy({ postedByUserId: ctx.cast.employer.id });
    const ada = await candidate();
    expect((await post("/api/apply_for_job", { accessToken: ada.token, jobId })).statusCode).toBe(200);
    const pipeline = await post("/api/job_pipeline", { authToken: ctx.cast.employer.token, jobId });
    return { id: pipeline.json().data[0].applicationId, candidate: ada };
  }

  it("hides the other reviewers' scorecards until the reader submitted their own", async () => {
    const { id } = await application();
    const first = await submit(ctx.cast.employer, id, {
      ratings,
      recommendation: "yes",
      comment: "Solid on SQL",
    });
    expect(first.json()).toEqual({ message: "Your scorecard has been saved." });

    const adminBefore = (await read(ctx.cast.admin, id)).json();
    expect(adminBefore).toEqual({ mine: null, others: [], otherCount: 1 });

    expect(
      (await submit(ctx.cast.admin, id, { ratings: { ...ratings, skills: 1 }, recommendation: "strong_no" }))
        .statusCode,
    ).toBe(200);
    const adminAfter = (await read(ctx.cast.admin, id)).json();
    expect(adminAfter.mine).toMatchObject({
      reviewer: ctx.cast.admin.email,
      recommendation: "strong_no",
      comment: "",
    });
    expect(adminAfter.others).toEqual([
      expect.objectContaining({
        reviewer: ctx.cast.employer.email,
        ratings: { skills: 4, experience: 3, communication: 2, motivation: 4 },
        recommendation: "yes",
        comment: "Solid on SQL",
      }),
    ]);
    const employerView = (await read(ctx.cast.employer, id)).json();
    expect(employerView.others.map((s: { reviewer: string }) => s.reviewer)).toEqual([ctx.cast.admin.email]);
  });

  it("keeps one scorecard per reviewer: a second submission replaces the first", async () => {
    const { id } = await application();
    await submit(ctx.cast.employer, id, { ratings, recommendation: "yes" });
    await submit(ctx.cast.employer, id, {
      ratings: { ...ratings, motivation: 1 },
      recommendation: "no",
      comment: "Changed",
    });
    const view = (await read(ctx.cast.employer, id)).json();
    expect(view.mine).toMatchObject({ recommendation: "no", comment: "Changed", ratings: { motivation: 1 } });
    expect(view.otherCount).toBe(0);
  });

  it("lets neither the candidate nor another employer read or write them", async () => {
    const { id, candidate: ada } = await application();
    await submit(ctx.cast.employer, id, { ratings, recommendation: "yes" });
    expect((await read(ada, id)).statusCode).toBe(403);
    expect((await read(ctx.cast.otherEmployer, id)).statusCode).toBe(403);
    expect((await submit(ctx.cast.otherEmployer, id, { ratings, recommendation: "yes" })).statusCode).toBe(
      403,
    );
    expect((await submit(ada, id, { ratings, recommendation: "yes" })).statusCode).toBe(403);
    expect((await read(ctx.cast.employer, id)).json().otherCount).toBe(0);
  });

  it("refuses a rating outside 1–4 and a missing recommendation, saying which", async () => {
    const { id } = await application();
    const badRating = await submit(ctx.cast.employer, id, {
      ratings: { ...ratings, communication: 5 },
      recommendation: "yes",
    });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().fields).toEqual({ "ratings.communication": "Rate “Communication” from 1 to 4." });
    const noCall = await submit(ctx.cast.employer, id, { ratings });
    expect(noCall.json().fields).toEqual({ recommendation: "Choose an overall recommendation." });
    expect((await read(ctx.cast.employer, id)).json().mine).toBeNull();
  });
});
