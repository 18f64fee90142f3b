import { collectBrowserErrors, openPage, settled, watchRequests } from "../support/app-shell";
import { expect, test } from "../support/test";

const company = "Automation Controller Systems";

/** Each marketing page: its path, its h1, the document title and texts that must be on it. */
const pages = [
  {
    path: "/",
    heading: "Easily Deploy & Manage Software Systems",
    title: "Easily Deploy & Manage Software Systems",
    texts: [
      "View our Systems Controller",
      "Unlock the Power of Automation",
      "Our Services",
      "Submit Inquiry",
    ],
  },
  {
    path: "/products",
    heading: "Products",
    title: "Products",
    texts: [
      "Systems Controller",
      "Infrastructure Manager for AWS",
      "LLM Integrations",
      "Data Warehousing Integration",
    ],
  },
  {
    path: "/Purchase",
    heading: "Subscription Plans",
    title: "Subscription Plans",
    texts: ["Basic Plan", "Pro Plan", "Enterprise Plan", "Most Popular"],
  },
  {
    path: "/userinfo",
    heading: "User Info",
    title: "User Info",
    texts: ["Alex", "alex.morgan@example.com", "Northwind Logistics", "78701", "Log Out"],
  },
  {
    path: "/systems-controller",
    heading: "Systems Controller",
    title: "Systems Controller",
    texts: [
      "Watch the Introduction",
      "How the Systems Controller Compares",
      "Simple Guide",
      "Example: a rolling deployment",
      "What it connects to",
      "Documentation",
    ],
  },
  {
    path: "/Infrastructure-Manager-for-aws",
    heading: "Infrastructure Manager for AWS",
    title: "Infrastructure Manager for AWS",
    texts: [
      "Read the AWS Infrastructure Builder documentation",
      "How it works",
      "Check it with a dry run",
      "Amazon EC2",
      "Example: a network and a web server",
      "Repeatable environments",
    ],
  },
  {
    path: "/LLM-Integrations",
    heading: "LLM Integrations",
    title: "LLM Integrations",
    texts: [
      "Explore the Universal Shell",
      "How it works",
      "You review and approve",
      "Your model provider",
      "Example: from a sentence to a reviewed workflow",
      "Workflows from a sentence",
    ],
  },
  {
    path: "/Data-Warehousing-Integration",
    heading: "Data Warehousing Integration",
    title: "Data Warehousing Integration",
    texts: [
      "Read the Automation Controller documentation",
      "How it works",
      "Run the heavy steps in parallel",
      "Your data warehouse",
      "Example: a nightly load",
      "Scheduled loads",
    ],
  },
  {
    path: "/submit-inquiry",
    heading: "Contact Us",
    title: "Contact Us",
    texts: ["Submit Inquiry", "Frequently Asked Questions"],
  },
  {
    path: "/contact-us",
    heading: "Contact Us",
    title: "Contact Us",
    texts: ["Submit Inquiry", "Frequently Asked Questions"],
  },
] as const;

for (const page of pages) {
  test(`${page.path} shows its heading and key texts without errors`, async ({ page: browser }) => {
    const errors = collectBrowserErrors(browser);
    await openPage(browser, page.path);
    await expect(browser).toHaveTitle(`${page.title} | ${company}`);
    await expect(browser.getByRole("heading", { level: 1, name: page.heading })).toBeVisible();
    const main = browser.getByRole("main");
    for (const text of page.texts) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${page.path} is prerendered HTML with its own title, description and Open Graph tags`, async ({
    request,
  }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escaped = (text: string) => text.replaceAll("&", "&amp;");
    expect(html).toContain(`<title>${escaped(page.title)} | ${company}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/);
    expect(html).toContain(`<meta property="og:title" content="${escaped(page.title)} | ${company}"/>`);
    expect(html).toMatch(/<meta property="og:description" content="[^"]{10,}"/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/images\/og-card\.png"/);
    expect(html).toContain(escaped(page.heading));
  });
}

test("each product page shows its own diagram, in the prerendered HTML too", async ({ page, request }) => {
  const diagrams = [
    ["/systems-controller", "How the Systems Controller works"],
    ["/Infrastructure-Manager-for-aws", "How the Infrastructure Manager for AWS works"],
    ["/LLM-Integrations", "How LLM Integrations work"],
    ["/Data-Warehousing-Integration", "How the Data Warehousing Integration works"],
  ] as const;
  for (const [path, name] of diagrams) {
    expect(await (await request.get(path)).text()).toContain(`>${name}</title>`);
    await openPage(page, path);
    const diagram = page.getByRole("img", { name: new RegExp(`^${name}`) });
    await expect(diagram).toBeVisible();
    const box = await diagram.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(250);
    await expect(page.locator("svg[data-diagram]")).toHaveCount(1);
  }
});

test("/home and unknown paths show the home page", async ({ page }) => {
  for (const [path, status] of [
    ["/home", 200],
    ["/no/such/page", 404],
  ] as const) {
    expect((await page.goto(path))?.status()).toBe(status);
    await expect(
      page.getByRole("heading", { level: 1, name: "Easily Deploy & Manage Software Systems" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unlock the Power of Automation" })).toBeVisible();
  }
});

const learnMoreTargets = [
  ["Automate Repetitive Tasks", "/universal-shell", "Universal Shell Introduction"],
  ["Streamline Workflows", "/systems-controller", "Systems Controller"],
  ["Drive Innovation", "/LLM-Integrations", "LLM Integrations"],
  ["Scalable Growth", "/Infrastructure-Manager-for-aws", "Infrastructure Manager for AWS"],
] as const;

test("the home page's buttons lead to the Systems Controller, each card's own page and Contact Us", async ({
  page,
}) => {
  await openPage(page, "/");
  await expect(page.getByRole("link", { name: /^Learn More about/ })).toHaveCount(4);
  for (const [card, href] of learnMoreTargets) {
    await expect(page.getByRole("link", { name: `Learn More about ${card}` })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  await page.getByRole("link", { name: "View our Systems Controller" }).click();
  await expect(page).toHaveURL(/\/systems-controller$/);
  await expect(page.getByRole("heading", { level: 1, name: "Systems Controller" })).toBeVisible();
});

for (const [card, href, heading] of learnMoreTargets) {
  test(`Learn More about ${card} opens ${href}`, async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("link", { name: `Learn More about ${card}` }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("the intro video gets its controls, poster and captions as it nears the viewport, and loads only on play", async ({
  page,
  request,
}) => {
  const mediaRequests: string[] = [];
  page.on("request", (sent) => {
    if (/\/media\/systems-controller-intro/.test(sent.url()))
      mediaRequests.push(new URL(sent.url()).pathname);
  });
  watchRequests(page);
  // A small phone held sideways: the video stands about 1,140 px down, more than the 600 px
  // lookahead below the screen's bottom.
  await page.setViewportSize({ width: 375, height: 400 });
  await openPage(page, "/systems-controller");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("preload", "none");
  // Every request the page started has ended: a poster, captions or video it loaded early would be among them.
  await settled(page);
  expect(mediaRequests).toEqual([]);
  expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(false);
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute("poster", "/media/systems-controller-intro-poster.webp");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode))
    .toBe("showing");
  await settled(page);
  expect(mediaRequests.sort()).toEqual([
    "/media/systems-controller-intro-poster.webp",
    "/media/systems-controller-intro.en.vtt",
  ]);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play();
  });
  await expect.poll(() => mediaRequests.some((path) => path.endsWith(".webm"))).toBe(true);
  const source = await page.locator("video source").getAttribute("src");
  const poster = await video.getAttribute("poster");
  const captions = await page.locator("video track[kind=captions]").getAttribute("src");
  for (const [url, type] of [
    [source, "video/webm"],
    [poster, "image/webp"],
    [captions, "text/vtt"],
  ] as const) {
    const response = await request.get(String(url));
    expect(response.status(), String(url)).toBe(200);
    expect(response.headers()["content-type"]).toContain(type);
  }
  expect((await (await request.get(String(captions))).text()).startsWith("WEBVTT")).toBe(true);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the intro video's section links the video and its captions", async ({ page }) => {
    await page.goto("/systems-controller");
    await expect(page.getByRole("link", { name: "Open the video" })).toHaveAttribute(
      "href",
      "/media/systems-controller-intro.webm",
    );
    await expect(page.getByRole("link", { name: "Open its captions" })).toHaveAttribute(
      "href",
      "/media/systems-controller-intro.en.vtt",
    );
  });
});

test("sitemap.xml and robots.txt are served", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("/systems-controller</loc>");
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
});
