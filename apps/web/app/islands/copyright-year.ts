/** The footer shows the current year (the HTML carries the build's). */
export function updateCopyrightYear(element: HTMLElement) {
  const year = String(new Date().getFullYear());
  if (element.dataset.copyrightYear !== year && element.textContent) {
    element.textContent = element.textContent.replace(element.dataset.copyrightYear ?? "", year);
  }
}
