import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { remoteDachFacts } from "#web/test/job-facts";
import { jsonResponse } from "#web/test/json-response";
import { jobPost, renderJobsRoute, stubApi } from "#web/test/render-jobs-route";
import { startEachTestSignedOut } from "#web/test/session";

const VIEW = "/api/view_job_post";

startEachTestSignedOut();

function structuredData(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  if (!script) throw new Error("no JSON-LD");
  return JSON.parse(script.textContent ?? "") as Record<string, unknown>;
}

describe("JobPostScreen", () => {
  it('shows "Loading...", then the post, its facts, the title and "Back to Job Search"', async () => {
    const api = stubApi({ [VIEW]: () => jsonResponse(jobPost()) });
    renderJobsRoute("/job/7");
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Senior DevOps Engineer at Bluepeak Cloud" }),
    ).toBeTruthy();
    expect(api.bodies(VIEW)).toEqual([{ job_id: 7 }]);
    expect(screen.getByText("Jan 5, 2026")).toBeTruthy();
    expect(screen.getByText("Austin, TX")).toBeTruthy();
    expect(screen.getByText("$145,000 - $170,000 / year")).toBeTruthy();
    expect(screen.getByTestId("company-icon-placeholder").textContent).toBe("B");
    expect(
      within(screen.getByTestId("job-description")).getByRole("heading", { name: "About us" }),
    ).toBeTruthy();
    expect(document.title).toBe("Senior DevOps Engineer at Bluepeak Cloud | Automation Controller Systems");
    for (const link of screen.getAllByRole("link", { name: "Back to Job Search" })) {
      expect(link.getAttribute("href")).toBe("/search-jobs");
    }
    // The ways to apply load after the post (a chunk of their own).
    expect(await screen.findByRole("button", { name: "Apply by Resume Only" })).toBeTruthy();
  });

  it("keeps the post the server wrote into the page until the app has the post, then shows its own", async () => {
    let answer = (_: Response) => {};
    stubApi({ [VIEW]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    // The hydrated page's slot, as the server filled it (apps/api/src/http/prerendered-job.ts).
    const served = document.createElement("div");
    served.id = "prerendered-post";
    served.innerHTML =
      '<h1 class="server">Senior DevOps Engineer at Bluepeak Cloud</h1><p>From the server</p>';
    document.body.append(served);
    renderJobsRoute("/job/7");
    served.remove();
    expect(screen.getByText("From the server")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByTestId("skeleton-post")).toBeNull();
    answer(jsonResponse(jobPost()));
    expect(await screen.findByTestId("job-description")).toBeTruthy();
    expect(screen.queryByText("From the server")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).className).not.toContain("server");
  });

  it("shows the structured facts and gives them to search engines in the page's JSON-LD", async () => {
    stubApi({
      [VIEW]: () =>
        jsonResponse(
          jobPost({
            jobLocation: "Remote (DACH)",
            employmentType: "part_time",
            ...remoteDachFacts,
          }),
        ),
    });
    renderJobsRoute("/job/7");
    expect(await screen.findByText("Part-time")).toBeTruthy();
    expect(screen.getByText("Remote from Germany, Austria")).toBeTruthy();
    expect(screen.getByText("Platform")).toBeTruthy();
    expect(screen.getByText("€60,000–€75,000 a year")).toBeTruthy();
    expect(structuredData()).toMatchObject({
      employmentType: "PART_TIME",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "DE" },
        { "@type": "Country", name: "AT" },
      ],
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", minValue: 60000, maxValue: 75000, unitText: "YEAR" },
      },
      validThrough: "2026-03-06T12:00:00.000Z",
    });
  });

  it("shows the company's icon when it has one", async () => {
    stubApi({ [VIEW]: () => jsonResponse(jobPost({ companyIconUrl: "https://cdn.example/bluepeak.png" })) });
    renderJobsRoute("/job/7");
    const icon = await screen.findByTestId("company-icon");
    expect(icon.getAttribute("src")).toBe("https://cdn.example/bluepeak.png");
    expect(icon.getAttribute("alt")).toBe("");
  });

  it("sanitizes the description again with DOMPurify: no scripts, handlers or javascript: links", async () => {
    const jobDescription =
      '<p>Hi<script>window.hacked = true</script></p><img src="x" onerror="window.hacked = true">' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com/team" onclick="x()">team</a>' +
      '<iframe src="https://evil.example"></iframe><p style="color:red" onmouseover="x()">styled</p>';
    stubApi({ [VIEW]: () => jsonResponse(jobPost({ jobDescription })) });
    renderJobsRoute("/job/7");
    const description = await screen.findByTestId("job-description");
    expect(description.querySelector("script, img, iframe")).toBeNull();
    expect(description.innerHTML).not.toMatch(/onerror|onclick|onmouseover|javascript:|style=/);
    expect(within(description).getByText("bad").getAttribute("href")).toBeNull();
    const team = within(description).getByRole("link", { name: "team" });
    expect(team.getAttribute("href")).toBe("https://example.com/team");
    expect(team.getAttribute("target")).toBe("_blank");
    expect(team.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("publishes a JobPosting in JSON-LD whose text cannot end the script block", async () => {
    const jobDescription = "<p>Ends here: &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>";
    stubApi({ [VIEW]: () => jsonResponse(jobPost({ jobDescription })) });
    renderJobsRoute("/job/7");
    await screen.findByRole("heading", { level: 1 });
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain("<");
    expect(structuredData()).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Senior DevOps Engineer",
      datePosted: "2026-01-05T12:00:00.000Z",
      validThrough: "2026-03-06T12:00:00.000Z",
      hiringOrganization: { "@type": "Organization", name: "Bluepeak Cloud" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Austin", addressRegion: "TX" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 145000, maxValue: 170000, unitText: "YEAR" },
      },
    });
    expect(structuredData().description).toContain("&lt;/script&gt;");
  });

  it('says "Error fetching job post" with the reason and a way back for an unknown job', async () => {
    stubApi({ [VIEW]: () => jsonResponse({ message: "Job not found" }, 404) });
    renderJobsRoute("/job/999");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error fetching job post" })).toBeTruthy();
    expect(alert.textContent).toContain("Job not found");
    expect(screen.getByRole("link", { name: "Back to Job Search" }).getAttribute("href")).toBe(
      "/search-jobs",
    );
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("does not ask the server about an id that is not a job number", async () => {
    const api = stubApi({ [VIEW]: () => jsonResponse(jobPost()) });
    renderJobsRoute("/job/not-a-number");
    expect(await screen.findByRole("heading", { name: "Error fetching job post" })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("offers Retry when the server could not answer", async () => {
    let fail = true;
    stubApi({
      [VIEW]: () =>
        fail ? jsonResponse({ message: "Internal Server Error" }, 500) : jsonResponse(jobPost()),
    });
    renderJobsRoute("/job/7");
    const retry = await screen.findByRole("button", { name: "Retry" }, { timeout: 3000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: /Senior DevOps Engineer/ })).toBeTruthy();
  });

  it("tells that a closed job no longer takes applications", async () => {
    stubApi({ [VIEW]: () => jsonResponse(jobPost({ status: "closed" })) });
    renderJobsRoute("/job/7");
    expect(await screen.findByText("This job is no longer open for applications.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply by Resume Only" })).toBeNull();
  });
});
