import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Presses Tab (Shift+Tab with `backwards`) once for each of `stops` and expects the focus on each
 * in turn: the keyboard order of a page, or the focus a dialog keeps inside.
 */
export async function expectTabOrder(user: UserEvent, stops: readonly Element[], { backwards = false } = {}) {
  for (const stop of stops) {
    await user.tab({ shift: backwards });
    expect(document.activeElement).toBe(stop);
  }
}
