// A small site filled through the API (admin, employer jobs, a candidate with a resume and an
// application, a visitor's resume, an inquiry), and the checks that find all of it again: used by
// the backup, restore and export tests.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "#api/app.ts";
import { type Config, loadConfig } from "#api/config.ts";
import { addUser, ensureAdmin } from "#api/modules/accounts/public.ts";
import { type Database, openDatabase } from "#api/platform/database.ts";
import { dataUrl, samplePdf } from "./sample-files.ts";

export const ADMIN = { email: "owner@example.com", password: "quartz lantern orbit 7731" };
export const CANDIDATE = { email: "grace@example.com", password: "copper meadow signal 2904" };

export interface SiteApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The app on the database the configuration names (PGlite in DATA_DIR, or DATABASE_URL). */
export async function openSite(config: Config): Promise<SiteApp> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A quiet site in `dataDir` without demo data, on the PostgreSQL database `databaseUrl` names if any. */
export const siteConfig = (dataDir: string, databaseUrl?: string) =>
  loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    SEED_DEMO_DATA: "false",
  });

/**
 * A temporary folder for the tests of one describe block: the sample site is filled in its `site`
 * folder before them (opening embedded databases takes a while on a busy machine), and the whole
 * folder is removed after them.
 */
export function sampleSiteFolder(prefix: string) {
  let root = "";
  let sample: SampleSite | undefined;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    const running = await openSite(siteConfig(path.join(root, "site")));
    try {
      sample = await fillSampleSite(running);
    } finally {
      await running.close();
    }
  }, 120_000);
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });
  return {
    root: () => root,
    site: () => path.join(root, "site"),
    sample: (): SampleSite => {
      if (!sample) throw new Error("The sample site is filled before the tests.");
      return sample;
    },
  };
}

const call = async (app: FastifyInstance, url: string, payload: object) => {
  const response = await app.inject({ method: "POST", url, payload });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
};

export const logIn = async (app: FastifyInstance, account: { email: string; password: string }) =>
  (await call(app, "/api/auth/log-in", { inputEmail: account.email, password: account.password }))
    .accessToken as string;

export interface SampleSite {
  jobIds: number[];
  candidateToken: string;
}

export async function fillSampleSite(site: SiteApp): Promise<SampleSite> {
  const { app, database } = site;
  await ensureAdmin(database.db, ADMIN.email, ADMIN.password, new Date());
  await addUser(database.db, { ...CANDIDATE, role: "candidate", status: "active" }, new Date());
  const admin = await logIn(app, ADMIN);
  const jobIds: number[] = [];
  for (const title of ["Platform Engineer", "Site Reliability Engineer", "Technical Writer"]) {
    const job_post = {
      jobTitle: title,
      companyName: "Bluepeak",
      jobLocation: "Berlin",
      jobDescription: "<p>Run it.</p>",
    };
    jobIds.push((await call(app, "/api/post_job", { authToken: admin, job_post })).jobId);
  }
  const candidateToken = await logIn(app, CANDIDATE);
  await call(app, "/api/update_profile", {
    accessToken: candidateToken,
    updated_data: { firstName: "Grace" },
  });
  await call(app, "/api/upload_resume", {
    accessToken: candidateToken,
    fileName: "grace-cv.pdf",
    resume_data: dataUrl(samplePdf("Grace Hopper resume")),
  });
  await call(app, "/api/apply_for_job", { accessToken: candidateToken, jobId: jobIds[1] });
  await call(app, "/api/apply_for_job_resume_only", {
    jobId: jobIds[0],
    fileName: "visitor.pdf",
    resumeData: dataUrl(samplePdf("Visitor resume")),
  });
  await call(app, "/api/submit_inquiry", {
    firstName: "Ada",
    lastName: "Byron",
    emailAddress: "ada@example.com",
    phoneNumber: "+44 20 7946 0000",
    messageContent: "Do you place contractors?",
  });
  return { jobIds, candidateToken };
}

async function resumeBytes(app: FastifyInstance, link: string): Promise<Buffer> {
  const response = await app.inject({ method: "GET", url: new URL(link, "http://site.test").pathname });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/**
 * Opens the site of `config`, finds `sample` there (expectSampleSite) and sees the ids continue (the
 * next job posted is job 4); closes the site. Answers the kind of database the site ran on.
 */
export async function expectSampleSiteAt(config: Config, sample: SampleSite): Promise<Database["kind"]> {
  const site = await openSite(config);
  try {
    await expectSampleSite(site.app, sample);
    expect(await postAnotherJob(site.app)).toBe(4);
    return site.database.kind;
  } finally {
    await site.close();
  }
}

/** Finds every account, job, application, resume and inquiry of `fillSampleSite` in `app`. */
export async function expectSampleSite(app: FastifyInstance, sample: SampleSite): Promise<void> {
  // The candidate's session survived, and the password still signs in.
  const stillSignedIn = await call(app, "/api/auth/validate-token", { accessToken: sample.candidateToken });
  expect(stillSignedIn).toEqual({ success: { email: "grace@example.com", role: "candidate" } });
  const candidate = await logIn(app, CANDIDATE);
  const mine = await call(app, "/api/my_applications", { accessToken: candidate });
  expect(mine.data.map((a: { jobTitle: string }) => a.jobTitle)).toEqual(["Site Reliability Engineer"]);

  const search = await call(app, "/api/search_jobs", { keyword: "", page: 1 });
  expect(search.totalCount).toBe(3);
  expect(search.data.map((j: { jobTitle: string }) => j.jobTitle).sort()).toEqual([
    "Platform Engineer",
    "Site Reliability Engineer",
    "Technical Writer",
  ]);
  // The search vector is computed again where it was not copied.
  const found = await call(app, "/api/search_jobs", { keyword: "reliability", page: 1 });
  expect(found.data.map((j: { jobTitle: string }) => j.jobTitle)).toEqual(["Site Reliability Engineer"]);

  const admin = await logIn(app, ADMIN);
  const applicants = await call(app, "/api/job_applicants", { authToken: admin, jobId: sample.jobIds[1] });
  expect(applicants.data).toHaveLength(1);
  expect(applicants.data[0]).toMatchObject({
    applicantEmail: "grace@example.com",
    resumeName: "grace-cv.pdf",
  });
  expect(await resumeBytes(app, applicants.data[0].resumeLink)).toEqual(samplePdf("Grace Hopper resume"));
  const visitors = await call(app, "/api/job_applicants", { authToken: admin, jobId: sample.jobIds[0] });
  expect(visitors.data.map((a: { resumeName: string }) => a.resumeName)).toEqual(["visitor.pdf"]);
  expect(await resumeBytes(app, visitors.data[0].resumeLink)).toEqual(samplePdf("Visitor resume"));

  const inquiries = await call(app, "/api/list_inquiries", { authToken: admin, page: 1 });
  expect(inquiries.data.map((i: { messageContent: string }) => i.messageContent)).toEqual([
    "Do you place contractors?",
  ]);
}

/** Posts one more job: its number follows the copied ones when sequences were carried over. */
export async function postAnotherJob(app: FastifyInstance): Promise<number> {
  const admin = await logIn(app, ADMIN);
  const job_post = {
    jobTitle: "Data Engineer",
    companyName: "Bluepeak",
    jobLocation: "Remote",
    jobDescription: "x",
  };
  return (await call(app, "/api/post_job", { authToken: admin, job_post })).jobId;
}
