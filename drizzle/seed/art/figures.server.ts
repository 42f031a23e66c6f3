import { n } from "./kit.server";

/**
 * Silhouettes of people and machines, drawn in a unit box and placed with a transform. A
 * figure's `box` is where an ESP overlay frames it, in the same units as its placement.
 */

export type Pose = "aim" | "stand" | "run" | "crouch";

interface Placed {
  svg: string;
  /** The frame an ESP box draws around the figure: left, top, width, height in pixels. */
  box: { x: number; y: number; w: number; h: number };
  /** Where the head is, for an aimbot line. */
  head: { x: number; y: number };
}

/**
 * A soldier 100 units tall with feet at (0, 0), facing right, holding a rifle. `facing = -1`
 * mirrors it. Crouching figures are 70 units tall.
 */
function soldierShapes(pose: Pose, fill: string): string {
  const legs: Record<Pose, string> = {
    aim: "M-9 -46 L-3 -46 L-6 -22 L-10 0 L-17 0 L-13 -24Z M1 -46 L8 -46 L12 -22 L14 0 L7 0 L4 -22Z",
    stand: "M-8 -46 L-1 -46 L-3 -22 L-4 0 L-11 0 L-10 -24Z M1 -46 L8 -46 L8 -22 L8 0 L1 0 L1 -22Z",
    run: "M-8 -46 L-1 -46 L-10 -26 L-24 -10 L-28 -15 L-16 -28Z M1 -46 L8 -46 L16 -26 L16 0 L9 0 L8 -24Z",
    crouch:
      "M-9 -30 L1 -30 L10 -16 L8 0 L2 0 L3 -14 L-6 -18Z M-8 -22 L-1 -22 L-14 -6 L-18 0 L-24 0 L-16 -14Z",
  };
  const torso = `<path d="M-10 -80 Q0 -85 10 -80 L11 -46 L-10 -46Z" fill="${fill}"/>`;
  const pack = `<rect x="-17" y="-78" width="9" height="26" rx="3" fill="${fill}"/>`;
  const head = `<circle cx="1" cy="-89" r="7.5" fill="${fill}"/><path d="M-8 -90 Q1 -101 10 -90 L11 -87 L-9 -87Z" fill="${fill}"/>`;
  const rifle =
    pose === "stand"
      ? `<path d="M-6 -52 L20 -80 L23 -77 L-3 -49Z" fill="${fill}"/>`
      : `<path d="M-4 -72 L34 -72 L34 -68 L40 -68 L40 -66 L12 -66 L10 -58 L4 -58 L5 -66 L-4 -66Z" fill="${fill}"/>`;
  const arms =
    pose === "stand"
      ? `<path d="M-9 -78 L-4 -78 L2 -58 L-3 -56Z M6 -78 L11 -77 L14 -66 L9 -64Z" fill="${fill}"/>`
      : `<path d="M-8 -78 L-2 -79 L14 -70 L12 -66Z M6 -79 L11 -78 L22 -70 L20 -66Z" fill="${fill}"/>`;
  return (
    `<path d="${legs[pose]}" fill="${fill}"/>` +
    `<g transform="translate(0 ${pose === "crouch" ? 30 : 0})">${pack}${torso}${head}${arms}${rifle}</g>`
  );
}

/** A soldier standing on the ground at (x, y), `height` pixels tall. */
export function soldier(
  x: number,
  y: number,
  height: number,
  fill: string,
  pose: Pose = "aim",
  facing = 1,
): Placed {
  const scale = height / 100;
  const svg = `<g transform="translate(${n(x)} ${n(y)}) scale(${(facing * scale).toFixed(3)} ${scale.toFixed(3)})">${soldierShapes(pose, fill)}</g>`;
  const top = pose === "crouch" ? 70 : 100;
  return {
    svg,
    box: {
      x: x - height * 0.22,
      y: y - height * (top / 100) - height * 0.02,
      w: height * 0.44,
      h: height * (top / 100) + height * 0.02,
    },
    head: { x: x + facing * height * 0.01, y: y - height * ((top - 11) / 100) },
  };
}

/** A transport helicopter, `width` pixels long, centred at (x, y). */
export function helicopter(x: number, y: number, width: number, fill: string): string {
  const s = width / 200;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(3)})"><path d="M-60 -10 Q-60 -30 -30 -32 L40 -32 Q70 -30 72 0 L60 14 L-50 14 Q-62 10 -60 -10Z M70 -12 L130 -8 L130 -2 L70 2Z M122 -26 L132 -26 L134 6 L126 6Z" fill="${fill}"/><rect x="-100" y="-42" width="220" height="3" fill="${fill}"/><rect x="2" y="-42" width="6" height="12" fill="${fill}"/><path d="M-40 14 L-44 24 L50 24 L46 14" stroke="${fill}" stroke-width="3" fill="none"/><rect x="-46" y="-24" width="24" height="14" rx="3" fill="#cfe" opacity="0.35"/></g>`;
}

/** A parachute canopy with a dangling figure, `size` pixels tall. */
export function parachutist(x: number, y: number, size: number, canopy: string, fill: string): string {
  const s = size / 100;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(3)})"><path d="M-40 -60 Q0 -100 40 -60 Q30 -66 20 -60 Q10 -66 0 -60 Q-10 -66 -20 -60 Q-30 -66 -40 -60Z" fill="${canopy}"/><path d="M-40 -60 L-3 -8 M40 -60 L3 -8 M-20 -60 L-2 -8 M20 -60 L2 -8" stroke="${fill}" stroke-width="1.2"/><circle cx="0" cy="-10" r="4" fill="${fill}"/><path d="M-5 -6 L5 -6 L6 10 L2 22 L-2 22 L-6 10Z" fill="${fill}"/></g>`;
}

/** A loot crate with a smoke plume. */
export function supplyCrate(x: number, y: number, size: number, colour: string, smoke: string): string {
  const s = size / 40;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(3)})"><path d="M-4 -40 Q-20 -90 6 -140 Q20 -170 4 -210" stroke="${smoke}" stroke-width="22" fill="none" opacity="0.45" stroke-linecap="round"/><rect x="-20" y="-30" width="40" height="30" fill="${colour}"/><rect x="-20" y="-30" width="40" height="30" fill="none" stroke="#000" stroke-opacity="0.4" stroke-width="2"/><path d="M-20 -15 L20 -15 M0 -30 L0 0" stroke="#000" stroke-opacity="0.4" stroke-width="2"/></g>`;
}

/** A campfire with its glow, for survival scenes. */
export function campfire(x: number, y: number, size: number): string {
  const s = size / 40;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(3)})"><ellipse cx="0" cy="0" rx="90" ry="26" fill="#ff9a3c" opacity="0.25"/><path d="M-18 0 L18 -6 M-18 -6 L18 0" stroke="#3a2414" stroke-width="6"/><path d="M-12 -4 Q-14 -26 0 -44 Q2 -28 10 -30 Q14 -14 12 -4Z" fill="#ffb347"/><path d="M-6 -4 Q-6 -18 2 -28 Q4 -14 7 -4Z" fill="#fff2a8"/></g>`;
}

/** A shack of planks: the base a survival player defends. */
export function shack(x: number, y: number, width: number, fill: string, light: string): string {
  const s = width / 120;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(3)})"><path d="M-60 0 L-60 -50 L0 -86 L60 -50 L60 0Z" fill="${fill}"/><rect x="-44" y="-40" width="16" height="14" fill="${light}"/><rect x="8" y="-36" width="22" height="36" fill="#000" opacity="0.5"/><path d="M-64 -48 L0 -90 L64 -48" stroke="${fill}" stroke-width="6" fill="none"/><path d="M-70 0 L-70 -30 M-80 0 L-80 -24 M70 0 L70 -28 M80 0 L80 -22" stroke="${fill}" stroke-width="5"/></g>`;
}

/** A crystal tower for MOBA lanes. */
export function crystalTower(x: number, y: number, height: number, stone: string, crystal: string): string {
  const s = height / 100;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(3)})"><path d="M-14 0 L-10 -60 L10 -60 L14 0Z" fill="${stone}"/><path d="M-18 -60 L18 -60 L14 -66 L-14 -66Z" fill="${stone}"/><path d="M0 -100 L9 -80 L0 -68 L-9 -80Z" fill="${crystal}"/><circle cx="0" cy="-82" r="22" fill="${crystal}" opacity="0.25"/></g>`;
}

/** A hero with a blade or staff, for fantasy and MOBA art. */
export function hero(
  x: number,
  y: number,
  height: number,
  fill: string,
  weaponGlow: string,
  staff: boolean,
): Placed {
  const s = height / 100;
  const weapon = staff
    ? `<path d="M14 -100 L18 -100 L16 0 L12 0Z" fill="${fill}"/><circle cx="16" cy="-102" r="6" fill="${weaponGlow}"/>`
    : `<path d="M10 -60 L40 -104 L44 -101 L15 -57Z" fill="${weaponGlow}"/>`;
  const svg = `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(3)})"><path d="M-8 -48 L-2 -48 L-8 0 L-16 0Z M2 -48 L8 -48 L14 0 L6 0Z" fill="${fill}"/><path d="M-22 -46 L-12 -80 Q0 -86 12 -80 L22 -46Z" fill="${fill}"/><circle cx="0" cy="-89" r="8" fill="${fill}"/><path d="M-12 -78 L-26 -58 L-22 -54 L-8 -70Z M10 -78 L16 -58 L12 -56 L6 -70Z" fill="${fill}"/>${weapon}</g>`;
  return {
    svg,
    box: { x: x - height * 0.26, y: y - height, w: height * 0.52, h: height },
    head: { x, y: y - height * 0.89 },
  };
}
