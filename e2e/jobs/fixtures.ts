import { type APIRequestContext, expect } from "@playwright/test";

/**
 * A small, valid one-page PDF showing `text`, built by hand: header, four objects, a
 * cross-reference table with exact byte offsets and a trailer. Enough for any PDF reader and
 * for the server's content check (magic bytes).
 */
export function makePdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

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

/** An open job to apply for (the newest one of the seeded demo jobs, or any open job). */
export async function someOpenJob(request: APIRequestContext, keyword = ""): Promise<JobSummary> {
  const { data } = await searchThroughApi(request, keyword);
  const job = data[0];
  if (!job) throw new Error(`No open job for "${keyword}": is the server seeded (SEED_DEMO_DATA=true)?`);
  return job;
}

/** Logs a verified account in through the API and answers its session token. */
export async function logInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post("/api/auth/log-in", {
    data: { inputEmail: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Uploads a PDF resume to the candidate's profile, as the Edit Profile screen does. */
export async function uploadResumeThroughApi(request: APIRequestContext, accessToken: string): Promise<void> {
  const resume = makePdf("Ada Lovelace - Resume");
  const response = await request.post("/api/upload_resume", {
    data: {
      accessToken,
      fileName: "ada-lovelace.pdf",
      resume_data: `data:application/pdf;base64,${resume.toString("base64")}`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
