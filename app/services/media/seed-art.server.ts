import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Kinds of generated artwork and their pixel sizes. */
export const artSizes = {
  horizontal: { width: 640, height: 360 },
  vertical: { width: 360, height: 480 },
  background: { width: 1280, height: 400 },
  screenshot: { width: 960, height: 540 },
  slide: { width: 1280, height: 520 },
} as const;
export type ArtKind = keyof typeof artSizes;

export interface RenderedImage {
  webp: string;
  jpeg: string;
  width: number;
  height: number;
}

/** A small deterministic PRNG so the same seed always draws the same picture. */
function randomFrom(seed: string) {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 100000) / 100000;
  };
}

/**
 * Abstract neon artwork as SVG: a dark gradient sky, a glowing horizon, layered ridges, a
 * reticle and scan lines. No text, so it renders the same without any installed font.
 */
export function artSvg(kind: ArtKind, seed: string, hue: number): string {
  const { width: w, height: h } = artSizes[kind];
  const rnd = randomFrom(`${kind}:${seed}`);
  const accent = (hue + 40 + Math.floor(rnd() * 60)) % 360;
  const horizon = h * (0.52 + rnd() * 0.18);
  const ridges: string[] = [];
  for (let layer = 0; layer < 3; layer++) {
    const base = horizon + layer * h * 0.09;
    const points: string[] = [`0,${h}`];
    const steps = 8 + Math.floor(rnd() * 6);
    for (let i = 0; i <= steps; i++) {
      const x = (w / steps) * i;
      const y = base - rnd() * h * (0.22 - layer * 0.05);
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    points.push(`${w},${h}`);
    const light = 16 - layer * 5;
    ridges.push(`<polygon points="${points.join(" ")}" fill="hsl(${hue},45%,${light}%)" opacity="0.95"/>`);
  }
  const cx = w * (0.25 + rnd() * 0.5);
  const cy = horizon - h * (0.12 + rnd() * 0.15);
  const r = Math.min(w, h) * (0.12 + rnd() * 0.1);
  const shards: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = rnd() * w;
    const y = rnd() * horizon;
    const s = 6 + rnd() * Math.min(w, h) * 0.05;
    shards.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${s.toFixed(1)}" height="${s.toFixed(1)}" transform="rotate(45 ${x.toFixed(1)} ${y.toFixed(1)})" fill="hsl(${accent},90%,65%)" opacity="${(0.25 + rnd() * 0.5).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,9%)"/>
      <stop offset="0.7" stop-color="hsl(${hue},70%,22%)"/>
      <stop offset="1" stop-color="hsl(${accent},80%,40%)"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="hsl(${accent},100%,75%)"/>
      <stop offset="0.6" stop-color="hsl(${accent},95%,55%)" stop-opacity="0.7"/>
      <stop offset="1" stop-color="hsl(${accent},95%,50%)" stop-opacity="0"/>
    </radialGradient>
    <pattern id="scan" width="4" height="4" patternUnits="userSpaceOnUse">
      <rect width="4" height="1" fill="#000" opacity="0.18"/>
    </pattern>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * 2.2).toFixed(1)}" fill="url(#sun)"/>
  ${shards.join("\n  ")}
  ${ridges.join("\n  ")}
  <g stroke="hsl(${accent},100%,70%)" stroke-width="2" fill="none" opacity="0.55">
    <circle cx="${(w * 0.78).toFixed(1)}" cy="${(h * 0.3).toFixed(1)}" r="${(r * 0.6).toFixed(1)}"/>
    <line x1="${(w * 0.78 - r).toFixed(1)}" y1="${(h * 0.3).toFixed(1)}" x2="${(w * 0.78 + r).toFixed(1)}" y2="${(h * 0.3).toFixed(1)}"/>
    <line x1="${(w * 0.78).toFixed(1)}" y1="${(h * 0.3 - r).toFixed(1)}" x2="${(w * 0.78).toFixed(1)}" y2="${(h * 0.3 + r).toFixed(1)}"/>
  </g>
  <rect width="${w}" height="${h}" fill="url(#scan)"/>
  <rect width="${w}" height="${h}" fill="none" stroke="hsl(${accent},90%,60%)" stroke-opacity="0.25" stroke-width="2"/>
</svg>`;
}

/**
 * Renders artwork to WebP and JPEG under `mediaDir/seed/`, skipping files already there (the
 * names carry a hash of the picture), and returns their public `/media/…` URLs.
 */
export async function renderArt(
  mediaDir: string,
  kind: ArtKind,
  seed: string,
  hue: number,
): Promise<RenderedImage> {
  const svg = artSvg(kind, seed, hue);
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const safe = seed.replace(/[^a-z0-9-]/gi, "-").toLowerCase();
  const base = `${kind}-${safe}-${hash}`;
  const dir = path.join(mediaDir, "seed");
  await fs.mkdir(dir, { recursive: true });
  const webpFile = path.join(dir, `${base}.webp`);
  const jpegFile = path.join(dir, `${base}.jpg`);
  const exists = await Promise.all(
    [webpFile, jpegFile].map((f) =>
      fs.stat(f).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!exists.every(Boolean)) {
    const image = sharp(Buffer.from(svg));
    await Promise.all([
      image
        .clone()
        .webp({ quality: 78 })
        .toFile(`${webpFile}.tmp`)
        .then(() => fs.rename(`${webpFile}.tmp`, webpFile)),
      image
        .clone()
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(`${jpegFile}.tmp`)
        .then(() => fs.rename(`${jpegFile}.tmp`, jpegFile)),
    ]);
  }
  const { width, height } = artSizes[kind];
  return { webp: `/media/seed/${base}.webp`, jpeg: `/media/seed/${base}.jpg`, width, height };
}
