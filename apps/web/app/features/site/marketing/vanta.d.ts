// vanta ships no types; this is the part of its NET effect the home page uses.
declare module "vanta/src/vanta.net.js" {
  interface VantaEffect {
    destroy(): void;
  }
  const NET: (options: Record<string, unknown>) => VantaEffect;
  export default NET;
}
