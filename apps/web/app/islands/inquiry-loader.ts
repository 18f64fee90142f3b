/**
 * The home page's inquiry form loads its React code when it comes within 300 px of the viewport
 * or is used; typed text, focus and a submit made before the code arrived carry over.
 */
export function wireInquiry(container: HTMLElement) {
  let started = false;
  let submitted = false;
  const load = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    import("./inquiry-island")
      .then(({ mountInquiry }) => mountInquiry(container, () => submitted))
      .catch((error: unknown) => console.error("The inquiry form did not load", error));
  };
  // Loaded when it comes near the viewport, or at once when used before that.
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
          rootMargin: "300px 0px",
        })
      : undefined;
  observer?.observe(container);
  container.addEventListener("focusin", load);
  container.addEventListener("pointerdown", load);
  // A submit before the form's code arrived is held, and replayed once it has.
  container.addEventListener("submit", (event) => {
    if (container.dataset.islandReady) return;
    event.preventDefault();
    submitted = true;
    load();
  });
}
