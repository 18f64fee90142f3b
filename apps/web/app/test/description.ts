/**
 * What describes an element, as a screen reader reads it after the name: the text of each element
 * its aria-describedby names, in order, joined by a space ("" when it names none).
 */
export function descriptionOf(element: Element): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}
