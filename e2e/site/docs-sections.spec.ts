import { collectBrowserErrors, openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

const site = "Automation Controller Systems";

/** Every documentation route: its h1, a heading only that section has, and its title. */
const sections = [
  [
    "/universal-shell",
    "Universal Shell Introduction",
    "Two programs: ControlNode and ManagedNode",
    "Universal Shell Documentation",
  ],
  [
    "/universal-shell/introduction",
    "Universal Shell Introduction",
    "Every result is a dictionary",
    "Universal Shell Documentation",
  ],
  [
    "/universal-shell/setup",
    "Universal Shell Setup",
    "Write the credentials file",
    "Setup – Universal Shell Documentation",
  ],
  [
    "/universal-shell/examples",
    "Universal Shell Examples",
    "Keep a service up on a cluster",
    "Examples – Universal Shell Documentation",
  ],
  [
    "/universal-shell/api-overview",
    "Universal Shell API Overview",
    "The result dictionary",
    "API Overview – Universal Shell Documentation",
  ],
  [
    "/universal-shell/parallel-processing",
    "Universal Shell Parallel Processing",
    "The parallel syntax",
    "Parallel Processing – Universal Shell Documentation",
  ],
  [
    "/automation-controller",
    "Automation Controller Introduction",
    "How the connection is secured",
    "Automation Controller Documentation",
  ],
  [
    "/automation-controller/setup",
    "Automation Controller Setup",
    "Describe your hosts in the inventory",
    "Setup – Automation Controller Documentation",
  ],
  [
    "/automation-controller/examples",
    "Automation Controller Examples",
    "Deployment pipeline (CI/CD)",
    "Examples – Automation Controller Documentation",
  ],
  [
    "/automation-controller/api-overview",
    "Automation Controller API Overview",
    "The workflow API",
    "API Overview – Automation Controller Documentation",
  ],
  [
    "/automation-controller/parallel-processing",
    "Automation Controller Parallel Processing",
    "Canary first, then everyone",
    "Parallel Processing – Automation Controller Documentation",
  ],
  [
    "/universal-shell-aws",
    "AWS Extended Shell Introduction",
    "The AWS node syntax",
    "AWS Extended Shell Documentation",
  ],
  [
    "/universal-shell-aws/examples",
    "AWS Extended Shell Examples",
    "Run a command on an instance",
    "Examples – AWS Extended Shell Documentation",
  ],
  [
    "/aws-infra-builder",
    "AWS Infrastructure Builder Introduction",
    "The actions file",
    "AWS Infrastructure Builder Documentation",
  ],
  [
    "/aws-infra-builder/examples",
    "AWS Infrastructure Builder Examples",
    "A web tier with ManagedNodes",
    "Examples – AWS Infrastructure Builder Documentation",
  ],
] as const;

for (const [path, heading, sectionHeading, title] of sections) {
  test(`${path} shows its own section`, async ({ page, request }) => {
    // Prerendered: the HTML itself carries the section, its title and description.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<title>${title} | ${site}</title>`);
    expect(html).toContain(sectionHeading.replace("&", "&amp;"));
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);

    const errors = collectBrowserErrors(page);
    await openPage(page, path);
    await expect(page).toHaveTitle(`${title} | ${site}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("heading", { level: 2, name: sectionHeading })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("an unknown section shows the introduction", async ({ page }) => {
  await openPage(page, "/universal-shell/no-such-section");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Universal Shell Introduction");
  await expect(
    page.getByRole("heading", { level: 2, name: "Two programs: ControlNode and ManagedNode" }),
  ).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Documentation contents" });
  await expect(contents.getByRole("link", { name: "Introduction" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveURL(/\/universal-shell\/no-such-section$/);
});

test("contents-bar clicks change the section and the URL", async ({ page }) => {
  await openPage(page, "/universal-shell");
  const contents = page.getByRole("navigation", { name: "Documentation contents" });
  await expect(contents.getByRole("link", { name: "Introduction" })).toHaveAttribute("aria-current", "page");

  for (const [name, path, sectionHeading] of [
    ["Setup", "/universal-shell/setup", "Create a key pair"],
    ["Parallel Processing", "/universal-shell/parallel-processing", "Choosing num_threads"],
    ["API Overview", "/universal-shell/api-overview", "ControlNode"],
    ["Introduction", "/universal-shell", "Where to go next"],
  ] as const) {
    await contents.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Universal Shell ${name}`);
    await expect(page.getByRole("heading", { level: 2, name: sectionHeading, exact: true })).toBeVisible();
    await expect(contents.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  }
});

test("the contents bar links to the AWS documentation, which links back to the Universal Shell", async ({
  page,
}) => {
  await openPage(page, "/universal-shell/setup");
  const contents = page.getByRole("navigation", { name: "Documentation contents" });
  await contents.getByRole("link", { name: "AWS Extended Shell" }).click();
  await expect(page).toHaveURL(/\/universal-shell-aws$/);
  await contents.getByRole("link", { name: "Universal Shell" }).click();
  await expect(page).toHaveURL(/\/universal-shell$/);
  await contents.getByRole("link", { name: "AWS Infrastructure Builder" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AWS Infrastructure Builder Introduction");
});

test("previous and next links walk the sections in order", async ({ page }) => {
  await openPage(page, "/universal-shell/setup");
  const pager = page.getByRole("navigation", { name: "Previous and next section" });
  await pager.getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/universal-shell\/examples$/);
  await pager.getByRole("link", { name: /Previous/ }).click();
  await expect(page).toHaveURL(/\/universal-shell\/setup$/);
});

test("headings are deep-linkable", async ({ page }) => {
  await openPage(page, "/universal-shell/api-overview#upkeep_service");
  const heading = page.getByRole("heading", { level: 3, name: "upkeep_service" });
  await expect(heading).toBeInViewport();
  await expect(heading.getByRole("link")).toHaveAttribute("href", "#upkeep_service");
});

test("@mobile the contents bar collapses into a menu on narrow screens", async ({ page }) => {
  await openPage(page, "/universal-shell/examples");
  const contents = page.getByRole("navigation", { name: "Documentation contents" });
  const toggle = contents.getByRole("button", { name: "Contents" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(contents.getByRole("link", { name: "Setup" })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await contents.getByRole("link", { name: "Setup" }).click();
  await expect(page).toHaveURL(/\/universal-shell\/setup$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test("the Automation Controller's own pages walk in order and list their headings on the page", async ({
  page,
}) => {
  await openPage(page, "/automation-controller");
  await expect(page.getByRole("main")).toContainText("The Systems Controller is one place to define");
  await expect(page.getByRole("main")).not.toContainText("The Universal Shell runs everyday operations");
  const pager = page.getByRole("navigation", { name: "Previous and next section" });
  for (const path of ["setup", "examples", "api-overview", "parallel-processing"]) {
    await pager.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/automation-controller/${path}$`));
  }
  await openPage(page, "/automation-controller/setup");
  await expect(
    page.getByRole("link", { name: "Describe your hosts in the inventory" }).first(),
  ).toHaveAttribute("href", "#describe-your-hosts-in-the-inventory");
});
