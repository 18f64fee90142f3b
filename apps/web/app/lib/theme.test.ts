import { afterEach, describe, expect, it } from "vitest";
import {
  applyThemeChoice,
  bindThemeSelect,
  parseThemeChoice,
  readThemeChoice,
  setThemeChoice,
  themeBootScript,
} from "./theme";

const root = document.documentElement;

function themeSelect(): HTMLSelectElement {
  const select = document.createElement("select");
  for (const value of ["light", "dark", "system"]) {
    const option = document.createElement("option");
    option.value = value;
    select.append(option);
  }
  document.body.append(select);
  return select;
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event("change"));
}

/** Runs the inline <head> script as the browser would: a classic script in the page's realm. */
function runBootScript() {
  new Function(themeBootScript)();
}

afterEach(() => {
  root.removeAttribute("data-theme");
  document.body.replaceChildren();
});

describe("parseThemeChoice", () => {
  it("keeps light and dark and reads anything else as system", () => {
    expect(parseThemeChoice("light")).toBe("light");
    expect(parseThemeChoice("dark")).toBe("dark");
    expect(parseThemeChoice("system")).toBe("system");
    expect(parseThemeChoice("Dark")).toBe("system");
    expect(parseThemeChoice(null)).toBe("system");
  });
});

describe("reading and applying", () => {
  it("reads the remembered choice from localStorage under the key theme", () => {
    expect(readThemeChoice()).toBe("system");
    localStorage.setItem("theme", "dark");
    expect(readThemeChoice()).toBe("dark");
    localStorage.setItem("theme", "purple");
    expect(readThemeChoice()).toBe("system");
  });

  it("reads system when storage throws", () => {
    const blocked = {
      getItem() {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(readThemeChoice(blocked)).toBe("system");
  });

  it("pins light or dark on <html> and removes the pin for system", () => {
    applyThemeChoice("dark");
    expect(root.getAttribute("data-theme")).toBe("dark");
    applyThemeChoice("light");
    expect(root.getAttribute("data-theme")).toBe("light");
    applyThemeChoice("system");
    expect(root.hasAttribute("data-theme")).toBe(false);
  });

  it("remembers light and dark, and forgets the key for system", () => {
    setThemeChoice("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(root.getAttribute("data-theme")).toBe("dark");
    setThemeChoice("system");
    expect(localStorage.getItem("theme")).toBeNull();
    expect(root.hasAttribute("data-theme")).toBe(false);
  });

  it("still changes the page when storage refuses to write", () => {
    const full = {
      setItem() {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    setThemeChoice("light", full);
    expect(root.getAttribute("data-theme")).toBe("light");
  });
});

describe("the inline head script", () => {
  it.each([
    ["dark", "dark"],
    ["light", "light"],
    ["system", null],
    ["<img>", null],
    [null, null],
  ])("stored %s gives data-theme %s, as the module does", (stored, expected) => {
    if (stored !== null) localStorage.setItem("theme", stored);
    runBootScript();
    expect(root.getAttribute("data-theme")).toBe(expected);

    root.removeAttribute("data-theme");
    applyThemeChoice(readThemeChoice());
    expect(root.getAttribute("data-theme")).toBe(expected);
  });

  it("is plain ES5 without a quote that would end an HTML attribute or script", () => {
    expect(themeBootScript).not.toMatch(/=>|\blet\b|\bconst\b|`|<\/script/i);
  });
});

describe("bindThemeSelect", () => {
  it("shows the stored choice and applies and remembers a new one", () => {
    localStorage.setItem("theme", "light");
    const select = themeSelect();
    bindThemeSelect(select);
    expect(select.value).toBe("light");

    choose(select, "dark");
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");

    choose(select, "system");
    expect(root.hasAttribute("data-theme")).toBe(false);
    expect(localStorage.getItem("theme")).toBeNull();
  });

  it("applies the stored choice itself, should the head script not have run", () => {
    localStorage.setItem("theme", "dark");
    bindThemeSelect(themeSelect());
    expect(root.getAttribute("data-theme")).toBe("dark");
  });

  it("keeps a second select (the mobile menu's, say) showing the same choice", () => {
    const first = themeSelect();
    const second = themeSelect();
    bindThemeSelect(first);
    bindThemeSelect(second);
    expect(second.value).toBe("system");
    choose(first, "dark");
    expect(second.value).toBe("dark");
  });

  it("follows a change made in another tab", () => {
    const select = themeSelect();
    bindThemeSelect(select);
    localStorage.setItem("theme", "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(select.value).toBe("dark");
    expect(root.getAttribute("data-theme")).toBe("dark");
  });

  it("stops listening once detached", () => {
    const select = themeSelect();
    const detach = bindThemeSelect(select);
    detach();
    choose(select, "dark");
    expect(root.hasAttribute("data-theme")).toBe(false);
    expect(localStorage.getItem("theme")).toBeNull();
  });
});
