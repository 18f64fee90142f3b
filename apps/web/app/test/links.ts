import { screen } from "@testing-library/react";

type Queries = Pick<typeof screen, "getByRole">;

/** Where the link named `name` goes (its href), found in `container`: the whole page by default. */
export function linkTarget(name: string | RegExp, container: Queries = screen): string | null {
  return container.getByRole("link", { name }).getAttribute("href");
}
