import { InquiryForm } from "../features/inquiries/inquiry-form";
import { mountIsland } from "./mount";

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The inquiry form, taking over its static copy when it comes near the viewport or is used. */
export function mountInquiry(container: HTMLElement, submitRequested: () => boolean): void {
  // Its fields are uncontrolled: what was typed (and where the caret was) carries over the swap.
  const active = document.activeElement;
  const focusedName =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.name : "";
  const typed = new Map<string, string>();
  for (const field of container.querySelectorAll<Field>("input, textarea")) {
    if (field.name && field.value) typed.set(field.name, field.value);
  }
  mountIsland(container, <InquiryForm />, () => {
    for (const field of container.querySelectorAll<Field>("input, textarea")) {
      const value = typed.get(field.name);
      if (value !== undefined) field.value = value;
    }
    if (focusedName) container.querySelector<HTMLElement>(`[name="${CSS.escape(focusedName)}"]`)?.focus();
    // Sent before the code arrived: sent now, by the real form.
    if (submitRequested()) container.querySelector("form")?.requestSubmit();
  });
}
