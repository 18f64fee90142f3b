import { describe, expect, it } from "vitest";
import { escapedHostile, hostile } from "#api/testing/mail-expectations.ts";
import { html } from "./html.ts";

// Each module tests its own mails beside them (modules/*/mail/templates.test.ts).
describe("html", () => {
  it("escapes every value put in it, and leaves HTML built by html as it is", () => {
    const inner = html`<b>${"Tom & Jerry's"}</b>`;
    expect(
      html`<p title="${hostile}">${hostile}${inner}${[1, html`<br>`, "<i>"]}${undefined}${false}</p>`.value,
    ).toBe(`<p title="${escapedHostile}">${escapedHostile}<b>Tom &amp; Jerry&#39;s</b>1<br>&lt;i&gt;</p>`);
  });
});
