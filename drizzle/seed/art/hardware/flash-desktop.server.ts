import { between, hsl, n, type Rng } from "../kit.server";

/** The desktop behind the flashing-tool window. */

/** Dim desktop wallpaper in the accent hue, with a dock bar at the bottom. */
export function desktop(
  width: number,
  height: number,
  hue: number,
  rnd: Rng,
  dockCentre: number,
): { defs: string; body: string } {
  const blob = (id: string, cx: number, cy: number, r: number, h: number, a: number) =>
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">` +
    `<stop offset="0" stop-color="${hsl(h, 70, 45)}" stop-opacity="${a}"/><stop offset="1" stop-color="${hsl(h, 70, 45)}" stop-opacity="0"/></radialGradient>`;
  const defs =
    `<linearGradient id="ft-desk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 30, 8)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 35, 35, 13)}"/></linearGradient>` +
    blob("ft-blob-a", width * between(rnd, 0.65, 0.85), height * 0.2, width * 0.5, hue, 0.45) +
    blob("ft-blob-b", width * between(rnd, 0.1, 0.3), height * 0.95, width * 0.45, hue + 40, 0.3) +
    `<filter id="ft-shadow" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur stdDeviation="${n(Math.max(4, width / 90))}"/></filter>`;
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = height * (0.35 + i * 0.09);
    return `<path d="M0 ${n(y)}C${n(width * 0.3)} ${n(y - height * 0.18)} ${n(width * 0.6)} ${n(y + height * 0.2)} ${width} ${n(y - height * 0.05)}" fill="none" stroke="${hsl(hue, 60, 60)}" stroke-opacity="${(0.05 + i * 0.012).toFixed(3)}" stroke-width="1"/>`;
  }).join("");
  const dockW = Math.min(width * 0.34, 360);
  const dockH = Math.max(18, height * 0.055);
  const dockX = dockCentre - dockW / 2;
  const dockY = height - dockH - height * 0.015;
  const icons = Array.from({ length: 7 }, (_, i) => {
    const size = dockH * 0.62;
    const x = dockX + dockW * 0.08 + i * ((dockW * 0.84 - size) / 6);
    const fill = i === 3 ? hsl(hue, 75, 55) : hsl(hue + i * 25, 20, 30 + (i % 3) * 6);
    return `<rect x="${n(x)}" y="${n(dockY + (dockH - size) / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.25)}" fill="${fill}"/>`;
  }).join("");
  const body =
    `<rect width="${width}" height="${height}" fill="url(#ft-desk)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#ft-blob-a)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#ft-blob-b)"/>` +
    waves +
    `<rect x="${n(dockX)}" y="${n(dockY)}" width="${n(dockW)}" height="${n(dockH)}" rx="${n(dockH * 0.3)}" fill="#0b0c10" opacity="0.55"/>` +
    icons;
  return { defs, body };
}
