// vanta ships no types; this is the part of its NET effect the home page uses.
declare module "vanta/src/vanta.net.js" {
  interface VantaEffect {
    destroy(): void;
    /** The frame loop: draws when `isOnScreen()` says so, then asks for the next frame. */
    animationLoop(): number;
    /** Vanta's test, each frame, of whether the element is on screen (it reads the layout). */
    isOnScreen(): boolean;
    /** The pending animation frame. */
    req?: number;
  }
  const NET: (options: Record<string, unknown>) => VantaEffect;
  export default NET;
}
