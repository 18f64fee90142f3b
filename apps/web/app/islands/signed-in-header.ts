/**
 * A visitor holding a session token (the head script marked `<html data-signed-in>`) gets the
 * React header with the account menu.
 */
export function loadSignedInHeader() {
  if (!document.documentElement.hasAttribute("data-signed-in")) return;
  const header = document.querySelector<HTMLElement>("[data-site-header]")?.parentElement;
  const slot = header && document.createElement("div");
  if (header && slot) {
    import("./header-island")
      .then(({ mountSignedInHeader }) => {
        const current = header.querySelector<HTMLElement>("[data-site-header]");
        if (!current) return;
        current.before(slot);
        slot.append(current);
        mountSignedInHeader(slot, current.querySelector<HTMLElement>('[data-island="chat"]'));
      })
      .catch((error: unknown) => console.error("The account menu did not load", error));
  }
}
