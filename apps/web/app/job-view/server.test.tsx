import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Header } from "#web/components/layout/header";
import { ServerSession, type Session } from "#web/lib/session-store";
import { dataEngineerRow } from "#web/test/job-facts";
import { renderAccountMenu, renderJobPost, renderJobSearch, searchBodyOfQuery } from "./server";

// docs/decisions/124-search-starts-the-app-on-use.md: the search's first HTML, rendered from the
// screen the app renders, for the body the app sends.

const answer = {
  data: [dataEngineerRow],
  totalPages: 3,
  totalMatches: 21,
  totalCount: 60,
};

describe("searchBodyOfQuery", () => {
  it("is the body the app sends for the URL's search, and nothing for a chosen job", () => {
    expect(searchBodyOfQuery("")).toEqual({ keyword: "", page: 1, facets: true });
    expect(searchBodyOfQuery("?q=%20data%20&workplace=remote&workplace=nowhere&sort=newest&page=2")).toEqual({
      keyword: "data",
      page: 2,
      sort: "newest",
      workplace: ["remote"],
      facets: true,
    });
    expect(searchBodyOfQuery("?q=data&job=7")).toBeUndefined();
  });
});

describe("renderJobSearch", () => {
  it("renders the URL's words, the results and the pager as a visitor sees them, marked to start the app on use", async () => {
    const html = await renderJobSearch("?q=data&page=2", JSON.stringify(answer));
    expect(html).toMatch(/^<section class="[^"]*" data-app-on-use="">/);
    expect(html).toMatch(/<input id="[^"]+" type="search"[^>]* value="data"\/>/);
    expect(html).toContain(">21 job(s) matched for query: &quot;data&quot;</h2>");
    expect(html).toMatch(/<h3 id="[^"]+" class="[^"]*">Data Engineer<\/h3>/);
    expect(html).toContain('data-testid="page-status">2 / 3</span>');
    expect(html).toContain('href="/login?returnTo=%2Fsearch-jobs%3Fq%3Ddata%26page%3D2"');
    expect(html).not.toContain("Loading...");
    expect(html).not.toContain("Save job");
    expect(html).not.toContain("My Applications");
  });

  it("refuses an answer that is not the endpoint's", async () => {
    await expect(renderJobSearch("", JSON.stringify({ data: "none" }))).rejects.toThrow();
  });
});

describe("renderJobSearch for a signed-in candidate (decision 134)", () => {
  // Two results, the second saved by the person, who applied to the first.
  const two = {
    ...answer,
    data: [answer.data[0], { ...answer.data[0], jobId: 8, jobTitle: "Data Analyst" }],
  };
  const person = {
    email: "ada@example.com",
    saved: [{ ...two.data[1], savedAt: "2026-10-02T08:00:00.000Z", status: "open" }],
    applications: [
      {
        applicationId: "0b6c9f9e-7d0e-4c43-9a55-6d3f0f1b2c3d",
        jobId: 7,
        jobTitle: "Data Engineer",
        companyName: "Saltwind Analytics",
        appliedAt: "2026-10-03T09:00:00.000Z",
        status: "submitted",
        stage: "applied",
        stageChangedAt: "2026-10-03T09:00:00.000Z",
        history: [{ stage: "applied", at: "2026-10-03T09:00:00.000Z" }],
      },
    ],
  };

  it("shows each result's saved state, the person's applications and their alert control, marked to start on use", async () => {
    const html = await renderJobSearch("?q=data", JSON.stringify(two), person);
    expect(html).toMatch(/^<section class="[^"]*" data-app-on-use="">/);
    const buttons = [
      ...html.matchAll(
        /<button type="button" aria-pressed="(true|false)"[^>]*>.*?<span>([^<]*)<\/span><\/button>/g,
      ),
    ];
    expect(buttons.map((button) => [button[1], button[2]])).toEqual([
      ["false", "Save job"],
      ["true", "Saved"],
    ]);
    expect(html).toContain(">My applications</h2>");
    expect(html).toMatch(/<a class="[^"]*" href="\/job\/7" data-discover="true">Data Engineer<\/a>/);
    expect(html).toContain(">Create job alert</button>");
    expect(html).not.toContain("returnTo=");
    expect(html).not.toContain("Loading...");
  });

  it("renders the visitor's search without a person, whatever was rendered before", async () => {
    await renderJobSearch("", JSON.stringify(two), person);
    const html = await renderJobSearch("", JSON.stringify(two));
    expect(html).not.toContain("Save job");
    expect(html).not.toContain("Create job alert");
    expect(html).toContain('href="/login?returnTo=%2Fsearch-jobs"');
  });
});

describe("renderJobPost for a signed-in candidate (decision 133)", () => {
  // The search's row above, as a whole post.
  const job = {
    ...answer.data[0],
    jobDescription: "<p>Pipelines.</p>",
    status: "open",
  } as unknown as Parameters<typeof renderJobPost>[0];
  const plain = (html: string) => html;

  it("shows the person's saved job and the day they applied, instead of the visitor's ways in", () => {
    const html = renderJobPost(
      job,
      plain,
      { data: [] },
      {
        email: "ada@example.com",
        saved: [{ ...job, savedAt: "2026-10-02T08:00:00.000Z" }],
        applications: [
          {
            applicationId: "0b6c9f9e-7d0e-4c43-9a55-6d3f0f1b2c3d",
            jobId: 7,
            jobTitle: "Data Engineer",
            companyName: "Saltwind Analytics",
            appliedAt: "2026-10-03T09:00:00.000Z",
            status: "submitted",
            stage: "applied",
          },
        ],
      },
    );
    expect(html).toMatch(/<button type="button" aria-pressed="true"[^>]*>.*<span>Saved<\/span><\/button>/);
    expect(html).toContain(
      'You applied on<!-- --> <time dateTime="2026-10-03T09:00:00.000Z">Oct 3, 2026</time>',
    );
    expect(html).not.toContain("Sign in to apply with your profile");
    expect(html).not.toContain("Apply by Resume Only");
  });

  it("offers a candidate who has not applied the job's Save and Apply with my profile", () => {
    const html = renderJobPost(
      job,
      plain,
      { data: [] },
      { email: "ada@example.com", saved: [], applications: [] },
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain("<span>Save job</span></button>");
    expect(html).toContain(">Apply with my profile</button>");
    expect(html).toContain(">Apply by Resume Only</button>");
    expect(html).not.toContain("Sign in to apply with your profile");
  });

  it("renders the visitor's page without a person, whatever was rendered before", () => {
    renderJobPost(job, plain, { data: [] }, { email: "ada@example.com", saved: [], applications: [] });
    const html = renderJobPost(job, plain, { data: [] });
    expect(html).not.toContain("Save job");
    expect(html).not.toContain("Apply with my profile");
    expect(html).toContain("Sign in to apply with your profile");
  });
});

// docs/decisions/135-signed-in-header-at-first-paint.md: a person's page carries their account menu.
describe("renderAccountMenu", () => {
  /** The account menu of the app's header for a session, rendered as the app renders the header. */
  function appsAccountMenu(session: Session) {
    const Stub = createRoutesStub([{ path: "*", Component: () => <Header /> }]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <ServerSession.Provider value={session}>
        <Stub initialEntries={["/job/1"]} />
      </ServerSession.Provider>,
    );
    return container.querySelector('[data-menu="account"]')?.outerHTML;
  }

  it("is the app header's account menu for the person, closed, marked as the server's", () => {
    const html = renderAccountMenu({ email: "ada@example.com", role: "candidate" });
    const menu = document.createElement("div");
    menu.innerHTML = html;
    const element = menu.firstElementChild as HTMLElement;
    expect(element.getAttribute("data-menu")).toBe("account");
    expect(element.hasAttribute("data-person")).toBe(true);
    const toggle = element.querySelector(":scope > button");
    expect(toggle?.textContent).toBe("ada@example.com");
    expect(toggle?.getAttribute("aria-expanded")).toBe("false");
    expect(element.querySelector("ul")?.hidden).toBe(true);
    expect(
      Array.from(element.querySelectorAll("li > *"), (item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["View Profile", "/view-profile"],
      ["Update Profile", "/edit-profile"],
      ["Saved jobs", "/saved-jobs"],
      ["My jobs", "/my-jobs"],
      ["Log Out", null],
    ]);
    // Without its mark, exactly what the app's header renders for the same session.
    element.removeAttribute("data-person");
    expect(element.outerHTML).toBe(
      appsAccountMenu({ status: "signedIn", email: "ada@example.com", role: "candidate" }),
    );
  });

  it("links an employer to the Console, as the app does", () => {
    const html = renderAccountMenu({ email: "boss@example.com", role: "employer" });
    expect(html).toContain('href="/console"');
    expect(html.replace(' data-person=""', "")).toBe(
      appsAccountMenu({ status: "signedIn", email: "boss@example.com", role: "employer" }),
    );
  });
});
