import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** What part of the page axe reads, and by which rules. */
export interface AxeScope {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Everything but this part (a CSS selector). */
  exclude?: string;
  /** Also the best-practice rules, beside WCAG 2.1 A/AA (default true). */
  bestPractice?: boolean;
}

/**
 * The serious and critical axe findings (WCAG 2.1 A/AA and, unless left out, best practice) on the
 * page as it is now, as "rule: selectors" lines; an empty list is what every screen must give.
 */
export async function severeAxeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
  if (scope.bestPractice ?? true) tags.push("best-practice");
  const results = await builder
    .withTags(tags)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/**
 * No serious or critical axe finding on the page as it is now, in the light and the dark theme
 * (with reduced motion). By default the toasts are left out: sonner dims a stacked toast while it
 * fades, which axe reads as low contrast.
 */
export async function axeInBothThemes(
  page: Page,
  what: string,
  scope: AxeScope = { exclude: "[data-sonner-toaster]" },
): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    expect(await severeAxeViolations(page, scope), `${what} (${colorScheme})`).toEqual([]);
  }
}
