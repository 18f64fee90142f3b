import { beforeEach } from "vitest";
import { signOut } from "#web/lib/session-store";

/** Each test of the calling file starts signed out, whatever session the test before it left. */
export function startEachTestSignedOut() {
  beforeEach(async () => {
    await signOut();
  });
}
