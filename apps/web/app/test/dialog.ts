/**
 * jsdom has the <dialog> element but not its methods (showModal, close): these stand-ins do what
 * the tests can observe of them, the `open` attribute and the close event. Real browsers, in the
 * e2e specs, run the platform's own.
 */
export function installDialog(): void {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === "function") return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
