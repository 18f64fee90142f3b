// Loaded on demand by network-background.tsx, after first paint: three.js and vanta's NET
// effect stay out of the page's initial JavaScript.
import NET from "vanta/src/vanta.net.js";
import { type NetworkEffect, pausedOffScreen } from "./network-pause";
import * as vantaThreeParts from "./vanta-three-parts";

/** The parts of three.js that vanta's NET effect uses, as it expects to be given them. */
const THREE = {
  ...vantaThreeParts,
  // Vanta was written for an older three.js, whose vertex-colour flag was this constant.
  VertexColors: true,
};

/**
 * Whether the GPU can draw the effect. Software-rendered WebGL ("major performance caveat")
 * counts as no: it would keep a CPU core busy and slow the page for a decoration.
 */
function hasFastWebGl(): boolean {
  const canvas = document.createElement("canvas");
  const options = { failIfMajorPerformanceCaveat: true };
  return Boolean(canvas.getContext("webgl2", options) ?? canvas.getContext("webgl", options));
}

/** Starts the animated network inside `element`; throws when WebGL is unavailable. */
export function startNetworkEffect(
  element: HTMLElement,
  colors: { line: number; background: number },
): NetworkEffect {
  if (!hasFastWebGl()) throw new Error("Hardware-accelerated WebGL is not available");
  const effect = NET({
    el: element,
    THREE,
    color: colors.line,
    backgroundColor: colors.background,
    points: 9,
    maxDistance: 22,
    spacing: 17,
    mouseControls: true,
    touchControls: false,
    gyroControls: false,
  });
  // Vanta reports its own start failures by logging instead of throwing; it then has no renderer.
  if (!element.querySelector("canvas")) throw new Error("The network effect did not start");
  return pausedOffScreen(element, effect);
}
