import { afterEach, describe, expect, it } from "vitest";
import { descriptionOf } from "./description";

describe("descriptionOf", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("reads every element aria-describedby names, in its order", () => {
    document.body.innerHTML =
      '<input id="field" aria-describedby="error  hint"><p id="hint">Six digits.</p><p id="error">Required.</p>';
    expect(descriptionOf(document.getElementById("field") as Element)).toBe("Required. Six digits.");
  });

  it("is empty for an element described by nothing", () => {
    document.body.innerHTML = '<input id="field">';
    expect(descriptionOf(document.getElementById("field") as Element)).toBe("");
  });
});
