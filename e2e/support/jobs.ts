import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { createVerifiedAccount, fromAnAddressOfItsOwn } from "./accounts";
import { adminToken } from "./admin";
import { storeSession } from "./app-shell";
import { uniqueWord } from "./console";
import { randomEmail } from "./mailbox";
import { samplePdf } from "./sample-pdf";

/** A small, valid one-page PDF showing `text` (the same generator as the profile specs). */
export const makePdf = samplePdf;

export interface JobSummary {
  jobId: number;
  jobTitle: string;
  companyName: string;
}

export interface SearchAnswer {
  data: JobSummary[];
  totalPages: number;
  totalMatches: number;
  totalCount: number;
}

/** What the API answers for a search, to compare the screen with. */
export async function searchThroughApi(
  request: APIRequestContext,
  keyword: string,
  page = 1,
): Promise<SearchAnswer> {
  const response = await request.post("/api/search_jobs", { data: { keyword, page } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

/**
 * The titles among the public search's results that hold this exact word. A search may show the
 * closest posts when nothing matches (decision 101), and test words look alike, so a test that a
 * job is not public asks for its own word, not for an empty page.
 */
export async function publicTitlesWith(request: APIRequestContext, word: string): Promise<string[]> {
  const { data } = await searchThroughApi(request, word);
  return data.map((job) => job.jobTitle).filter((title) => title.split(/\s+/).includes(word));
}

/**
 * An open job to apply for that asks no application questions (the newest such one of the seeded
 * demo jobs or of other tests' jobs): a spec that posts a job with a required question runs
 * beside the ones that apply without answering any.
 */
export async function someOpenJob(request: APIRequestContext, keyword = ""): Promise<JobSummary> {
  const { data } = await searchThroughApi(request, keyword);
  for (const job of data) {
    const asked = await request.post("/api/application_questions", { data: { jobId: job.jobId } });
    expect(asked.status(), await asked.text()).toBe(200);
    if (((await asked.json()) as { data: unknown[] }).data.length === 0) return job;
  }
  throw new Error(
    `No open job without questions for "${keyword}": is the server seeded (SEED_DEMO_DATA=true)?`,
  );
}

/** Logs a verified account in through the API and answers its session token. */
export async function logInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post("/api/auth/log-in", {
    headers: fromAnAddressOfItsOwn(),
    data: { inputEmail: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Uploads a PDF resume to the candidate's profile, as the Edit Profile screen does. */
export async function uploadResumeThroughApi(
  request: APIRequestContext,
  accessToken: string,
  resume = makePdf("Ada Lovelace - Resume"),
  fileName = "ada-lovelace.pdf",
): Promise<void> {
  const response = await request.post("/api/upload_resume", {
    data: {
      accessToken,
      fileName,
      resume_data: `data:application/pdf;base64,${resume.toString("base64")}`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A new verified candidate, signed in in this browser as logging in on the page leaves them: the
 * token stored as the app stores it, and the session cookie (decision 130), which the log-in
 * through the page's own request context puts in the browser's cookies (one jar).
 */
export async function signedInCandidate(page: Page) {
  const account = await createVerifiedAccount(page.request);
  const accessToken = await logInThroughApi(page.request, account);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "site_session")?.value).toBe(accessToken);
  await storeSession(page, accessToken);
  return { account, accessToken };
}

/** A new verified candidate with a PDF resume on the profile, logged in through the API. */
export async function candidateWithResume(request: APIRequestContext) {
  const account = await createVerifiedAccount(request);
  const accessToken = await logInThroughApi(request, account);
  await uploadResumeThroughApi(request, accessToken);
  return { account, accessToken };
}

/** What a posted job has unless the spec says otherwise: a spec names only what it looks at. */
const someJob = {
  companyName: "E2E Test Ltd",
  jobLocation: "Remote",
  jobDescription: "<p>A job posted by an end-to-end test.</p>",
};

/**
 * An employer, added by the admin through the API as the console specs do, who posts `job` (the
 * rest of `someJob` filled in): their address, password and session token, and the new job's id.
 */
export async function employerPostsJob(
  request: APIRequestContext,
  word: string,
  job: { jobTitle: string } & Record<string, unknown>,
): Promise<{ email: string; password: string; employerToken: string; jobId: number }> {
  const admin = await adminToken(request);
  const employer = { email: randomEmail("employer"), password: `Employer-${word}-Passphrase` };
  const added = await request.post("/api/addUser", {
    data: { authToken: admin, inputEmail: employer.email, password: employer.password, role: "employer" },
  });
  expect(added.status(), await added.text()).toBe(200);
  const employerToken = await logInThroughApi(request, employer);
  const posted = await request.post("/api/post_job", {
    data: { authToken: employerToken, job_post: { ...someJob, ...job } },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const { jobId } = (await posted.json()) as { jobId: number };
  return { ...employer, employerToken, jobId };
}

/**
 * An employer's job for one test: titled `${role} ${word}`, with a word of the test's own
 * (uniqueWord) that finds it again; `job` adds or changes fields of the post.
 */
export async function employerWithJob(
  request: APIRequestContext,
  role: string,
  job: Record<string, unknown> = {},
) {
  const word = uniqueWord();
  const title = `${role} ${word}`;
  return { word, title, ...(await employerPostsJob(request, word, { jobTitle: title, ...job })) };
}
