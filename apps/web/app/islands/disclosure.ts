import { setExpanded } from "./dom";

/** A button that shows or hides the element it controls on narrow screens (docs contents). */
export function wireDisclosure(button: HTMLButtonElement) {
  const target = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!target) return;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    setExpanded(button, open);
    target.classList.toggle("hidden", !open);
    target.classList.toggle("block", open);
  });
}
