import { textPath } from "./glyphs.server";
import { between, hsl, n, rect, rngFrom, svgDocument, verticalGradient, type Rng } from "./kit.server";

/**
 * Illustrations for the warranty page (seven promises) and the home-page slider. They are shared
 * by the Russian and English pages, so they carry no words: only shapes, numbers and symbols.
 * Each picture is drawn on a fixed canvas (640×360 and 1280×520) and scaled to the requested size.
 */

/** One of the warranty page's seven promises (1–7), drawn as a flat 2.5D icon scene on a dark card. */
export function warrantySvg(item: number, width: number, height: number, hue: number): string {
  const which = ((((Math.round(item) - 1) % 7) + 7) % 7) + 1;
  const rnd = rngFrom(`ill-warranty:${which}:${hue}`);
  const defs: string[] = [];
  const c = palette(hue);
  let body = warrantyBackdrop(640, 360, c, rnd, defs);
  const scenes = [
    instantDelivery,
    workingKey,
    ticketSupport,
    honestStatuses,
    safePayment,
    refund,
    realReviews,
  ];
  body += scenes[which - 1](c, defs);
  return svgDocument(width, height, fit(body, 640, 360, width, height), defs.join(""));
}

/**
 * One of the four home-page slides (1–4). The page overlays its headline on the left ~45 %, so
 * the left stays dark and calm and the subject sits on the right.
 */
export function slideSvg(slide: number, width: number, height: number, hue: number): string {
  const which = ((((Math.round(slide) - 1) % 4) + 4) % 4) + 1;
  const rnd = rngFrom(`ill-slide:${which}:${hue}`);
  const defs: string[] = [];
  const c = palette(hue);
  const scenes = [firmwareSlide, loyaltySlide, winterSaleSlide, statusSlide];
  const body = scenes[which - 1](c, rnd, defs);
  return svgDocument(width, height, fit(body, 1280, 520, width, height), defs.join(""));
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

interface Palette {
  hue: number;
  accent: string;
  light: string;
  deep: string;
  /** Panel faces: top, side (darker, for the 2.5D thickness) and edge highlight. */
  face: string;
  side: string;
  edge: string;
}

const green = "hsl(145,72%,50%)";
const yellow = "hsl(45,95%,56%)";
const red = "hsl(355,82%,60%)";
const gold = { light: "hsl(48,100%,72%)", mid: "hsl(42,95%,55%)", dark: "hsl(32,85%,38%)" };

function palette(hue: number): Palette {
  return {
    hue,
    accent: hsl(hue, 92, 60),
    light: hsl(hue, 95, 78),
    deep: hsl(hue, 70, 30),
    face: hsl(hue, 30, 20),
    side: hsl(hue, 35, 10),
    edge: hsl(hue, 60, 70, 0.35),
  };
}

/** Scales a drawing made on a `w`×`h` canvas to the requested size. */
function fit(body: string, w: number, h: number, width: number, height: number): string {
  return width === w && height === h ? body : `<g transform="scale(${width / w} ${height / h})">${body}</g>`;
}

type Point = [number, number];
const points = (list: Point[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
const polygon = (list: Point[], fill: string, extra = "") =>
  `<polygon points="${points(list)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** A soft radial light, the cheap alternative to a blur filter. */
function glow(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  opacity: number,
  defs: string[],
) {
  defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`;
}

/** A diagonal two-colour gradient. */
function diagonal(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A rounded card with a darker copy below it, which reads as thickness. */
function slab(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  top: string,
  side: string,
  depth = 8,
): string {
  return rect(x, y + depth, w, h, side, { r }) + rect(x, y, w, h, top, { r });
}

/** A four-pointed twinkle. */
function sparkle(x: number, y: number, size: number, colour: string, opacity = 1): string {
  const s = size;
  const k = s * 0.22;
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x + k)} ${n(y - k)} ${n(x + s)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + s)}Q${n(x - k)} ${n(y + k)} ${n(x - s)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - s)}Z" fill="${colour}" opacity="${n(opacity)}"/>`;
}

/** A five-pointed star. */
function star(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  const list: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.45 : r;
    list.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius]);
  }
  return polygon(list, fill, ` stroke-linejoin="round"${extra}`);
}

/** A round badge with a check mark. */
function checkBadge(cx: number, cy: number, r: number, colour = green): string {
  return (
    circle(cx, cy + r * 0.12, r, "#000", ` opacity="0.3"`) +
    circle(cx, cy, r, colour) +
    circle(cx, cy, r * 0.82, "none", ` stroke="#fff" stroke-opacity="0.25" stroke-width="${n(r * 0.08)}"`) +
    `<path d="M${n(cx - r * 0.42)} ${n(cy + r * 0.02)}l${n(r * 0.28)} ${n(r * 0.3)} ${n(r * 0.56)}-${n(r * 0.6)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** An arc from `from` to `to` degrees (clockwise, 0 = east) ending in an arrowhead. */
function arcArrow(
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  colour: string,
  width: number,
): string {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const at = (deg: number, radius = r): Point => [
    cx + Math.cos(rad(deg)) * radius,
    cy + Math.sin(rad(deg)) * radius,
  ];
  const [sx, sy] = at(from);
  const [ex, ey] = at(to);
  const large = to - from > 180 ? 1 : 0;
  const head = width * 1.6;
  // The arrowhead points along the tangent at the end of the arc.
  const tip = at(to + (head / r) * (180 / Math.PI) * 0.9);
  const outer = at(to, r + head);
  const inner = at(to, r - head);
  return (
    `<path d="M${n(sx)} ${n(sy)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(ex)} ${n(ey)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"/>` +
    polygon(
      [outer, tip, inner],
      colour,
      ` stroke="${colour}" stroke-width="${n(width * 0.4)}" stroke-linejoin="round"`,
    )
  );
}

/** A key pointing right with its bow at the origin (nonzero winding cuts the hole). */
const keyPath =
  "M26 0A26 26 0 1 1 -26 0A26 26 0 1 1 26 0ZM2 0A9 9 0 1 0 -16 0A9 9 0 1 0 2 0ZM20 -7H122V7H120V19H109V7H103V23H92V7H20Z";

/** A shield outline centred on (cx, cy), `size` tall. */
function shieldPath(cx: number, cy: number, size: number): string {
  const s = size / 100;
  const p = (x: number, y: number) => `${n(cx + x * s)} ${n(cy + y * s)}`;
  return `M${p(0, -50)}C${p(18, -40)} ${p(30, -38)} ${p(42, -38)}C${p(42, 0)} ${p(36, 30)} ${p(0, 50)}C${p(-36, 30)} ${p(-42, 0)} ${p(-42, -38)}C${p(-30, -38)} ${p(-18, -40)} ${p(0, -50)}Z`;
}

/** A padlock, body centred on (cx, cy). */
function padlock(cx: number, cy: number, size: number, body: string, shackle: string): string {
  const s = size / 100;
  return (
    `<path d="M${n(cx - 26 * s)} ${n(cy - 12 * s)}V${n(cy - 34 * s)}A${n(26 * s)} ${n(26 * s)} 0 0 1 ${n(cx + 26 * s)} ${n(cy - 34 * s)}V${n(cy - 12 * s)}" fill="none" stroke="${shackle}" stroke-width="${n(11 * s)}"/>` +
    rect(cx - 40 * s, cy - 16 * s, 80 * s, 62 * s, body, { r: 10 * s }) +
    circle(cx, cy + 8 * s, 9 * s, "#000", ` opacity="0.45"`) +
    rect(cx - 3.5 * s, cy + 10 * s, 7 * s, 18 * s, "#000", { r: 3 * s, opacity: 0.45 })
  );
}

/** Short grey bars standing in for lines of text. */
function textLines(x: number, y: number, widths: number[], colour: string, gap = 14, h = 6): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, colour, { r: h / 2 })).join("");
}

/** Twinkles scattered around the edges, away from the subject in the middle. */
function scatterSparkles(rnd: Rng, w: number, h: number, count: number, colours: string[], avoid: number) {
  let out = "";
  for (let i = 0; i < count; i++) {
    let x = between(rnd, 24, w - 24);
    const y = between(rnd, 24, h - 40);
    if (Math.abs(x - w / 2) < avoid) x = x < w / 2 ? x - avoid * 0.9 : x + avoid * 0.9;
    if (x < 16 || x > w - 16) continue;
    const colour = colours[i % colours.length];
    out +=
      i % 3
        ? sparkle(x, y, between(rnd, 4, 9), colour, between(rnd, 0.45, 0.9))
        : circle(x, y, between(rnd, 2, 3.5), colour, ` opacity="0.5"`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Warranty illustrations (640×360)

function warrantyBackdrop(w: number, h: number, c: Palette, rnd: Rng, defs: string[]): string {
  defs.push(
    diagonal("ill-bg", hsl(c.hue, 42, 13), hsl(c.hue + 25, 50, 5)),
    `<pattern id="ill-dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="#fff" opacity="0.07"/></pattern>`,
  );
  return (
    rect(0, 0, w, h, "url(#ill-bg)") +
    rect(0, 0, w, h, "url(#ill-dots)") +
    glow("ill-halo", w / 2, h * 0.48, w * 0.42, h * 0.52, hsl(c.hue, 95, 55), 0.4, defs) +
    glow("ill-floor", w / 2, h * 0.86, w * 0.3, h * 0.06, "#000", 0.55, defs) +
    scatterSparkles(rnd, w, h, 9, [c.light, "#fff", hsl(c.hue + 50, 95, 70)], 170)
  );
}

/** 1 — Instant delivery: a key shooting out of an envelope, with a lightning bolt. */
function instantDelivery(c: Palette, defs: string[]): string {
  defs.push(
    diagonal("ill-key", gold.light, gold.dark),
    diagonal("ill-bolt", "hsl(52,100%,70%)", "hsl(36,100%,52%)"),
  );
  defs.push(
    verticalGradient("ill-flap", [
      [0, hsl(c.hue, 45, 44)],
      [1, hsl(c.hue, 40, 28)],
    ]),
  );
  const back = rect(205, 178, 210, 130, hsl(c.hue, 40, 10), { r: 10 });
  // The opened flap stands up behind the envelope; its inside is the lighter face.
  const flap = polygon(
    [
      [205, 184],
      [310, 96],
      [415, 184],
    ],
    "url(#ill-flap)",
    ` stroke-linejoin="round" stroke="${hsl(c.hue, 60, 70, 0.5)}" stroke-width="3"`,
  );
  const streaks = [0, 1, 2]
    .map((i) => {
      const off = (i - 1) * 22;
      return `<line x1="${n(300 + off)}" y1="${n(190 + Math.abs(off) * 0.3)}" x2="${n(360 + off * 0.5)}" y2="${n(110 + Math.abs(off) * 0.2)}" stroke="${c.light}" stroke-width="${i === 1 ? 5 : 3}" stroke-linecap="round" opacity="${i === 1 ? 0.7 : 0.4}"/>`;
    })
    .join("");
  const key = `<g transform="translate(392 84) rotate(128) scale(1.15)"><path d="${keyPath}" fill="url(#ill-key)" stroke="${gold.dark}" stroke-width="2"/></g>`;
  const front = `<path d="M205 186L310 252L415 186V298Q415 308 405 308H215Q205 308 205 298Z" fill="${hsl(c.hue, 45, 38)}"/><path d="M205 298L290 240M415 298L330 240" stroke="#000" stroke-opacity="0.18" stroke-width="3"/><path d="M205 186L310 252L415 186" fill="none" stroke="${hsl(c.hue, 60, 70)}" stroke-opacity="0.5" stroke-width="3" stroke-linejoin="round"/>`;
  const under = rect(205, 186, 210, 130, hsl(c.hue, 40, 12), { r: 10 });
  const bolt = `<path d="M486 96L446 176H474L456 244L512 150H482L502 96Z" fill="url(#ill-bolt)" stroke="hsl(40,100%,80%)" stroke-width="2" stroke-linejoin="round"/>`;
  return (
    glow("ill-boltglow", 478, 170, 80, 90, "hsl(45,100%,60%)", 0.45, defs) +
    under +
    back +
    flap +
    streaks +
    key +
    front +
    bolt +
    sparkle(150, 140, 10, c.light) +
    sparkle(560, 250, 8, "#fff", 0.8)
  );
}

/** 2 — A working key: a licence key card with a check mark and "replace" arrows. */
function workingKey(c: Palette, defs: string[]): string {
  defs.push(
    diagonal("ill-card", hsl(c.hue, 45, 30), hsl(c.hue + 30, 50, 18)),
    diagonal("ill-key", gold.light, gold.dark),
  );
  let out = slab(150, 120, 340, 130, 16, "url(#ill-card)", c.side, 10);
  out += rect(150, 120, 340, 130, "none", { r: 16, stroke: c.edge, strokeWidth: 1.5 });
  out += `<g transform="translate(196 185) scale(0.62)"><path d="${keyPath}" fill="url(#ill-key)"/></g>`;
  // The key code as four groups of blocks, the second one highlighted like a selection.
  for (let g = 0; g < 3; g++) {
    const gx = 290 + g * 62;
    out += rect(gx - 4, 160, 52, 28, g === 1 ? hsl(c.hue, 90, 60, 0.25) : "#000", {
      r: 6,
      opacity: g === 1 ? 1 : 0.25,
    });
    for (let k = 0; k < 4; k++) out += rect(gx + k * 11, 168, 8, 12, c.light, { r: 2, opacity: 0.85 });
  }
  out += textLines(290, 204, [150, 100], "#fff", 14, 6).replace(/<rect /g, '<rect opacity="0.18" ');
  out += checkBadge(478, 122, 34);
  // Two arrows chasing each other: the key is replaced if it ever fails.
  out += circle(170, 254, 40, "#000", ` opacity="0.3" transform="translate(0 5)"`);
  out += circle(170, 254, 40, hsl(c.hue, 45, 14), ` stroke="${c.accent}" stroke-width="3"`);
  out += arcArrow(170, 254, 22, 200, 320, c.light, 5) + arcArrow(170, 254, 22, 20, 140, c.light, 5);
  return out + sparkle(540, 210, 9, c.light) + sparkle(118, 104, 7, "#fff", 0.7);
}

/** 3 — Support via tickets: a headset and a chat. */
function ticketSupport(c: Palette, defs: string[]): string {
  defs.push(diagonal("ill-bubble", hsl(c.hue, 90, 62), hsl(c.hue + 30, 85, 45)));
  let out = "";
  // Headset.
  out += `<path d="M150 210V178A70 70 0 0 1 290 178V210" fill="none" stroke="${hsl(c.hue, 30, 45)}" stroke-width="14" stroke-linecap="round"/>`;
  out +=
    slab(126, 186, 42, 76, 14, hsl(c.hue, 35, 30), c.side, 6) + rect(136, 198, 12, 52, c.accent, { r: 6 });
  out +=
    slab(272, 186, 42, 76, 14, hsl(c.hue, 35, 30), c.side, 6) + rect(292, 198, 12, 52, c.accent, { r: 6 });
  out += `<path d="M290 254Q288 296 238 298" fill="none" stroke="${hsl(c.hue, 30, 45)}" stroke-width="7" stroke-linecap="round"/>`;
  out += rect(216, 288, 30, 18, c.light, { r: 9 });
  // Incoming bubble (neutral) with a ticket number, and our answer (accent) with a typing indicator.
  out += `<path d="M330 92H500Q516 92 516 108V160Q516 176 500 176H366L340 196V176H330Q314 176 314 160V108Q314 92 330 92Z" fill="${hsl(c.hue, 25, 88)}"/>`;
  out += textPath("#1024", { x: 334, y: 126, size: 20, font: "display", fill: hsl(c.hue, 60, 30) });
  out += textLines(334, 142, [150, 110], hsl(c.hue, 20, 60), 14, 7);
  out += `<path d="M388 206H548Q564 206 564 222V262Q564 278 548 278H540V298L514 278H388Q372 278 372 262V222Q372 206 388 206Z" fill="url(#ill-bubble)"/>`;
  out +=
    circle(436, 242, 8, "#fff") +
    circle(468, 242, 8, "#fff", ` opacity="0.75"`) +
    circle(500, 242, 8, "#fff", ` opacity="0.5"`);
  out += checkBadge(514, 100, 18);
  return out + sparkle(574, 140, 9, c.light) + sparkle(100, 120, 7, "#fff", 0.7);
}

/** 4 — Up-to-date products, honest statuses: a status board with a refresh arrow. */
function honestStatuses(c: Palette, _defs: string[]): string {
  let out = slab(170, 70, 300, 236, 16, c.face, c.side, 10);
  out += rect(170, 70, 300, 236, "none", { r: 16, stroke: c.edge, strokeWidth: 1.5 });
  out += rect(170, 70, 300, 44, hsl(c.hue, 40, 26), { r: 16 }) + rect(170, 98, 300, 16, hsl(c.hue, 40, 26));
  out += circle(194, 92, 5, red) + circle(212, 92, 5, yellow) + circle(230, 92, 5, green);
  const rows: [string, number][] = [
    [green, 150],
    [green, 118],
    [yellow, 136],
    [green, 104],
  ];
  rows.forEach(([colour, w], i) => {
    const y = 132 + i * 42;
    out += rect(186, y, 268, 32, "#000", { r: 8, opacity: 0.18 });
    out += circle(206, y + 16, 10, colour, ` opacity="0.25"`) + circle(206, y + 16, 6, colour);
    out +=
      rect(226, y + 9, w, 6, "#fff", { r: 3, opacity: 0.55 }) +
      rect(226, y + 20, w * 0.6, 5, "#fff", { r: 2.5, opacity: 0.2 });
    out +=
      rect(404, y + 9, 38, 14, colour, { r: 7, opacity: 0.3 }) + rect(410, y + 14, 26, 4, colour, { r: 2 });
  });
  out +=
    circle(478, 112, 40, c.accent) +
    circle(478, 112, 40, "none", ` stroke="#fff" stroke-opacity="0.25" stroke-width="3"`);
  out += arcArrow(478, 112, 22, -60, 200, "#fff", 6);
  return out + sparkle(120, 220, 9, c.light) + sparkle(540, 250, 7, "#fff", 0.7);
}

/** 5 — Safe payment: a bank card guarded by a shield with a padlock. */
function safePayment(c: Palette, defs: string[]): string {
  defs.push(
    diagonal("ill-card", hsl(c.hue, 80, 56), hsl(c.hue + 45, 75, 30)),
    diagonal("ill-shield", hsl(c.hue + 10, 30, 92), hsl(c.hue, 25, 62)),
    diagonal("ill-chip", gold.light, gold.dark),
  );
  let out = `<g transform="rotate(-8 290 190)">`;
  out += slab(150, 100, 280, 176, 18, "url(#ill-card)", hsl(c.hue, 60, 16), 10);
  out += `<path d="M150 210Q290 150 430 230V258Q430 276 412 276H168Q150 276 150 258Z" fill="#fff" opacity="0.08"/>`;
  out +=
    rect(178, 138, 44, 34, "url(#ill-chip)", { r: 6 }) + rect(178, 153, 44, 3, gold.dark, { opacity: 0.6 });
  out += rect(198, 138, 3, 34, gold.dark, { opacity: 0.5 });
  for (let g = 0; g < 2; g++)
    for (let k = 0; k < 4; k++) out += circle(184 + g * 56 + k * 11, 214, 3.6, "#fff", ` opacity="0.85"`);
  out += textPath("4821", { x: 292, y: 221, size: 20, font: "display", fill: "#fff" });
  out += circle(384, 138, 14, "#fff", ` opacity="0.35"`) + circle(402, 138, 14, "#fff", ` opacity="0.2"`);
  out += `</g>`;
  out += `<path d="${shieldPath(446, 226, 150)}" fill="#000" opacity="0.3" transform="translate(0 8)"/>`;
  out += `<path d="${shieldPath(446, 226, 150)}" fill="url(#ill-shield)" stroke="#fff" stroke-width="3"/>`;
  out += `<path d="${shieldPath(446, 226, 118)}" fill="${hsl(c.hue, 45, 22)}"/>`;
  out += padlock(446, 232, 64, green, hsl(c.hue, 20, 88));
  return out + sparkle(540, 110, 9, c.light) + sparkle(120, 260, 7, "#fff", 0.7);
}

/** An isometric coin stack: `count` coins, top face at (cx, top). */
function coinStack(cx: number, bottom: number, count: number, r: number): string {
  let out = "";
  const ry = r * 0.45;
  const step = r * 0.26;
  for (let i = 0; i < count; i++) {
    const y = bottom - i * step;
    out += `<path d="M${n(cx - r)} ${n(y - step)}V${n(y)}A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(y)}V${n(y - step)}Z" fill="${gold.dark}"/>`;
    out += `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(r)}" ry="${n(ry)}" fill="none" stroke="${gold.mid}" stroke-width="1.5" opacity="0.6"/>`;
  }
  const top = bottom - count * step;
  out += `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(r)}" ry="${n(ry)}" fill="url(#ill-coin)"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(r * 0.72)}" ry="${n(ry * 0.72)}" fill="none" stroke="${gold.dark}" stroke-width="3" opacity="0.6"/>`;
  const d = r * 0.3;
  out += polygon(
    [
      [cx, top - d * 0.5],
      [cx + d, top],
      [cx, top + d * 0.5],
      [cx - d, top],
    ],
    gold.dark,
    ` opacity="0.7"`,
  );
  return out;
}

/** 6 — A refund if we can't deliver: coins inside a circular return arrow. */
function refund(c: Palette, defs: string[]): string {
  defs.push(diagonal("ill-coin", gold.light, gold.mid));
  let out = `<ellipse cx="320" cy="190" rx="150" ry="150" fill="none" stroke="${c.accent}" stroke-opacity="0.12" stroke-width="26"/>`;
  out += arcArrow(320, 190, 128, 200, 500, c.accent, 12);
  out += coinStack(262, 262, 5, 44) + coinStack(366, 266, 3, 44) + coinStack(318, 296, 2, 44);
  out += `<g transform="translate(382 118) rotate(-20)"><ellipse rx="36" ry="36" fill="url(#ill-coin)" stroke="${gold.dark}" stroke-width="3"/><ellipse rx="25" ry="25" fill="none" stroke="${gold.dark}" stroke-width="3" opacity="0.6"/>${polygon(
    [
      [0, -12],
      [12, 0],
      [0, 12],
      [-12, 0],
    ],
    gold.dark,
    ` opacity="0.7"`,
  )}</g>`;
  out += rect(440, 84, 86, 40, hsl(c.hue, 40, 14), { r: 20, stroke: c.accent, strokeWidth: 2 });
  out += textPath("100%", { x: 483, y: 112, size: 20, font: "display", fill: "#fff", anchor: "middle" });
  return out + sparkle(140, 110, 9, c.light) + sparkle(520, 240, 7, "#fff", 0.7);
}

/** 7 — Real reviews: five stars over a speech bubble, with the score. */
function realReviews(c: Palette, defs: string[]): string {
  defs.push(
    diagonal("ill-star", gold.light, "hsl(36,95%,50%)"),
    // The fifth star is filled to about 80 %.
    `<clipPath id="ill-part"><rect x="0" y="0" width="${n(200 + 4 * 60 + 30 * 0.55)}" height="360"/></clipPath>`,
  );
  let out = slab(170, 152, 300, 138, 18, c.face, c.side, 10);
  out += rect(170, 152, 300, 138, "none", { r: 18, stroke: c.edge, strokeWidth: 1.5 });
  out += polygon(
    [
      [214, 290],
      [214, 326],
      [252, 290],
    ],
    c.face,
  );
  out += circle(214, 196, 20, hsl(c.hue + 40, 70, 55)) + circle(214, 190, 7, "#fff", ` opacity="0.8"`);
  out += `<path d="M201 208Q214 196 227 208" fill="#fff" opacity="0.8"/>`;
  out += textLines(248, 184, [120, 80], "#fff", 14, 6).replace(/<rect /g, '<rect opacity="0.55" ');
  out += textLines(196, 236, [250, 220, 160], "#fff", 14, 6).replace(/<rect /g, '<rect opacity="0.18" ');
  out += rect(376, 174, 74, 30, hsl(c.hue, 90, 60, 0.2), { r: 15 });
  out += textPath("4.9", { x: 413, y: 196, size: 20, font: "display", fill: c.light, anchor: "middle" });
  for (let i = 0; i < 5; i++) {
    const cx = 200 + i * 60;
    const cy = 104 - (i === 2 ? 12 : i === 1 || i === 3 ? 5 : 0);
    out += star(cx, cy + 5, 30, "#000", ` opacity="0.3"`);
    if (i === 4) {
      out += star(cx, cy, 30, hsl(c.hue, 30, 35));
      out += `<g clip-path="url(#ill-part)">${star(cx, cy, 30, "url(#ill-star)")}</g>`;
    } else out += star(cx, cy, 30, "url(#ill-star)");
  }
  return (
    out +
    sparkle(130, 90, 9, c.light) +
    sparkle(520, 110, 7, "#fff", 0.8) +
    sparkle(530, 270, 6, c.light, 0.6)
  );
}

// ---------------------------------------------------------------------------------------------
// Home-page slides (1280×520)

/**
 * Slide background: dark on the left where the page puts its headline, lighter and busier on
 * the right, with a dot grid faded in by a mask.
 */
function slideBackdrop(w: number, h: number, c: Palette, defs: string[], glowX = 0.72): string {
  defs.push(
    `<linearGradient id="ill-sbg" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${hsl(c.hue, 45, 5)}"/><stop offset="0.45" stop-color="${hsl(c.hue, 45, 8)}"/><stop offset="1" stop-color="${hsl(c.hue + 20, 50, 16)}"/></linearGradient>`,
    `<linearGradient id="ill-fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#fff" stop-opacity="1"/></linearGradient>`,
    `<mask id="ill-right"><rect width="${w}" height="${h}" fill="url(#ill-fade)"/></mask>`,
    `<pattern id="ill-grid" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="#fff" stroke-opacity="0.06"/></pattern>`,
  );
  return (
    rect(0, 0, w, h, "url(#ill-sbg)") +
    `<rect width="${w}" height="${h}" fill="url(#ill-grid)" mask="url(#ill-right)"/>` +
    glow("ill-sglow", w * glowX, h * 0.5, w * 0.32, h * 0.62, hsl(c.hue, 95, 55), 0.42, defs)
  );
}

/** Darkens the left side again over everything, so the headline stays readable. */
function leftShade(w: number, h: number, defs: string[]): string {
  defs.push(
    `<linearGradient id="ill-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/></linearGradient>`,
  );
  return rect(0, 0, w, h, "url(#ill-shade)");
}

/** Isometric projection of board coordinates (u right-down, v left-down, z up) around an origin. */
function iso(ox: number, oy: number) {
  return (u: number, v: number, z = 0): Point => [ox + (u - v) * 0.866, oy + (u + v) * 0.5 - z];
}

/** An isometric box: top face plus the two visible sides. */
function isoBox(
  p: (u: number, v: number, z?: number) => Point,
  u: number,
  v: number,
  du: number,
  dv: number,
  z: number,
  dz: number,
  colours: { top: string; left: string; right: string },
): string {
  const t = z + dz;
  return (
    polygon([p(u, v + dv, z), p(u + du, v + dv, z), p(u + du, v + dv, t), p(u, v + dv, t)], colours.left) +
    polygon([p(u + du, v, z), p(u + du, v + dv, z), p(u + du, v + dv, t), p(u + du, v, t)], colours.right) +
    polygon([p(u, v, t), p(u + du, v, t), p(u + du, v + dv, t), p(u, v + dv, t)], colours.top)
  );
}

/** 1 — New DMA firmware: an isometric circuit board, a glowing chip and a progress ring. */
function firmwareSlide(c: Palette, rnd: Rng, defs: string[]): string {
  const w = 1280;
  const h = 520;
  let out = slideBackdrop(w, h, c, defs, 0.74);
  const p = iso(915, 150);
  const size = 340;
  defs.push(
    diagonal("ill-pcb", hsl(c.hue + 20, 45, 17), hsl(c.hue, 50, 9)),
    diagonal("ill-chiptop", hsl(c.hue, 25, 24), hsl(c.hue, 30, 12)),
  );
  // Board with thickness and gold edge fingers.
  out += isoBox(p, 0, 0, size, size, 0, 14, {
    top: "url(#ill-pcb)",
    left: hsl(c.hue, 40, 6),
    right: hsl(c.hue, 40, 11),
  });
  for (let i = 0; i < 16; i++) {
    const u = 40 + i * 16;
    out += polygon(
      [p(u, size, 2), p(u + 9, size, 2), p(u + 9, size, 12), p(u, size, 12)],
      gold.mid,
      ` opacity="0.9"`,
    );
  }
  // Traces: L-shaped runs from the chip to the board edges, with pads at their ends.
  let traces = "";
  let pads = "";
  const centre = size / 2;
  for (let i = 0; i < 18; i++) {
    const side = i % 4;
    const offset = -48 + (Math.floor(i / 4) + between(rnd, 0, 0.6)) * 22;
    const reach = between(rnd, 40, 120);
    let list: Point[];
    if (side === 0)
      list = [
        p(centre - 50, centre + offset, 14),
        p(centre - 50 - reach, centre + offset, 14),
        p(centre - 50 - reach, centre + offset + reach * 0.5, 14),
      ];
    else if (side === 1)
      list = [
        p(centre + 50, centre + offset, 14),
        p(centre + 50 + reach, centre + offset, 14),
        p(centre + 50 + reach, centre + offset - reach * 0.4, 14),
      ];
    else if (side === 2)
      list = [
        p(centre + offset, centre - 50, 14),
        p(centre + offset, centre - 50 - reach, 14),
        p(centre + offset + reach * 0.4, centre - 50 - reach, 14),
      ];
    else
      list = [
        p(centre + offset, centre + 50, 14),
        p(centre + offset, centre + 50 + reach, 14),
        p(centre + offset - reach * 0.4, centre + 50 + reach, 14),
      ];
    traces += `<polyline points="${points(list)}"/>`;
    const end = list[list.length - 1];
    pads += `<ellipse cx="${n(end[0])}" cy="${n(end[1])}" rx="5" ry="3" fill="${gold.mid}"/>`;
  }
  out += `<g fill="none" stroke="${hsl(c.hue, 90, 65)}" stroke-width="2.2" stroke-opacity="0.7" stroke-linejoin="round">${traces}</g>${pads}`;
  // Small components around the chip.
  for (let i = 0; i < 7; i++) {
    const u = between(rnd, 20, size - 50);
    const v = between(rnd, 20, size - 50);
    if (Math.abs(u - centre) < 80 && Math.abs(v - centre) < 80) continue;
    out += isoBox(p, u, v, 26, 16, 14, 8, {
      top: hsl(c.hue, 15, 30),
      left: hsl(c.hue, 15, 12),
      right: hsl(c.hue, 15, 18),
    });
  }
  // The chip with its glow and pins.
  const [gx, gy] = p(centre, centre, 30);
  out += glow("ill-chipglow", gx, gy, 210, 150, hsl(c.hue, 100, 60), 0.55, defs);
  out += isoBox(p, centre - 50, centre - 50, 100, 100, 14, 18, {
    top: "url(#ill-chiptop)",
    left: hsl(c.hue, 25, 8),
    right: hsl(c.hue, 25, 13),
  });
  out += polygon(
    [
      p(centre - 30, centre - 30, 32),
      p(centre + 30, centre - 30, 32),
      p(centre + 30, centre + 30, 32),
      p(centre - 30, centre + 30, 32),
    ],
    hsl(c.hue, 95, 60, 0.22),
    ` stroke="${c.accent}" stroke-width="2.5"`,
  );
  out += polygon(
    [
      p(centre - 12, centre - 12, 32),
      p(centre + 12, centre - 12, 32),
      p(centre + 12, centre + 12, 32),
      p(centre - 12, centre + 12, 32),
    ],
    c.light,
  );
  // Pins along the chip's two visible edges.
  for (let i = 0; i < 8; i++) {
    const t = centre - 42 + i * 12;
    out += polygon(
      [p(t, centre + 50, 16), p(t + 5, centre + 50, 16), p(t + 5, centre + 58, 14), p(t, centre + 58, 14)],
      gold.mid,
    );
    out += polygon(
      [p(centre + 50, t, 16), p(centre + 58, t, 14), p(centre + 58, t + 5, 14), p(centre + 50, t + 5, 16)],
      gold.mid,
    );
  }
  // Progress ring floating over the chip; dashed segments suggest the flashing animation.
  const ring = { x: gx, y: gy - 120, r: 74 };
  const length = 2 * Math.PI * ring.r;
  out += `<line x1="${n(gx)}" y1="${n(gy - 20)}" x2="${n(gx)}" y2="${n(ring.y + ring.r + 10)}" stroke="${c.light}" stroke-width="2" stroke-dasharray="4 6" opacity="0.6"/>`;
  out += circle(
    ring.x,
    ring.y,
    ring.r + 18,
    hsl(c.hue, 50, 8, 0.85),
    ` stroke="${c.edge}" stroke-width="1.5"`,
  );
  out += circle(ring.x, ring.y, ring.r, "none", ` stroke="#fff" stroke-opacity="0.1" stroke-width="12"`);
  out += circle(
    ring.x,
    ring.y,
    ring.r,
    "none",
    ` stroke="${c.accent}" stroke-width="12" stroke-linecap="round" stroke-dasharray="${n(length * 0.72)} ${n(length)}" transform="rotate(-90 ${n(ring.x)} ${n(ring.y)})"`,
  );
  out += circle(
    ring.x,
    ring.y,
    ring.r - 16,
    "none",
    ` stroke="${c.light}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="6 10" transform="rotate(-90 ${n(ring.x)} ${n(ring.y)})"`,
  );
  const tipAngle = -Math.PI / 2 + Math.PI * 2 * 0.72;
  out += circle(ring.x + Math.cos(tipAngle) * ring.r, ring.y + Math.sin(tipAngle) * ring.r, 9, "#fff");
  out += textPath("72%", {
    x: ring.x,
    y: ring.y + 12,
    size: 34,
    font: "display",
    fill: "#fff",
    anchor: "middle",
  });
  out += rect(ring.x - 42, ring.y + 26, 84, 22, c.accent, { r: 11 });
  out += textPath("v4.2", {
    x: ring.x,
    y: ring.y + 42,
    size: 14,
    font: "uiBold",
    fill: hsl(c.hue, 60, 10),
    anchor: "middle",
  });
  // Data bits rising from the board.
  for (let i = 0; i < 16; i++) {
    const x = between(rnd, 700, 1220);
    const y = between(rnd, 30, 300);
    const s = between(rnd, 3, 7);
    out += rect(x, y, s, s, i % 3 ? c.light : "#fff", { r: 1, opacity: between(rnd, 0.25, 0.8) });
  }
  return out + leftShade(w, h, defs);
}

/** 2 — Loyalty programme: rising steps with tier medals up to a "15%" badge. */
function loyaltySlide(c: Palette, rnd: Rng, defs: string[]): string {
  const w = 1280;
  const h = 520;
  let out = slideBackdrop(w, h, c, defs, 0.76);
  const p = iso(660, 360);
  const medals = [
    { h: 24, s: 55, l: 50, value: "3%" },
    { h: 212, s: 14, l: 74, value: "5%" },
    { h: 44, s: 90, l: 56, value: "10%" },
    { h: 188, s: 70, l: 64, value: "15%" },
  ];
  let steps = "";
  let tops = "";
  const medalTops: Point[] = [];
  medals.forEach((medal, i) => {
    // Steps walk to the right along the screen (u up, v down by the same amount) and grow.
    const u = i * 96;
    const v = -i * 96;
    const height = 40 + i * 48;
    steps += isoBox(p, u, v, 90, 90, 0, height, {
      top: hsl(c.hue, 35, 26 + i * 4),
      left: hsl(c.hue, 40, 10),
      right: hsl(c.hue, 40, 16),
    });
    steps += `<polyline points="${points([p(u, v + 90, height), p(u + 90, v + 90, height), p(u + 90, v, height)])}" fill="none" stroke="${c.light}" stroke-opacity="0.7" stroke-width="2" stroke-linejoin="round"/>`;
    steps += `<line x1="${n(p(u + 90, v + 90, 0)[0])}" y1="${n(p(u + 90, v + 90, 0)[1])}" x2="${n(p(u + 90, v + 90, height)[0])}" y2="${n(p(u + 90, v + 90, height)[1])}" stroke="${c.light}" stroke-opacity="0.35" stroke-width="1.5"/>`;
    const [tx, ty] = p(u + 45, v + 45, height);
    const r = 30 + i * 5;
    tops += medal3d(tx, ty - r - 26, r, medal.h, medal.s, medal.l, `ill-medal${i}`, defs);
    if (i < 3)
      tops += textPath(medal.value, {
        x: tx,
        y: ty + 34,
        size: 18,
        font: "display",
        fill: "#fff",
        anchor: "middle",
        opacity: 0.8,
      });
    medalTops.push([tx, ty - 2 * r - 40]);
  });
  // Upward trend over the medals, ending at the "15%" badge.
  const [first, , , last] = medalTops;
  const badge: Point = [last[0] - 150, last[1] - 6];
  out += glow("ill-badgeglow", badge[0] + 40, badge[1] + 40, 200, 150, hsl(c.hue, 100, 60), 0.4, defs);
  out += `<path d="M${n(first[0] - 40)} ${n(first[1] + 10)}Q${n((first[0] + badge[0]) / 2 - 60)} ${n(badge[1] + 10)} ${n(badge[0] - 96)} ${n(badge[1] + 6)}" fill="none" stroke="${c.light}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.6"/>`;
  out += steps + tops;
  defs.push(diagonal("ill-badge", hsl(c.hue, 95, 62), hsl(c.hue + 40, 90, 45)));
  out += `<g transform="rotate(-8 ${n(badge[0])} ${n(badge[1])})">`;
  out += rect(badge[0] - 86, badge[1] - 46 + 8, 172, 92, "#000", { r: 24, opacity: 0.35 });
  out += rect(badge[0] - 86, badge[1] - 46, 172, 92, "url(#ill-badge)", {
    r: 24,
    stroke: "#fff",
    strokeWidth: 3,
  });
  out += textPath("15%", {
    x: badge[0],
    y: badge[1] + 21,
    size: 58,
    font: "display",
    fill: "#fff",
    anchor: "middle",
  });
  out += `</g>`;
  out += confetti(rnd, 700, 1240, 30, 470, 26, [c.light, gold.light, "#fff", hsl(c.hue + 60, 90, 65)]);
  return out + leftShade(w, h, defs);
}

/** A round medal with a ribbon and a star, seen slightly from above. */
function medal3d(
  cx: number,
  cy: number,
  r: number,
  hue: number,
  sat: number,
  light: number,
  id: string,
  defs: string[],
): string {
  defs.push(diagonal(id, hsl(hue, sat, Math.min(92, light + 25)), hsl(hue, sat, light - 18)));
  return (
    polygon(
      [
        [cx - r * 0.55, cy + r * 0.5],
        [cx - r * 0.8, cy + r * 1.55],
        [cx - r * 0.35, cy + r * 1.3],
        [cx - r * 0.1, cy + r * 1.6],
        [cx + r * 0.1, cy + r * 0.6],
      ],
      hsl(hue + 180, 60, 45),
    ) +
    polygon(
      [
        [cx + r * 0.55, cy + r * 0.5],
        [cx + r * 0.8, cy + r * 1.55],
        [cx + r * 0.35, cy + r * 1.3],
        [cx + r * 0.1, cy + r * 1.6],
        [cx - r * 0.1, cy + r * 0.6],
      ],
      hsl(hue + 180, 60, 35),
    ) +
    circle(cx, cy + r * 0.1, r, hsl(hue, sat, light - 28)) +
    circle(cx, cy, r, `url(#${id})`) +
    circle(cx, cy, r * 0.74, "none", ` stroke="${hsl(hue, sat, light - 25)}" stroke-width="${n(r * 0.08)}"`) +
    star(cx, cy, r * 0.48, hsl(hue, sat, Math.min(95, light + 30)))
  );
}

/** Little rotated rectangles and dots. */
function confetti(
  rnd: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  colours: string[],
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = between(rnd, x0, x1);
    const y = between(rnd, y0, y1);
    const colour = colours[i % colours.length];
    out +=
      i % 3 === 0
        ? sparkle(x, y, between(rnd, 5, 10), colour, 0.8)
        : `<rect x="${n(x)}" y="${n(y)}" width="${n(between(rnd, 5, 10))}" height="${n(between(rnd, 3, 5))}" fill="${colour}" opacity="${n(between(rnd, 0.4, 0.85))}" transform="rotate(${Math.round(between(rnd, 0, 180))} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

/** 3 — Winter sale: a snowy neon night with a big "−20%" price tag. */
function winterSaleSlide(c: Palette, rnd: Rng, defs: string[]): string {
  const w = 1280;
  const h = 520;
  let out = slideBackdrop(w, h, c, defs, 0.7);
  const neon = hsl(c.hue, 95, 65);
  const pink = hsl(c.hue + 110, 90, 66);
  // Neon mountain ridge (a wide faint stroke under a thin bright one fakes the glow).
  const ridge: Point[] = [
    [470, 470],
    [560, 400],
    [660, 270],
    [730, 330],
    [840, 190],
    [930, 300],
    [1010, 230],
    [1120, 340],
    [1200, 250],
    [1290, 330],
  ];
  out += polygon([...ridge, [1290, 520], [470, 520]], hsl(c.hue, 45, 9));
  out += `<polyline points="${points(ridge)}" fill="none" stroke="${neon}" stroke-width="12" stroke-opacity="0.18" stroke-linejoin="round"/>`;
  out += `<polyline points="${points(ridge)}" fill="none" stroke="${neon}" stroke-width="3" stroke-linejoin="round"/>`;
  // Snow caps on the peaks.
  for (const [x, y] of [ridge[2], ridge[4], ridge[6], ridge[8]])
    out += polygon(
      [
        [x, y + 2],
        [x + 30, y + 38],
        [x + 12, y + 30],
        [x, y + 42],
        [x - 14, y + 30],
        [x - 26, y + 36],
      ],
      "#fff",
      ` opacity="0.85"`,
    );
  // Snowy ground and pines.
  out += `<path d="M470 520Q620 424 880 418T1290 426V520Z" fill="${hsl(c.hue, 30, 78)}"/>`;
  out += `<path d="M520 520Q660 444 900 436T1290 446V520Z" fill="${hsl(c.hue, 35, 92)}"/>`;
  for (const [x, base, s] of [
    [640, 438, 1],
    [700, 430, 0.75],
    [1180, 440, 1.1],
    [1230, 446, 0.8],
    [600, 446, 0.6],
  ] as const)
    out += pine(x, base, s, hsl(c.hue, 45, 15), pink);
  // The price tag, tilted, with a string to a hole.
  defs.push(diagonal("ill-tag", hsl(c.hue + 110, 90, 62), hsl(c.hue + 80, 85, 45)));
  out += glow("ill-tagglow", 930, 250, 260, 170, hsl(c.hue + 110, 100, 60), 0.45, defs);
  out += `<g transform="rotate(-10 930 250)">`;
  out += `<path d="M770 250Q690 140 780 -20" fill="none" stroke="#fff" stroke-width="3" opacity="0.7"/>`;
  const tag = "M780 170H1040Q1060 170 1060 190V310Q1060 330 1040 330H780L720 250Z";
  out += `<path d="${tag}" fill="#000" opacity="0.35" transform="translate(0 12)"/>`;
  out += `<path d="${tag}" fill="url(#ill-tag)" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>`;
  out += circle(770, 250, 13, hsl(c.hue, 45, 9), ` stroke="#fff" stroke-width="3"`);
  // Russo One has no minus sign, so the minus is a drawn bar in front of "20%".
  out += rect(808, 243, 46, 16, "#fff", { r: 3 });
  out += textPath("20%", { x: 864, y: 284, size: 92, font: "display", fill: "#fff", maxWidth: 176 });
  out += `<path d="M780 176H1036Q1054 176 1054 194V214Q900 190 752 222L745 214Z" fill="#fff" opacity="0.14"/>`;
  out += `</g>`;
  // Snowfall over everything on the right half.
  let snow = "";
  for (let i = 0; i < 90; i++) {
    const x = between(rnd, 420, 1280);
    const y = between(rnd, 0, 500);
    snow += circle(x, y, between(rnd, 1.2, 4), "#fff", ` opacity="${n(between(rnd, 0.35, 0.95))}"`);
  }
  out += snow;
  for (let i = 0; i < 5; i++)
    out += snowflake(between(rnd, 620, 1240), between(rnd, 30, 420), between(rnd, 10, 18), c.light);
  return out + leftShade(w, h, defs);
}

/** A pine tree with snow on its branches and a neon rim. */
function pine(x: number, base: number, s: number, fill: string, rim: string): string {
  let out = rect(x - 5 * s, base - 20 * s, 10 * s, 22 * s, "hsl(25,30%,18%)");
  for (let i = 0; i < 3; i++) {
    const top = base - 20 * s - (i + 1) * 34 * s;
    const half = (44 - i * 10) * s;
    const bottom = top + 52 * s;
    out += polygon(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      fill,
      ` stroke="${rim}" stroke-opacity="0.6" stroke-width="2" stroke-linejoin="round"`,
    );
    out += polygon(
      [
        [x, top],
        [x + half * 0.4, top + 22 * s],
        [x, top + 16 * s],
        [x - half * 0.4, top + 22 * s],
      ],
      "#fff",
      ` opacity="0.9"`,
    );
  }
  return out;
}

/** A six-armed snowflake. */
function snowflake(cx: number, cy: number, r: number, colour: string): string {
  let d = "";
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const [ex, ey] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    const [mx, my] = [cx + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.55];
    d += `M${n(cx)} ${n(cy)}L${n(ex)} ${n(ey)}`;
    for (const side of [-1, 1]) {
      const b = a + side * 0.7;
      d += `M${n(mx)} ${n(my)}L${n(mx + Math.cos(b) * r * 0.35)} ${n(my + Math.sin(b) * r * 0.35)}`;
    }
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" opacity="0.85"/>`;
}

/** 4 — Honest statuses after every patch: a shield with a check and green/yellow/red status pills. */
function statusSlide(c: Palette, rnd: Rng, defs: string[]): string {
  const w = 1280;
  const h = 520;
  let out = slideBackdrop(w, h, c, defs, 0.72);
  defs.push(
    diagonal("ill-shieldrim", hsl(c.hue, 40, 92), hsl(c.hue, 35, 55)),
    diagonal("ill-shieldcore", hsl(c.hue, 80, 45), hsl(c.hue + 30, 70, 20)),
  );
  // A patch-notes sheet behind the shield.
  out += `<g transform="rotate(6 1060 250)">`;
  out += slab(980, 90, 220, 290, 16, c.face, c.side, 10);
  out += rect(980, 90, 220, 290, "none", { r: 16, stroke: c.edge, strokeWidth: 1.5 });
  out += rect(1000, 112, 70, 24, c.accent, { r: 12 });
  out += textPath("1.27", {
    x: 1035,
    y: 129,
    size: 15,
    font: "uiBold",
    fill: hsl(c.hue, 60, 10),
    anchor: "middle",
  });
  out += textLines(1000, 156, [170, 140, 160, 110, 150, 90, 130, 160, 120], "#fff", 22, 7).replace(
    /<rect /g,
    '<rect opacity="0.16" ',
  );
  out += `</g>`;
  // Orbit rings around the shield.
  out += `<ellipse cx="860" cy="270" rx="230" ry="70" fill="none" stroke="${c.light}" stroke-opacity="0.25" stroke-width="2" transform="rotate(-12 860 270)"/>`;
  out += `<ellipse cx="860" cy="270" rx="270" ry="96" fill="none" stroke="${c.light}" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="6 10" transform="rotate(-12 860 270)"/>`;
  out += glow("ill-shieldglow", 860, 260, 220, 220, hsl(c.hue, 100, 60), 0.5, defs);
  out += `<path d="${shieldPath(860, 262, 330)}" fill="#000" opacity="0.35" transform="translate(0 14)"/>`;
  out += `<path d="${shieldPath(860, 262, 330)}" fill="url(#ill-shieldrim)"/>`;
  out += `<path d="${shieldPath(860, 262, 286)}" fill="url(#ill-shieldcore)"/>`;
  defs.push(`<clipPath id="ill-righthalf"><rect x="860" y="0" width="300" height="520"/></clipPath>`);
  out += `<path d="${shieldPath(860, 262, 286)}" fill="#fff" opacity="0.08" clip-path="url(#ill-righthalf)"/>`;
  out += `<path d="M792 266L840 314L934 214" fill="none" stroke="#fff" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`;
  // Status pills: dot + bars, no words.
  const pills: [string, number, number, number][] = [
    [green, 600, 120, 150],
    [yellow, 620, 380, 130],
    [red, 1090, 430, 120],
    [green, 1100, 60, 140],
  ];
  for (const [colour, x, y, pw] of pills) {
    out += rect(x, y + 6, pw, 46, "#000", { r: 23, opacity: 0.3 });
    out += rect(x, y, pw, 46, hsl(c.hue, 40, 12, 0.92), { r: 23, stroke: colour, strokeWidth: 2 });
    out += circle(x + 24, y + 23, 12, colour, ` opacity="0.3"`) + circle(x + 24, y + 23, 7, colour);
    out +=
      rect(x + 46, y + 15, pw - 70, 7, "#fff", { r: 3.5, opacity: 0.6 }) +
      rect(x + 46, y + 28, (pw - 70) * 0.6, 5, "#fff", { r: 2.5, opacity: 0.25 });
  }
  for (let i = 0; i < 10; i++)
    out += sparkle(
      between(rnd, 560, 1250),
      between(rnd, 30, 490),
      between(rnd, 4, 9),
      i % 2 ? c.light : "#fff",
      0.7,
    );
  return out + leftShade(w, h, defs);
}
