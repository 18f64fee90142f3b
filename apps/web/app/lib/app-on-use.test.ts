import { createHash, webcrypto } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderAccountMenu } from "#web/job-view/server";
import { deferredBootScript } from "./deferred-boot";

// docs/decisions/104-job-page-starts-the-app-on-use.md: the shell's starter, run as the page runs
// it. The "app" here is the test: it replaces the server's post with its own controls.

const state = () => (window as { siteApp?: string }).siteApp;
const liveModules = () => document.querySelectorAll('script[type="module"]');
const nextFrameAndTask = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

/** Runs the starter's own text, as the page's inline script does. */
function runStarter() {
  // biome-ignore lint/security/noGlobalEval: runs the starter's own constant text, as the page does.
  window.eval(deferredBootScript);
}

/** The one element `selector` names. */
function one<E extends Element = HTMLElement>(selector: string): E {
  const element = document.querySelector<E>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

/** The server's page: the header's Log in (built at /job/1), the post with a form, the inert app. */
function serverPage() {
  document.body.innerHTML = [
    '<header data-site-header=""><ul data-signed-out-only=""><li><a href="/login?returnTo=%2Fjob%2F1">Log in</a></li></ul></header>',
    '<main><div id="prerendered-post"><a href="/search-jobs">Back to Job Search</a><article data-app-on-use="">',
    '<form><input name="email"><button type="submit">Apply by Resume Only</button></form></article></div></main>',
    '<script type="text/x-deferred-module">window.__booted = (window.__booted ?? 0) + 1;</script>',
  ].join("");
}

/** What the app renders in the post's place once it has loaded: the same controls, new elements. */
function appTakesOver() {
  const pressed: string[] = [];
  one("main").innerHTML =
    '<a href="/search-jobs">Back to Job Search</a><article><form><input name="email"><button type="submit">Apply by Resume Only</button></form></article>';
  const form = one("form");
  const input = one<HTMLInputElement>("input[name=email]");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    pressed.push(`submit with ${input.value}`);
  });
  input.addEventListener("input", () => pressed.push(`typed ${input.value}`));
  return { pressed, input };
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
  delete (window as { siteApp?: string }).siteApp;
});

describe("the job page's starter (deferredBootScript on a page the server completed)", () => {
  it("starts nothing after the paint, starts the app at the first press and presses the app's button once it is there", async () => {
    serverPage();
    runStarter();
    await nextFrameAndTask();
    expect(liveModules()).toHaveLength(0);
    expect(state()).toBe("waiting");

    const before = one("button");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    before.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(liveModules()).toHaveLength(1);
    expect(state()).toBe("starting");

    const { pressed } = appTakesOver();
    await nextFrameAndTask();
    expect(pressed).toEqual(["submit with "]);
    expect(state()).toBe("ready");
  });

  it("copies what was typed before the app into the app's field, focuses it, and leaves links alone", async () => {
    serverPage();
    runStarter();
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    one("main a").dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(liveModules()).toHaveLength(0);

    const field = one<HTMLInputElement>("input[name=email]");
    field.focus();
    expect(liveModules()).toHaveLength(1);
    field.value = "ada@example.com";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    const { pressed, input } = appTakesOver();
    await nextFrameAndTask();
    expect(input.value).toBe("ada@example.com");
    expect(pressed).toEqual(["typed ada@example.com"]);
    expect(document.activeElement).toBe(input);
  });

  it("gives the app's file field a file chosen in the server's field after the app replaced it (a dialog still open)", async () => {
    serverPage();
    one("form").insertAdjacentHTML("afterbegin", '<input type="file">');
    runStarter();
    const old = one<HTMLInputElement>("input[type=file]");
    old.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(state()).toBe("starting");
    appTakesOver();
    one("form").insertAdjacentHTML("afterbegin", '<input type="file">');
    const mine = one<HTMLInputElement>("input[type=file]");
    // jsdom makes no FileList: the two fields hold a stand-in, as the browser's would hold the file.
    const chosen = [new File(["cv"], "cv.pdf")];
    Object.defineProperty(old, "files", { value: chosen });
    Object.defineProperty(mine, "files", { value: null, writable: true });
    const changed: unknown[] = [];
    mine.addEventListener("change", () => changed.push(mine.files));
    await nextFrameAndTask();
    expect(state()).toBe("ready");
    expect(old.isConnected).toBe(false);
    old.dispatchEvent(new Event("change", { bubbles: true }));
    expect(changed).toEqual([chosen]);
  });

  it("points the header's Log in back at this job, not the one the shell was built at", () => {
    serverPage();
    history.replaceState({}, "", "/job/26");
    runStarter();
    expect(document.querySelector("header a")?.getAttribute("href")).toBe("/login?returnTo=%2Fjob%2F26");
  });

  it("starts the app after the paint, as before, for a visitor holding a session token", async () => {
    serverPage();
    localStorage.setItem("accessToken", "t");
    runStarter();
    expect(liveModules()).toHaveLength(0);
    await nextFrameAndTask();
    expect(liveModules()).toHaveLength(1);
    expect(state()).toBeUndefined();
  });

  it("starts the app after the paint when the AI Agent panel was open on the page before, which the app opens again", async () => {
    serverPage();
    sessionStorage.setItem("ai-agent-open", "true");
    try {
      runStarter();
      expect(liveModules()).toHaveLength(0);
      await nextFrameAndTask();
      expect(liveModules()).toHaveLength(1);
      expect(state()).toBeUndefined();
    } finally {
      sessionStorage.clear();
    }
  });
});

/** The hex SHA-256 of "page:" and the token, as the API writes it into a person's page. */
function digestOf(token: string) {
  return createHash("sha256").update(`page:${token}`).digest("hex");
}

/** A signed-in candidate's job page as the API writes it (decision 133): their answers and the digest. */
function personsPage(writtenFor: string) {
  serverPage();
  // Their account menu, as the API writes it before the header's signed-out links (decision 135).
  one("[data-signed-out-only]").insertAdjacentHTML(
    "beforebegin",
    renderAccountMenu({ email: "ada@example.com", role: "candidate" }),
  );
  document.head.insertAdjacentHTML(
    "beforeend",
    `<meta name="session-digest" content="${digestOf(writtenFor)}"><script type="application/json" data-person="" data-early-answer="POST /api/saved_jobs {}">{"data":[]}</script>`,
  );
}
const personsAnswers = () => document.querySelectorAll("script[data-person]").length;
/** The header's account entry, its mark (hidden by the stylesheet until matched), and the signed-out links. */
const header = () => ({
  menu: document.querySelector('[data-site-header] [data-menu="account"] > button')?.textContent ?? null,
  marked: document.querySelectorAll("[data-site-header] [data-person]").length,
  signedOutLinks: document.querySelectorAll("[data-site-header] [data-signed-out-only]").length,
});
/** A promise's callbacks and a frame later: the starter's digest is asynchronous. */
const digestSettled = async () => {
  for (let i = 0; i < 5; i++) await nextFrameAndTask();
};

describe("a signed-in candidate's job page (decision 133)", () => {
  // jsdom has no crypto.subtle; the browser's secure context has (Node's is the same API).
  const jsdomCrypto = window.crypto;
  beforeEach(() => {
    Object.defineProperty(window, "crypto", { value: webcrypto, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, "crypto", { value: jsdomCrypto, configurable: true });
    document.head.innerHTML = "";
  });

  it("waits for the first use, the person's answers kept, when the stored token is the page's", async () => {
    personsPage("token-of-ada");
    localStorage.setItem("accessToken", "token-of-ada");
    runStarter();
    await digestSettled();
    expect(liveModules()).toHaveLength(0);
    expect(state()).toBe("waiting");
    expect(personsAnswers()).toBe(1);
    // The person's menu shown (its mark gone) and the signed-out links gone: what the app renders.
    expect(header()).toEqual({ menu: "ada@example.com", marked: 0, signedOutLinks: 0 });
    one("main button").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(liveModules()).toHaveLength(1);
    const { pressed } = appTakesOver();
    await nextFrameAndTask();
    expect(pressed).toEqual(["submit with "]);
    expect(state()).toBe("ready");
  });

  it("starts the app at a press of the account menu's Log Out and makes it on the app's button", async () => {
    personsPage("token-of-ada");
    localStorage.setItem("accessToken", "token-of-ada");
    runStarter();
    await digestSettled();
    const logOut = one('[data-menu="account"] li button');
    expect(logOut.textContent).toBe("Log Out");
    const pressed: string[] = [];
    logOut.addEventListener("click", () => pressed.push("log out"));
    logOut.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(liveModules()).toHaveLength(1);
    expect(pressed).toEqual([]);
    // The app hydrates the header (its elements kept) and replaces the post.
    appTakesOver();
    await nextFrameAndTask();
    expect(pressed).toEqual(["log out"]);
    expect(state()).toBe("ready");
  });

  it("removes the person's answers and starts the app after the paint for another stored token", async () => {
    personsPage("token-of-ada");
    localStorage.setItem("accessToken", "token-of-grace");
    runStarter();
    await digestSettled();
    expect(personsAnswers()).toBe(0);
    expect(header()).toEqual({ menu: null, marked: 0, signedOutLinks: 1 });
    expect(liveModules()).toHaveLength(1);
    expect(state()).toBeUndefined();
  });

  it("removes the person's answers and starts the app after the paint with no stored token", async () => {
    personsPage("token-of-ada");
    runStarter();
    await digestSettled();
    expect(personsAnswers()).toBe(0);
    expect(header()).toEqual({ menu: null, marked: 0, signedOutLinks: 1 });
    expect(liveModules()).toHaveLength(1);
    expect(state()).toBeUndefined();
  });
});

/** The server's search (decision 124): the box, a filter and the pager in the slot, marked. */
function serverSearch() {
  document.body.innerHTML = [
    '<main><div id="prerendered-search"><section data-app-on-use=""><form role="search"><input type="search"></form>',
    '<fieldset><label><input type="checkbox"> Remote</label></fieldset><a href="/job/3" data-job-id="3">Data Engineer</a>',
    '<fieldset><label><input type="radio" name="_R_1lf_" checked> Any time</label><label><input type="radio" name="_R_1lf_"> Past 7 days</label></fieldset>',
    "<nav><button>Next</button></nav></section></div></main>",
    '<script type="text/x-deferred-module">window.__booted = (window.__booted ?? 0) + 1;</script>',
  ].join("");
}

/** A visitor's search opening: the server's HTML, then the starter run as the page runs it. */
function openServerSearch() {
  serverSearch();
  runStarter();
}

/** The app's screen in the slot, its filter recording what it is told. */
function appRendersSearch(marked = false) {
  const told: string[] = [];
  one("#prerendered-search").innerHTML = [
    `<section${marked ? ' data-app-on-use=""' : ""}><form role="search"><input type="search"></form>`,
    '<fieldset><label><input type="checkbox"> Remote</label></fieldset><a href="/job/3" data-job-id="3">Data Engineer</a>',
    // The app's useId names the radio group otherwise than the server's render did.
    '<fieldset><label><input type="radio" name="_r_5_" checked> Any time</label><label><input type="radio" name="_r_5_"> Past 7 days</label></fieldset>',
    "<nav><button>Next</button></nav></section>",
  ].join("");
  const week = document.querySelectorAll<HTMLInputElement>("input[type=radio]")[1];
  week?.addEventListener("change", () => told.push(`past 7 days ${week.checked}`));
  one("a[data-job-id]").addEventListener("click", (event) => {
    event.preventDefault();
    told.push("opened job 3 beside the list");
  });
  const box = one<HTMLInputElement>("input[type=search]");
  box.addEventListener("input", () => told.push(`typed ${box.value}`));
  one("input[type=checkbox]").addEventListener("change", (event) =>
    told.push(`remote ${(event.target as HTMLInputElement).checked}`),
  );
  one("nav button").addEventListener("click", () => told.push("next"));
  return told;
}

/** `appRendersSearch`, and what its controls were told once the starter has had a frame and a task. */
async function renderedAndTold(marked = false) {
  const told = appRendersSearch(marked);
  await nextFrameAndTask();
  return told;
}

describe("the search's starter (decision 124)", () => {
  // A starter of an earlier test that still waits (it listens on the document) is started and done
  // here, so that only this test's starter answers its clicks.
  beforeEach(async () => {
    serverSearch();
    one("nav button").click();
    appRendersSearch();
    await nextFrameAndTask();
    document.body.innerHTML = "";
  });

  it("ticks the app's filter that was ticked before it, once the server's marked screen is gone", async () => {
    openServerSearch();
    await nextFrameAndTask();
    expect(liveModules()).toHaveLength(0);
    const remote = one<HTMLInputElement>("input[type=checkbox]");
    remote.click();
    expect(remote.checked).toBe(true);
    expect(liveModules()).toHaveLength(1);

    // Controls alike but still the server's (marked): not yet the app's, nothing is done.
    const early = await renderedAndTold(true);
    expect(early).toEqual([]);
    expect(state()).toBe("starting");

    const told = await renderedAndTold();
    expect(told).toEqual(["remote true"]);
    expect(state()).toBe("ready");
  });

  it("chooses the app's radio that was chosen before it, though React named the group otherwise", async () => {
    openServerSearch();
    document.querySelectorAll<HTMLInputElement>("input[type=radio]")[1]?.click();
    expect(liveModules()).toHaveLength(1);
    const told = await renderedAndTold();
    expect(told).toEqual(["past 7 days true"]);
    expect(state()).toBe("ready");
  });

  it("keeps what was typed in the box and presses the app's Next", async () => {
    openServerSearch();

    const box = one<HTMLInputElement>("input[type=search]");
    box.focus();
    box.value = "nurse";
    box.dispatchEvent(new Event("input", { bubbles: true }));
    const next = new MouseEvent("click", { bubbles: true, cancelable: true });
    one("nav button").dispatchEvent(next);
    expect(next.defaultPrevented).toBe(true);
    const told = await renderedAndTold();
    expect(one<HTMLInputElement>("input[type=search]").value).toBe("nurse");
    expect(told).toEqual(["typed nurse", "next"]);
  });

  it("holds a result's plain click on a wide window and makes it on the app's link; on a phone the link is the browser's", async () => {
    const wide = { value: true };
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === "(min-width: 768px)" && wide.value,
    })) as never;
    try {
      openServerSearch();
      wide.value = false;
      const onPhone = new MouseEvent("click", { bubbles: true, cancelable: true });
      one("a[data-job-id]").dispatchEvent(onPhone);
      expect(onPhone.defaultPrevented).toBe(false);
      const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
      wide.value = true;
      one("a[data-job-id]").dispatchEvent(newTab);
      expect(newTab.defaultPrevented).toBe(false);
      expect(liveModules()).toHaveLength(0);

      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      one("a[data-job-id]").dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(liveModules()).toHaveLength(1);
      const told = await renderedAndTold();
      expect(told).toEqual(["opened job 3 beside the list"]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

/** The log-in page as built with the site (decision 128): the header's ways in, the form, marked. */
function wayInPage(atOnce = "") {
  document.body.innerHTML = [
    '<header data-site-header=""><ul data-signed-out-only=""><li><a href="/login">Log in</a></li><li><a href="/request-registration">Sign up</a></li></ul></header>',
    `<main><section data-app-on-use=""${atOnce ? ` data-app-at-once="${atOnce}"` : ""}><form><input type="email" name="inputEmail" data-autofocus="">`,
    '<input type="password" name="password"><button type="submit">Login</button></form>',
    '<a href="/request-reset-pw">Forgot password?</a> <a href="/request-registration">Sign up</a></section></main>',
    '<footer><a href="/login">Log in</a><p data-copyright-year="2020">© 2020 Automation Controller Systems.</p></footer>',
    '<script type="text/x-deferred-module">window.__booted = (window.__booted ?? 0) + 1;</script>',
  ].join("");
}

/**
 * React's hydration of the same elements: it keeps them, notes each field's value as it finds it
 * (React's value tracker, which hears an input only when the value differs from the one it noted),
 * and drops the mark on its next render.
 */
function appHydrates() {
  const told: string[] = [];
  for (const field of document.querySelectorAll<HTMLInputElement>("main input")) {
    const prototype = Object.getPrototypeOf(field) as object;
    const own = Object.getOwnPropertyDescriptor(prototype, "value");
    let noted = field.value;
    Object.defineProperty(field, "value", {
      configurable: true,
      get: () => own?.get?.call(field),
      set: (value: string) => {
        noted = value;
        own?.set?.call(field, value);
      },
    });
    field.addEventListener("input", () => {
      if (field.value === noted) return;
      noted = field.value;
      told.push(`${field.name} ${field.value}`);
    });
  }
  one("form").addEventListener("submit", (event) => {
    event.preventDefault();
    told.push("submitted");
  });
  one("section").removeAttribute("data-app-on-use");
  return told;
}

describe("the way-in pages' starter (decision 128)", () => {
  beforeEach(async () => {
    // An earlier test's starter that still waits is started and done first (as above).
    wayInPage();
    one("button").click();
    appHydrates();
    await nextFrameAndTask();
    document.body.innerHTML = "";
    delete (window as { siteApp?: string }).siteApp;
  });
  afterEach(() => history.replaceState({}, "", "/"));

  it("puts the cursor in the marked field without starting the app, and carries the page's returnTo on to its ways in", async () => {
    history.replaceState({}, "", "/login?returnTo=%2Fjob%2F3");
    wayInPage();
    runStarter();
    await nextFrameAndTask();
    expect(document.activeElement).toBe(one("input[name=inputEmail]"));
    expect(state()).toBe("waiting");
    expect(liveModules()).toHaveLength(0);
    const hrefs = Array.from(document.querySelectorAll("a"), (link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/login?returnTo=%2Fjob%2F3",
      "/request-registration?returnTo=%2Fjob%2F3",
      "/request-reset-pw",
      "/request-registration?returnTo=%2Fjob%2F3",
      "/login",
    ]);

    // Not a path of this site (lib/return-to.ts): carried on by neither the starter nor the app.
    history.replaceState({}, "", "/login?returnTo=%2F%2Fevil.example");
    wayInPage();
    runStarter();
    expect(one("header a").getAttribute("href")).toBe("/login");
  });

  it("gives what was typed to the app that hydrated the same fields, then makes the held press", async () => {
    history.replaceState({}, "", "/login");
    wayInPage();
    runStarter();
    const password = one<HTMLInputElement>("input[name=password]");
    password.focus();
    expect(liveModules()).toHaveLength(1);
    password.value = "secret";
    password.dispatchEvent(new Event("input", { bubbles: true }));
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    one("button").dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    const told = appHydrates();
    await nextFrameAndTask();
    expect(told).toEqual(["password secret", "submitted"]);
    expect(password.value).toBe("secret");
    expect(state()).toBe("ready");
  });

  it("shows the current year in the footer and the theme chosen in the header's select, before the app", () => {
    localStorage.setItem("theme", "dark");
    wayInPage();
    one("header").insertAdjacentHTML(
      "beforeend",
      '<select data-theme-select=""><option value="light">Light</option><option value="dark">Dark</option><option value="system" selected>System</option></select>',
    );
    runStarter();
    expect(one<HTMLSelectElement>("select[data-theme-select]").value).toBe("dark");
    expect(one("footer p").textContent).toBe(`© ${new Date().getFullYear()} Automation Controller Systems.`);
    expect(state()).toBe("waiting");

    // A new choice applies at once, as the islands' switch does, and needs no app.
    const select = one<HTMLSelectElement>("select[data-theme-select]");
    select.value = "light";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
    select.value = "system";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
    expect(localStorage.getItem("theme")).toBeNull();
    expect(liveModules()).toHaveLength(0);
    expect(state()).toBe("waiting");
  });

  it("starts the app after the paint for a URL that needs it at once (a verification link)", async () => {
    history.replaceState({}, "", "/request-registration?verify=1&email=a%40b.c&token=123456");
    wayInPage("verify");
    runStarter();
    expect(liveModules()).toHaveLength(0);
    await nextFrameAndTask();
    expect(liveModules()).toHaveLength(1);
    expect(state()).toBeUndefined();
  });
});
