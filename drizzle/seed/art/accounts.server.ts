import { textPath, type TextOptions } from "./glyphs.server";
import { between, hsl, n, pick, rect, rngFrom, svgDocument, verticalGradient, type Rng } from "./kit.server";

/**
 * Pictures of game accounts for the catalogue: a portrait cover card and four launcher-style
 * screens (profile, inventory, rank/season, match history). Everything a screen shows is derived
 * from the account's title ("1,200 hours", "Diamond rank", "3,000+ rating", "collector"…) and
 * filled in with plausible invented numbers, all from the seed, so the same account always gets
 * the same nickname and stats on every view.
 */

export interface AccountArt {
  /** The game's English name, e.g. "Iron Frontier". */
  gameName: string;
  /** The account's English title, e.g. "Iron Frontier — prime account, 1,200 hours". */
  title: string;
  /** -1 = cover (portrait card); 0 = profile; 1 = inventory; 2 = rank/season; 3 = match history. ≥ 4 wraps. */
  view: number;
  width: number;
  height: number;
  seed: string;
  /** Main hue 0–359 of this account's art. */
  hue: number;
}

/**
 * Full SVG document of one account picture. Screens are drawn on a 960×540 canvas, the cover on
 * 360×480, and scaled to `width`×`height`. The nickname and stats come from `seed` and `title`
 * only, so all views of one account agree.
 */
export function accountSvg(art: AccountArt): string {
  const profile = accountProfile(art);
  const view = art.view < 0 ? -1 : art.view % 4;
  const base = view === -1 ? { w: 360, h: 480 } : { w: 960, h: 540 };
  const rnd = rngFrom(`acc-view:${art.seed}:${view}`);
  const defs: string[] = [];
  const hue = art.hue;
  let body = backdrop(base.w, base.h, hue, rnd, defs, view === -1);
  if (view === -1) body += coverCard(art, profile, defs);
  else {
    body += topBar(base.w, art.gameName, view, profile, hue);
    if (view === 0) body += profileScreen(profile, hue, rnd, defs);
    else if (view === 1) body += inventoryScreen(profile, hue, rnd, defs);
    else if (view === 2) body += rankScreen(profile, hue, defs);
    else body += historyScreen(art.gameName, profile, hue, rnd, defs);
  }
  // The canvas is fixed; other requested sizes just scale it.
  const scaled =
    art.width === base.w && art.height === base.h
      ? body
      : `<g transform="scale(${art.width / base.w} ${art.height / base.h})">${body}</g>`;
  return svgDocument(art.width, art.height, scaled, defs.join(""));
}

// ---------------------------------------------------------------------------------------------
// The account behind the pictures

const tiers = ["Bronze", "Silver", "Gold", "Platinum", "Diamond", "Master"] as const;
type Tier = (typeof tiers)[number];

/** Metal colour of each tier; the emblem's complexity grows with the tier too. */
const tierColour: Record<Tier, { h: number; s: number; l: number }> = {
  Bronze: { h: 24, s: 55, l: 50 },
  Silver: { h: 212, s: 14, l: 72 },
  Gold: { h: 44, s: 88, l: 56 },
  Platinum: { h: 176, s: 48, l: 62 },
  Diamond: { h: 205, s: 92, l: 64 },
  Master: { h: 288, s: 78, l: 66 },
};

/** Lower bound of each tier's rating band (the last band is open). */
const tierFloor = [0, 1000, 1600, 2200, 2700, 3300];

type AccountKind = "prime" | "collector" | "battlepass" | "smurf" | "ranked" | "standard";

interface AccountProfile {
  tag: string;
  masked: string;
  discriminator: number;
  kind: AccountKind;
  level: number;
  hours: number;
  tier: Tier;
  /** 1 (highest) … 3; Master has none (0). */
  division: number;
  rating: number;
  peak: number;
  kd: number;
  winRate: number;
  matches: number;
  headshots: number;
  mvp: number;
  items: number;
  season: number;
  passLevel: number;
  topPercent: number;
}

const tagStarts = ["N0ct", "Vex", "Kryo", "Shad0w", "Zer0", "Hexa", "Rav3n", "Fr0st", "Blitz", "Gh0st"];
const tagStarts2 = ["Vyper", "Nova", "Drift", "Pyro", "Onyx", "Lynx", "Sable", "Tox1c", "Arc", "Nyx"];
const tagEnds = ["byte", "fang", "_x", "wolf", "77", "strike", "lord", "_tv", "shot", "z", "999", "core"];

/** A number with thousands separators, independent of the machine's locale. */
const grouped = (value: number) =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The first number in `text` right before one of `words`, e.g. "1,200 hours" → 1200. */
function numberBefore(text: string, words: string): number | undefined {
  const match = new RegExp(`(\\d[\\d,.\\s]*)\\+?\\s*(?:${words})`, "i").exec(text);
  if (!match) return undefined;
  // Commas, spaces and dots before three digits are thousands separators ("1,200", "1 200", "1.200").
  const value = Number(match[1].replace(/[,\s]|\.(?=\d{3}\b)/g, ""));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function tierFromTitle(title: string): Tier | undefined {
  const match = /\b(bronze|silver|gold|platinum|diamond|grandmaster|master|champion|legend|elite)\b/i.exec(
    title,
  );
  if (!match) return undefined;
  const word = match[1].toLowerCase();
  if (["grandmaster", "champion", "legend", "elite"].includes(word)) return "Master";
  return tiers.find((tier) => tier.toLowerCase() === word);
}

function kindFromTitle(title: string): AccountKind {
  if (/smurf/i.test(title)) return "smurf";
  if (/collector|skins?\b|inventory/i.test(title)) return "collector";
  if (/battle ?pass|season pass/i.test(title)) return "battlepass";
  if (/prime|premium/i.test(title)) return "prime";
  if (/rank|rating|elo|mmr/i.test(title) || tierFromTitle(title)) return "ranked";
  return "standard";
}

const tierOfRating = (rating: number): Tier => tiers[tierFloor.filter((floor) => rating >= floor).length - 1];

/** Reads what it can from the title and invents the rest from the seed. */
function accountProfile(art: AccountArt): AccountProfile {
  const rnd = rngFrom(`acc-profile:${art.seed}`);
  const kind = kindFromTitle(art.title);
  const titleHours = numberBefore(art.title, "hours|hrs|h\\b");
  const titleRating = numberBefore(art.title, "rating|elo|mmr|sr\\b");
  const smurf = kind === "smurf";

  let tier = tierFromTitle(art.title) ?? (titleRating ? tierOfRating(titleRating) : undefined);
  if (!tier) tier = smurf ? pick(rnd, ["Gold", "Platinum"] as const) : pick(rnd, tiers.slice(2, 5));
  const index = tiers.indexOf(tier);
  const floor = tierFloor[index];
  const ceiling = tierFloor[index + 1] ?? floor + 700;
  const rating = titleRating
    ? Math.round(titleRating + between(rnd, 20, 180))
    : Math.round(between(rnd, floor + 40, ceiling - 20));
  const division =
    tier === "Master" ? 0 : 3 - Math.min(2, Math.floor(((rating - floor) / (ceiling - floor)) * 3));

  const hours = titleHours ?? Math.round(smurf ? between(rnd, 40, 160) : between(rnd, 300, 2600));
  const level = smurf
    ? Math.round(between(rnd, 18, 42))
    : Math.min(250, Math.round(hours / between(rnd, 9, 16) + between(rnd, 12, 30)));
  const winRate = Math.round(between(rnd, 49, 58 + index) * 10) / 10 + (smurf ? 8 : 0);
  const tag = `${pick(rnd, rnd() < 0.5 ? tagStarts : tagStarts2)}${pick(rnd, tagEnds)}`;

  return {
    tag,
    masked: `${tag.slice(0, Math.min(4, tag.length - 2))}***`,
    discriminator: Math.floor(between(rnd, 1000, 9999)),
    kind,
    level,
    hours,
    tier,
    division,
    rating,
    peak: rating + Math.round(between(rnd, 30, 260)),
    kd: Math.round(between(rnd, 0.95, 1.45 + index * 0.12 + (smurf ? 0.6 : 0)) * 100) / 100,
    winRate,
    matches: Math.max(60, Math.round(hours * between(rnd, 1.6, 2.6))),
    headshots: Math.round(between(rnd, 28, 52) * 10) / 10,
    mvp: Math.round(hours * between(rnd, 0.15, 0.3)),
    items: Math.round(kind === "collector" ? between(rnd, 420, 980) : between(rnd, 40, 260)),
    season: Math.floor(between(rnd, 4, 14)),
    passLevel: Math.round(kind === "battlepass" ? between(rnd, 70, 100) : between(rnd, 8, 60)),
    topPercent: Math.round(Math.max(0.2, 60 - index * 11 - between(rnd, 0, 8)) * 10) / 10,
  };
}

const tierLabel = (p: AccountProfile) => (p.division ? `${p.tier} ${"I".repeat(p.division)}` : p.tier);

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers

/** Outlined text with the defaults used on these screens. */
function text(value: string, x: number, y: number, size: number, options: Partial<TextOptions> = {}): string {
  return textPath(value, { x, y, size, font: "ui", fill: "#fff", ...options });
}

/** A small muted uppercase caption. */
function caption(value: string, x: number, y: number, options: Partial<TextOptions> = {}): string {
  return text(value.toUpperCase(), x, y, 10.5, {
    font: "uiBold",
    fill: "#fff",
    opacity: 0.5,
    tracking: 0.8,
    ...options,
  });
}

const points = (list: [number, number][]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

/** Dark translucent launcher panel with a faint accent edge and a highlight on top. */
function panel(x: number, y: number, w: number, h: number, hue: number): string {
  return (
    rect(x, y, w, h, hsl(hue, 35, 7, 0.74), { r: 10, stroke: hsl(hue, 70, 70, 0.16), strokeWidth: 1 }) +
    rect(x + 10, y, w - 20, 1, hsl(hue, 80, 80, 0.22))
  );
}

/** A horizontal progress bar with rounded ends. */
function progressBar(x: number, y: number, w: number, h: number, share: number, colour: string): string {
  return (
    rect(x, y, w, h, "#fff", { r: h / 2, opacity: 0.1 }) +
    rect(x, y, Math.max(h, w * Math.min(1, share)), h, colour, { r: h / 2 })
  );
}

/** A coin (currency) icon. */
function coin(cx: number, cy: number, r: number, hue: number): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${hsl(hue, 90, 55)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.62)}" fill="none" stroke="${hsl(hue, 90, 80)}" stroke-width="${n(r * 0.22)}"/>`
  );
}

/** A small check mark drawn as a stroke. */
function check(x: number, y: number, size: number, colour: string): string {
  return `<path d="M${n(x)} ${n(y + size * 0.5)}l${n(size * 0.35)} ${n(size * 0.35)} ${n(size * 0.65)}-${n(size * 0.75)}" fill="none" stroke="${colour}" stroke-width="${n(size * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * An out-of-focus game scene behind the panels. The blur is faked with radial gradients (soft
 * light blobs) plus one small blur on the silhouettes, which keeps rendering fast.
 */
function backdrop(w: number, h: number, hue: number, rnd: Rng, defs: string[], portrait: boolean): string {
  defs.push(
    verticalGradient("acc-sky", [
      [0, hsl(hue + 20, 45, 20)],
      [0.5, hsl(hue, 45, 11)],
      [1, hsl(hue - 10, 35, 4)],
    ]),
    `<filter id="acc-soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="4"/></filter>`,
    `<radialGradient id="acc-vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient>`,
  );
  let out = rect(0, 0, w, h, "url(#acc-sky)");
  for (let i = 0; i < 5; i++) {
    const id = `acc-blob${i}`;
    const tint = hue + pick(rnd, [0, 25, -35, 160, 40]);
    defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${hsl(tint, 85, 58)}" stop-opacity="${n(between(rnd, 0.3, 0.55))}"/><stop offset="1" stop-color="${hsl(tint, 85, 50)}" stop-opacity="0"/></radialGradient>`,
    );
    const r = between(rnd, 0.18, 0.4) * Math.max(w, h);
    out += `<ellipse cx="${n(between(rnd, 0, w))}" cy="${n(between(rnd, 0, h * 0.65))}" rx="${n(r)}" ry="${n(r * 0.7)}" fill="url(#${id})"/>`;
  }
  // Far ridge, a row of structures and a soldier-like figure: reads as "a game scene" once blurred.
  const horizon = h * between(rnd, 0.55, 0.68);
  const ridge: [number, number][] = [[0, h]];
  for (let x = 0; x <= w + 40; x += w / 9) ridge.push([x, horizon - between(rnd, 0, h * 0.16)]);
  ridge.push([w, h]);
  let scene = `<polygon points="${points(ridge)}" fill="${hsl(hue, 40, 13)}"/>`;
  for (let x = between(rnd, -20, 20); x < w; x += between(rnd, 30, 90)) {
    const bw = between(rnd, 18, 60);
    const bh = between(rnd, 0.08, 0.3) * h;
    scene += rect(x, horizon + h * 0.06 - bh, bw, h, hsl(hue, 35, 8));
    if (rnd() < 0.4) scene += rect(x + bw * 0.3, horizon + h * 0.06 - bh - 22, 2, 22, hsl(hue, 35, 8));
    if (rnd() < 0.5)
      scene += rect(x + bw * 0.25, horizon + h * 0.1 - bh, 4, 4, hsl(hue + 30, 90, 65), { opacity: 0.8 });
  }
  const fx = portrait ? w * 0.5 : w * between(rnd, 0.68, 0.82);
  const fs = portrait ? h * 0.55 : h * 0.7;
  scene += soldier(fx, h, fs, hsl(hue, 30, 5));
  scene += rect(0, h * 0.86, w, h * 0.14, hsl(hue, 30, 4));
  out += `<g filter="url(#acc-soft)">${scene}</g>`;
  out += rect(0, 0, w, h, "url(#acc-vignette)");
  return out;
}

/** A standing soldier silhouette (helmet, shoulders, rifle), `size` tall, feet at `bottom`. */
function soldier(cx: number, bottom: number, size: number, fill: string): string {
  const s = size / 100;
  const p = (x: number, y: number) => `${n(cx + x * s)},${n(bottom - 100 * s + y * s)}`;
  const body = [
    p(-6, 8),
    p(6, 8),
    p(8, 16),
    p(20, 22),
    p(24, 50),
    p(18, 52),
    p(16, 100),
    p(3, 100),
    p(0, 64),
    p(-3, 100),
    p(-16, 100),
    p(-18, 52),
    p(-24, 50),
    p(-20, 22),
    p(-8, 16),
  ].join(" ");
  const rifle = [p(-30, 34), p(26, 26), p(28, 30), p(-28, 40)].join(" ");
  return `<g fill="${fill}"><polygon points="${body}"/><ellipse cx="${n(cx)}" cy="${n(bottom - 91 * s)}" rx="${n(9 * s)}" ry="${n(10 * s)}"/><polygon points="${rifle}"/></g>`;
}

/** Tier badge: metallic shield, division chevrons, wings from Platinum, a gem from Diamond, a crown for Master. */
function rankEmblem(
  cx: number,
  cy: number,
  size: number,
  tier: Tier,
  division: number,
  id: string,
  defs: string[],
  glow = true,
): string {
  const c = tierColour[tier];
  const level = tiers.indexOf(tier);
  const s = size / 100;
  const at = (x: number, y: number): [number, number] => [cx + x * s, cy + y * s];
  defs.push(
    `<linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(c.h, c.s, Math.min(92, c.l + 26))}"/><stop offset="0.45" stop-color="${hsl(c.h, c.s, c.l)}"/><stop offset="0.7" stop-color="${hsl(c.h, c.s, c.l - 20)}"/><stop offset="1" stop-color="${hsl(c.h, c.s, c.l + 6)}"/></linearGradient>`,
    `<linearGradient id="${id}-core" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(c.h, c.s * 0.7, 22)}"/><stop offset="1" stop-color="${hsl(c.h, c.s * 0.7, 9)}"/></linearGradient>`,
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${hsl(c.h, 95, 65)}" stop-opacity="0.55"/><stop offset="1" stop-color="${hsl(c.h, 95, 60)}" stop-opacity="0"/></radialGradient>`,
  );
  let out = glow ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.78)}" fill="url(#${id}-glow)"/>` : "";
  if (level >= 3) out += wings(cx, cy, s, id, level >= 5 ? 4 : 3);
  if (level >= 5) {
    const crown: [number, number][] = [
      at(-24, -34),
      at(-30, -62),
      at(-12, -46),
      at(0, -70),
      at(12, -46),
      at(30, -62),
      at(24, -34),
    ];
    out += `<polygon points="${points(crown)}" fill="url(#${id}-metal)" stroke="${hsl(c.h, 60, 90)}" stroke-width="${n(s * 1.2)}" stroke-linejoin="round"/>`;
  }
  const shield: [number, number][] = [
    at(0, -48),
    at(36, -32),
    at(36, 10),
    at(0, 48),
    at(-36, 10),
    at(-36, -32),
  ];
  const inner: [number, number][] = [at(0, -38), at(27, -26), at(27, 6), at(0, 37), at(-27, 6), at(-27, -26)];
  out += `<polygon points="${points(shield)}" fill="url(#${id}-metal)" stroke="${hsl(c.h, 50, 92, 0.8)}" stroke-width="${n(s * 1.4)}" stroke-linejoin="round"/>`;
  out += `<polygon points="${points(inner)}" fill="url(#${id}-core)" stroke="${hsl(c.h, c.s, c.l - 25)}" stroke-width="${n(s * 1.5)}"/>`;
  // Chevrons: more of them for a better division (I has three, Master a full stack).
  const count = division ? 4 - division : 3;
  for (let i = 0; i < count; i++) {
    const y = 22 - i * 10;
    const chevron: [number, number][] = [
      at(-18, y - 6),
      at(0, y + 3),
      at(18, y - 6),
      at(18, y - 1),
      at(0, y + 8),
      at(-18, y - 1),
    ];
    out += `<polygon points="${points(chevron)}" fill="url(#${id}-metal)"/>`;
  }
  if (level >= 4) {
    // A faceted gem above the chevrons.
    const top = at(0, -28);
    const left = at(-13, -16);
    const right = at(13, -16);
    const bottom = at(0, 2);
    const mid = at(0, -16);
    const gem = (list: [number, number][], l: number) =>
      `<polygon points="${points(list)}" fill="${hsl(c.h, 95, l)}"/>`;
    out +=
      gem([top, left, mid], 82) +
      gem([top, mid, right], 64) +
      gem([left, bottom, mid], 55) +
      gem([mid, bottom, right], 40);
  } else {
    // A star for the lower tiers.
    const star: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 ? 5.5 : 13;
      star.push(at(Math.cos(angle) * r, -14 + Math.sin(angle) * r));
    }
    out += `<polygon points="${points(star)}" fill="url(#${id}-metal)"/>`;
  }
  return out;
}

/** Layered feathers on both sides of the emblem. */
function wings(cx: number, cy: number, s: number, id: string, feathers: number): string {
  let side = "";
  for (let i = 0; i < feathers; i++) {
    const y = -26 + i * 13;
    const reach = 78 - i * 11;
    const list: [number, number][] = [
      [30, y],
      [reach, y - 14 + i * 3],
      [reach - 10, y + 6],
      [30, y + 14],
    ];
    side += `<polygon points="${points(list.map(([x, yy]) => [cx + x * s, cy + yy * s]))}" fill="url(#${id}-metal)" opacity="${n(0.95 - i * 0.12)}"/>`;
  }
  return `${side}<g transform="translate(${n(2 * cx)} 0) scale(-1 1)">${side}</g>`;
}

/** Hexagon frame with a stylised operator portrait. */
function avatar(cx: number, cy: number, r: number, hue: number, id: string, defs: string[]): string {
  defs.push(
    verticalGradient(`${id}-bg`, [
      [0, hsl(hue + 30, 70, 45)],
      [1, hsl(hue, 70, 18)],
    ]),
    `<linearGradient id="${id}-rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 90, 75)}"/><stop offset="1" stop-color="${hsl(hue + 40, 90, 50)}"/></linearGradient>`,
    `<clipPath id="${id}-clip"><polygon points="${points(hexagon(cx, cy, r))}"/></clipPath>`,
  );
  const s = r / 50;
  const head = `<g clip-path="url(#${id}-clip)">${rect(cx - r, cy - r, 2 * r, 2 * r, `url(#${id}-bg)`)}
<path d="M${n(cx - 46 * s)} ${n(cy + 60 * s)}Q${n(cx - 40 * s)} ${n(cy + 18 * s)} ${n(cx)} ${n(cy + 14 * s)}Q${n(cx + 40 * s)} ${n(cy + 18 * s)} ${n(cx + 46 * s)} ${n(cy + 60 * s)}Z" fill="${hsl(hue, 30, 10)}"/>
<ellipse cx="${n(cx)}" cy="${n(cy - 6 * s)}" rx="${n(20 * s)}" ry="${n(23 * s)}" fill="${hsl(hue, 25, 14)}"/>
<path d="M${n(cx - 24 * s)} ${n(cy - 8 * s)}Q${n(cx - 24 * s)} ${n(cy - 36 * s)} ${n(cx)} ${n(cy - 36 * s)}Q${n(cx + 24 * s)} ${n(cy - 36 * s)} ${n(cx + 24 * s)} ${n(cy - 8 * s)}Z" fill="${hsl(hue, 20, 22)}"/>
${rect(cx - 17 * s, cy - 9 * s, 34 * s, 9 * s, hsl(hue + 20, 100, 62), { r: 4 * s })}
${rect(cx - 17 * s, cy - 9 * s, 34 * s, 3 * s, "#fff", { r: 2 * s, opacity: 0.5 })}</g>`;
  return `${head}<polygon points="${points(hexagon(cx, cy, r))}" fill="none" stroke="url(#${id}-rim)" stroke-width="${n(r * 0.07)}"/>`;
}

function hexagon(cx: number, cy: number, r: number): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = Math.PI / 6 + (i * Math.PI) / 3;
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as [number, number];
  });
}

/** Hexagonal level badge. */
function levelBadge(cx: number, cy: number, r: number, level: number, hue: number): string {
  return (
    `<polygon points="${points(hexagon(cx, cy, r))}" fill="${hsl(hue, 60, 12)}" stroke="${hsl(hue, 95, 62)}" stroke-width="${n(r * 0.1)}"/>` +
    text("LVL", cx, cy - r * 0.28, r * 0.3, { font: "uiBold", anchor: "middle", opacity: 0.6 }) +
    text(String(level), cx, cy + r * 0.42, r * 0.68, { font: "display", anchor: "middle" })
  );
}

/** The launcher's top bar: game name, tabs with the current one underlined, currencies and level. */
function topBar(w: number, gameName: string, view: number, p: AccountProfile, hue: number): string {
  let out = rect(0, 0, w, 52, hsl(hue, 35, 5, 0.86)) + rect(0, 52, w, 1, hsl(hue, 80, 70, 0.18));
  out += `<polygon points="${points([
    [30, 16],
    [40, 26],
    [30, 36],
    [20, 26],
  ])}" fill="${hsl(hue, 95, 60)}"/>`;
  out += text(gameName.toUpperCase(), 50, 33, 17, { font: "display", maxWidth: 230 });
  const tabs = ["Profile", "Inventory", "Ranked", "History"];
  let x = 320;
  tabs.forEach((tab, i) => {
    const active = i === view;
    const label = tab.toUpperCase();
    const width = label.length * 8.4;
    out += text(label, x, 32, 12.5, { font: "uiBold", tracking: 1, opacity: active ? 1 : 0.45 });
    if (active) out += rect(x, 48, width, 4, hsl(hue, 95, 60), { r: 2 });
    x += width + 34;
  });
  out += coin(720, 26, 8, 45) + text(grouped(p.hours * 11 + 480), 734, 31, 13, { font: "uiBold" });
  out += `<polygon points="${points([
    [812, 18],
    [820, 26],
    [812, 34],
    [804, 26],
  ])}" fill="${hsl(hue + 150, 90, 62)}"/>`;
  out += text(String(p.passLevel * 10 + 50), 826, 31, 13, { font: "uiBold" });
  out += `<circle cx="918" cy="26" r="16" fill="${hsl(hue, 50, 20)}" stroke="${hsl(hue, 95, 62)}" stroke-width="2"/>`;
  out += text(String(p.level), 918, 31, 13, { font: "display", anchor: "middle" });
  return out;
}

/** A stat tile: caption above a big number. */
function statTile(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  hue: number,
): string {
  return (
    rect(x, y, w, h, hsl(hue, 40, 14, 0.55), { r: 8 }) +
    rect(x, y + 12, 3, h - 24, hsl(hue, 95, 60), { r: 1.5 }) +
    caption(label, x + 16, y + Math.min(24, h * 0.34)) +
    text(value, x + 16, y + h - Math.min(16, h * 0.2), Math.min(26, h * 0.36), {
      font: "display",
      maxWidth: w - 28,
    })
  );
}

// ---------------------------------------------------------------------------------------------
// The cover card

function coverCard(art: AccountArt, p: AccountProfile, defs: string[]): string {
  const hue = art.hue;
  const c = tierColour[p.tier];
  let out = rect(12, 12, 336, 456, "none", { r: 16, stroke: hsl(hue, 90, 65, 0.35), strokeWidth: 1.5 });
  out += `<polygon points="${points([
    [28, 30],
    [35, 37],
    [28, 44],
    [21, 37],
  ])}" fill="${hsl(hue, 95, 62)}"/>`;
  out += text(art.gameName.toUpperCase(), 42, 42, 13, {
    font: "uiBold",
    tracking: 1.4,
    maxWidth: 190,
    opacity: 0.9,
  });
  const kindLabel: Record<AccountKind, string> = {
    prime: "PRIME",
    collector: "COLLECTOR",
    battlepass: "BATTLE PASS",
    smurf: "SMURF",
    ranked: "RANKED",
    standard: "ACCOUNT",
  };
  const label = kindLabel[p.kind];
  const pillW = label.length * 7.4 + 22;
  out += rect(336 - pillW, 26, pillW, 22, hsl(hue, 95, 55), { r: 11 });
  out += text(label, 336 - pillW / 2, 41, 11, {
    font: "uiBold",
    anchor: "middle",
    tracking: 0.8,
    fill: hsl(hue, 60, 8),
  });

  out += lightRays(180, 196, 230, c.h);
  out += rankEmblem(180, 196, 175, p.tier, p.division, "acc-cover", defs);
  out += levelBadge(286, 108, 28, p.level, hue);
  out += text(tierLabel(p).toUpperCase(), 180, 340, 34, {
    font: "display",
    anchor: "middle",
    fill: hsl(c.h, c.s, Math.max(70, c.l + 12)),
    maxWidth: 300,
  });
  out += text(`${p.masked}  ·  #${p.discriminator}`, 180, 364, 13, { anchor: "middle", opacity: 0.6 });

  const numbers = coverNumbers(p);
  out += rect(24, 384, 312, 72, hsl(hue, 35, 6, 0.8), { r: 12, stroke: hsl(hue, 80, 70, 0.2) });
  numbers.forEach(([value, name], i) => {
    const x = 24 + 52 + i * 104;
    if (i) out += rect(24 + i * 104, 398, 1, 44, "#fff", { opacity: 0.12 });
    out += text(value, x, 421, 21, { font: "display", anchor: "middle", maxWidth: 96 });
    out += caption(name, x, 442, { anchor: "middle" });
  });
  return out;
}

/** Faint sunburst behind the cover's emblem. */
function lightRays(cx: number, cy: number, r: number, hue: number): string {
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const spread = 0.07;
    rays += `<polygon points="${points([
      [cx, cy],
      [cx + Math.cos(a - spread) * r, cy + Math.sin(a - spread) * r],
      [cx + Math.cos(a + spread) * r, cy + Math.sin(a + spread) * r],
    ])}"/>`;
  }
  return `<g fill="${hsl(hue, 90, 70)}" opacity="0.09">${rays}</g>`;
}

/** The three numbers a buyer of this kind of account looks at first. */
function coverNumbers(p: AccountProfile): [value: string, label: string][] {
  const hours: [string, string] = [`${grouped(p.hours)} h`, "Played"];
  const level: [string, string] = [String(p.level), "Level"];
  const rating: [string, string] = [grouped(p.rating), "Rating"];
  switch (p.kind) {
    case "collector":
      return [[grouped(p.items), "Skins"], hours, level];
    case "battlepass":
      return [[`${p.passLevel}/100`, "Pass tier"], hours, level];
    case "smurf":
      return [level, [p.kd.toFixed(2), "K/D"], rating];
    case "ranked":
      return [rating, [`${Math.round(p.winRate)}%`, "Win rate"], hours];
    default:
      return [hours, level, rating];
  }
}

// ---------------------------------------------------------------------------------------------
// View 0: profile

function profileScreen(p: AccountProfile, hue: number, rnd: Rng, defs: string[]): string {
  const c = tierColour[p.tier];
  let out = panel(24, 72, 300, 444, hue);
  out += avatar(174, 168, 72, hue, "acc-avatar", defs);
  out += levelBadge(236, 222, 22, p.level, hue);
  out += text(p.masked, 174, 282, 26, { font: "display", anchor: "middle", maxWidth: 260 });
  out += `<circle cx="${n(130)}" cy="301" r="4" fill="hsl(140,80%,55%)"/>`;
  out += text(`Online  ·  #${p.discriminator}`, 140, 306, 13, { opacity: 0.65 });
  const xp = between(rnd, 0.2, 0.9);
  out +=
    caption(`Level ${p.level}`, 48, 342) +
    caption(`${Math.round(xp * 100)}% to ${p.level + 1}`, 300, 342, { anchor: "end" });
  out += progressBar(48, 350, 252, 8, xp, hsl(hue, 95, 60));
  const facts: [string, string][] = [
    ["Member since", String(2024 - Math.min(8, Math.ceil(p.hours / 350)))],
    ["Region", pick(rnd, ["EU West", "EU East", "NA East", "Asia"])],
    ["Status", p.kind === "prime" ? "Prime" : p.kind === "smurf" ? "Fresh" : "Verified"],
    ["Skins owned", grouped(p.items)],
  ];
  facts.forEach(([name, value], i) => {
    const y = 392 + i * 30;
    out += rect(48, y + 8, 252, 1, "#fff", { opacity: 0.07 });
    out +=
      text(name, 48, y, 13, { opacity: 0.55 }) + text(value, 300, y, 13, { font: "uiBold", anchor: "end" });
  });

  out += panel(340, 72, 596, 178, hue);
  out += rankEmblem(446, 160, 110, p.tier, p.division, "acc-rank", defs);
  out += caption("Competitive rank", 548, 112);
  out += text(tierLabel(p).toUpperCase(), 548, 150, 32, {
    font: "display",
    fill: hsl(c.h, c.s, Math.max(70, c.l + 10)),
    maxWidth: 196,
  });
  out += text(`${grouped(p.rating)} rating`, 548, 180, 15, { font: "uiBold" });
  out += text(`Peak ${grouped(p.peak)}`, 660, 180, 15, { opacity: 0.55 });
  const pill = `Top ${p.topPercent}%`;
  out += rect(548, 196, pill.length * 8 + 20, 26, hsl(hue, 95, 60, 0.18), {
    r: 13,
    stroke: hsl(hue, 95, 65, 0.6),
  });
  out += text(pill, 558, 214, 13, { font: "uiBold", fill: hsl(hue, 95, 75) });
  out += seasonSparkline(760, 96, 156, 120, hue, rnd);

  const tiles: [string, string][] = [
    ["Hours played", `${grouped(p.hours)} h`],
    ["K/D ratio", p.kd.toFixed(2)],
    ["Win rate", `${p.winRate.toFixed(1)}%`],
    ["Matches", grouped(p.matches)],
    ["Headshots", `${p.headshots.toFixed(1)}%`],
    ["MVP awards", grouped(p.mvp)],
  ];
  tiles.forEach(([name, value], i) => {
    out += statTile(340 + (i % 3) * 201, 262 + Math.floor(i / 3) * 86, 194, 76, name, value, hue);
  });
  out += panel(340, 436, 596, 80, hue);
  out += caption("Last 24 matches", 358, 458);
  for (let i = 0; i < 24; i++) {
    const win = rnd() < p.winRate / 100;
    const hgt = between(rnd, 10, 34);
    out += rect(358 + i * 23.5, 502 - hgt, 15, hgt, win ? "hsl(145,70%,50%)" : "hsl(355,80%,60%)", {
      r: 2,
      opacity: 0.85,
    });
  }
  return out;
}

/** A small rating trend line for the season. */
function seasonSparkline(x: number, y: number, w: number, h: number, hue: number, rnd: Rng): string {
  const list: [number, number][] = [];
  let v = 0.3;
  for (let i = 0; i < 12; i++) {
    v = Math.min(0.95, Math.max(0.05, v + between(rnd, -0.12, 0.2)));
    list.push([x + (i * w) / 11, y + 20 + (1 - v) * (h - 30)]);
  }
  return (
    caption("Season trend", x, y + 8) +
    `<polyline points="${points(list)}" fill="none" stroke="${hsl(hue, 95, 62)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<circle cx="${n(list[11][0])}" cy="${n(list[11][1])}" r="4" fill="#fff"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// View 1: inventory

const rarities = [
  { name: "Common", h: 210, s: 10, l: 62 },
  { name: "Uncommon", h: 140, s: 60, l: 50 },
  { name: "Rare", h: 212, s: 85, l: 58 },
  { name: "Epic", h: 280, s: 75, l: 62 },
  { name: "Legendary", h: 36, s: 95, l: 55 },
  { name: "Mythic", h: 352, s: 85, l: 58 },
] as const;

/** Item outlines in a 120×48 box. */
const itemShapes = {
  Rifle:
    "M4 22L30 18L34 13L72 13L76 17L100 17L100 20L117 20L117 24L100 24L97 29L76 29L70 42L60 42L64 29L52 29L47 43L37 43L41 29L30 29L10 34L4 32Z",
  SMG: "M18 16L28 12L80 12L84 16L104 16L104 21L84 21L80 27L60 27L54 44L44 44L49 27L40 27L36 40L28 40L30 27L18 26Z",
  Pistol: "M26 14L94 14L98 18L98 25L58 25L54 29L50 29L45 44L30 44L36 25L26 25Z",
  Sniper:
    "M2 24L26 20L30 16L40 16L42 10L72 10L74 16L84 16L86 20L119 20L119 23L86 23L84 27L66 27L62 38L54 38L56 27L34 27L12 32L2 30Z",
  Knife:
    "M4 27Q4 21 12 21L44 20L44 33L12 33Q4 33 4 27ZM46 16L50 16L50 18L96 18Q114 20 119 30L50 33L50 37L46 37Z",
  Helmet: "M36 44Q32 4 62 4Q90 4 88 34L80 34L80 44L70 44L70 30L52 30L48 44ZM54 18L84 18L84 26L54 26Z",
  Gloves: "M40 44L40 22L44 10L50 10L50 20L54 6L60 6L60 20L64 7L70 7L70 21L74 12L80 12L80 30L74 44Z",
  Case: "M22 16L98 16L98 44L22 44ZM48 16L48 10L72 10L72 16L66 16L66 13L54 13L54 16Z",
} as const;
type ItemType = keyof typeof itemShapes;

const skinNames = [
  "Neon Viper",
  "Frostbite",
  "Ember Fang",
  "Glacier",
  "Void Runner",
  "Sunburst",
  "Static",
  "Night Bloom",
  "Cobalt Edge",
  "Magma Core",
  "Ghost Ink",
  "Polar Lynx",
  "Acid Rain",
  "Crimson Tide",
  "Starfall",
  "Hex Circuit",
];

function inventoryScreen(p: AccountProfile, hue: number, rnd: Rng, defs: string[]): string {
  let out = panel(24, 72, 190, 444, hue);
  out += text("INVENTORY", 42, 106, 18, { font: "display" });
  out += text(`${grouped(p.items)} items`, 42, 128, 13, { opacity: 0.55 });
  const categories: [string, number][] = [
    ["All items", p.items],
    ["Rifles", 0.22],
    ["Pistols", 0.14],
    ["Knives", 0.06],
    ["Gloves", 0.05],
    ["Outfits", 0.18],
    ["Cases", 0.1],
  ];
  categories.forEach(([name, share], i) => {
    const y = 150 + i * 36;
    const count = i === 0 ? p.items : Math.max(1, Math.round(p.items * share));
    if (i === 0)
      out +=
        rect(34, y, 170, 30, hsl(hue, 90, 60, 0.16), { r: 6 }) + rect(34, y + 6, 3, 18, hsl(hue, 95, 60));
    out += text(name, 48, y + 20, 13.5, { font: i === 0 ? "uiBold" : "ui", opacity: i === 0 ? 1 : 0.7 });
    out += text(grouped(count), 194, y + 20, 12, { anchor: "end", opacity: 0.5 });
  });
  out += rect(42, 418, 154, 1, "#fff", { opacity: 0.1 });
  out += caption("Estimated value", 42, 444);
  out +=
    coin(52, 470, 9, 45) + text(grouped(p.items * between(rnd, 28, 60)), 68, 477, 20, { font: "display" });

  // Rarity legend over the grid.
  let lx = 232;
  for (const rarity of rarities) {
    out += `<circle cx="${n(lx + 5)}" cy="86" r="5" fill="${hsl(rarity.h, rarity.s, rarity.l)}"/>`;
    out += text(rarity.name, lx + 15, 91, 12, { opacity: 0.7 });
    lx += rarity.name.length * 7 + 34;
  }
  out += rect(816, 72, 120, 28, hsl(hue, 35, 8, 0.8), { r: 6, stroke: hsl(hue, 80, 70, 0.2) });
  out += text("Rarity", 830, 91, 12.5, { font: "uiBold" });
  out += `<path d="M912 83l5 5 5-5" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>`;

  const cols = 6;
  const gap = 10;
  const tileW = (936 - 232 - gap * (cols - 1)) / cols;
  const tileH = 128;
  const collector = p.kind === "collector";
  for (let i = 0; i < 18; i++) {
    const x = 232 + (i % cols) * (tileW + gap);
    const y = 112 + Math.floor(i / cols) * (tileH + 12);
    // Collector accounts show mostly top rarities; the grid is sorted by rarity like a real inventory.
    const rarityIndex = Math.max(
      0,
      Math.min(5, Math.round(5 - i / (collector ? 5.5 : 3.6) - between(rnd, 0, collector ? 0.6 : 1.2))),
    );
    out += inventoryTile(x, y, tileW, tileH, rarityIndex, i, rnd, defs);
  }
  return out;
}

function inventoryTile(
  x: number,
  y: number,
  w: number,
  h: number,
  rarityIndex: number,
  index: number,
  rnd: Rng,
  defs: string[],
): string {
  const rarity = rarities[rarityIndex];
  const colour = hsl(rarity.h, rarity.s, rarity.l);
  const type = pick(rnd, Object.keys(itemShapes) as ItemType[]);
  const skinHue = rarity.h + between(rnd, -40, 40);
  const id = `acc-item${index}`;
  defs.push(
    `<radialGradient id="${id}-bg" cx="0.5" cy="0.9" r="0.9"><stop offset="0" stop-color="${hsl(rarity.h, rarity.s, rarity.l * 0.55)}" stop-opacity="0.85"/><stop offset="1" stop-color="${hsl(rarity.h, 30, 8)}" stop-opacity="0.8"/></radialGradient>`,
    `<radialGradient id="${id}-halo"><stop offset="0" stop-color="${colour}" stop-opacity="0.4"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}-skin" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${hsl(skinHue, 80, 70)}"/><stop offset="0.5" stop-color="${hsl(skinHue + 40, 70, 45)}"/><stop offset="1" stop-color="${hsl(skinHue - 30, 85, 62)}"/></linearGradient>`,
  );
  let out = rect(x, y, w, h, `url(#${id}-bg)`, { r: 8, stroke: hsl(rarity.h, rarity.s, rarity.l, 0.35) });
  const scale = (w - 14) / 120;
  out += `<ellipse cx="${n(x + w / 2)}" cy="${n(y + 48)}" rx="${n(w * 0.48)}" ry="34" fill="url(#${id}-halo)"/>`;
  out += `<path d="${itemShapes[type]}" transform="translate(${n(x + 7)} ${n(y + 48 - 24 * scale)}) scale(${scale.toFixed(3)})" fill="url(#${id}-skin)" stroke="${hsl(skinHue, 40, 12)}" stroke-width="1.2"/>`;
  out += rect(x, y + h - 4, w, 4, colour, { r: 2 });
  out += text(type.toUpperCase(), x + 9, y + h - 32, 9, { font: "uiBold", tracking: 0.6, fill: colour });
  out += text(pick(rnd, skinNames), x + 9, y + h - 14, 12, { font: "uiBold", maxWidth: w - 18 });
  if (rnd() < 0.3) {
    const count = `×${Math.floor(between(rnd, 2, 9))}`;
    out += rect(x + w - 30, y + 7, 24, 17, "#000", { r: 8.5, opacity: 0.55 });
    out += text(count, x + w - 18, y + 19.5, 11, { font: "uiBold", anchor: "middle" });
  }
  if (rarityIndex >= 4 && rnd() < 0.5) {
    out += rect(x + 7, y + 7, 30, 16, colour, { r: 4 });
    out += text("ST", x + 22, y + 19, 10, { font: "uiBold", anchor: "middle", fill: "#111" });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// View 2: rank and season

function rankScreen(p: AccountProfile, hue: number, defs: string[]): string {
  const c = tierColour[p.tier];
  const bright = hsl(c.h, c.s, Math.max(70, c.l + 10));
  let out = panel(24, 72, 420, 444, hue);
  out += caption(`Season ${p.season} · Competitive`, 234, 98, { anchor: "middle" });
  out += rankEmblem(234, 246, 200, p.tier, p.division, "acc-big", defs);
  out += text(tierLabel(p).toUpperCase(), 234, 418, 38, {
    font: "display",
    anchor: "middle",
    fill: bright,
    maxWidth: 380,
  });
  out += text(`${grouped(p.rating)} SR`, 234, 448, 18, { font: "uiBold", anchor: "middle" });
  const index = tiers.indexOf(p.tier);
  const floor = tierFloor[index];
  const ceiling = tierFloor[index + 1] ?? floor + 700;
  const share = (p.rating - floor) / (ceiling - floor);
  // The bar runs over the current division; the goal is the next division or the next tier.
  const step = (ceiling - floor) / 3;
  const from = p.division ? floor + step * (3 - p.division) : floor;
  const to = p.division ? from + step : ceiling;
  const goal =
    p.division > 1 ? `${p.tier} ${"I".repeat(p.division - 1)}` : index < 5 ? tiers[index + 1] : "Top 500";
  out += progressBar(64, 470, 340, 10, (p.rating - from) / (to - from), bright);
  out += caption(grouped(Math.round(from)), 64, 500);
  out += caption(`${grouped(Math.max(1, Math.round(to - p.rating)))} to ${goal}`, 404, 500, {
    anchor: "end",
  });

  // Tier ladder of the season.
  out += panel(460, 72, 476, 160, hue);
  out += text(`SEASON ${p.season}`, 480, 106, 20, { font: "display" });
  out += text(`Ends in ${(p.hours % 40) + 6} days`, 916, 104, 13, { anchor: "end", opacity: 0.55 });
  const stepX = (i: number) => 508 + i * 76;
  out += rect(stepX(0), 171, stepX(5) - stepX(0), 4, "#fff", { opacity: 0.12 });
  out += rect(stepX(0), 171, Math.min(stepX(5), stepX(index) + 76 * share) - stepX(0), 4, hsl(hue, 95, 60));
  tiers.forEach((tier, i) => {
    const current = i === index;
    out += rankEmblem(
      stepX(i),
      172,
      current ? 46 : 34,
      tier,
      current ? p.division : 2,
      `acc-step${i}`,
      defs,
      current,
    );
    out += text(tier, stepX(i), 218, 11, {
      font: current ? "uiBold" : "ui",
      anchor: "middle",
      opacity: i <= index ? 1 : 0.4,
    });
  });

  // Season pass track.
  out += panel(460, 246, 476, 130, hue);
  const premium = p.kind === "battlepass";
  out += text(premium ? "PREMIUM PASS" : "SEASON PASS", 480, 278, 15, {
    font: "display",
    fill: premium ? "hsl(44,95%,62%)" : "#fff",
  });
  out += text(`Tier ${p.passLevel} / 100`, 916, 277, 13, { font: "uiBold", anchor: "end" });
  out += progressBar(480, 290, 436, 6, p.passLevel / 100, premium ? "hsl(44,95%,55%)" : hsl(hue, 95, 60));
  const first = Math.max(1, Math.min(92, p.passLevel - 3));
  for (let i = 0; i < 8; i++) {
    const tierNo = first + i;
    const x = 480 + i * 55;
    const owned = tierNo <= p.passLevel;
    const r = rarities[Math.min(5, 1 + ((tierNo * 7) % 5))];
    out += rect(x, 308, 48, 52, hsl(r.h, r.s * 0.6, owned ? 22 : 12, 0.9), {
      r: 6,
      stroke: owned ? hsl(r.h, r.s, r.l) : hsl(0, 0, 100, 0.1),
    });
    out += `<polygon points="${points([
      [x + 24, 318],
      [x + 33, 327],
      [x + 24, 336],
      [x + 15, 327],
    ])}" fill="${hsl(r.h, r.s, r.l)}" opacity="${owned ? 1 : 0.4}"/>`;
    out += text(String(tierNo), x + 24, 354, 10.5, {
      font: "uiBold",
      anchor: "middle",
      opacity: owned ? 0.9 : 0.4,
    });
    if (owned) out += check(x + 35, 310, 9, "hsl(145,80%,60%)");
  }

  const stats: [string, string][] = [
    ["Ranked wins", grouped(Math.round(p.matches * 0.18 * (p.winRate / 100)))],
    ["Peak rating", grouped(p.peak)],
    ["Leaderboard", `Top ${p.topPercent}%`],
    ["Win streak", String(Math.round(p.kd * 5))],
  ];
  stats.forEach(([name, value], i) => {
    out += statTile(460 + (i % 2) * 242, 390 + Math.floor(i / 2) * 66, 234, 60, name, value, hue);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// View 3: match history

const maps = [
  "Dustline",
  "Harbor Nine",
  "Frostyard",
  "Canal Row",
  "Old Foundry",
  "Skyport",
  "Red Quarry",
  "Vault 3",
];

function historyScreen(gameName: string, p: AccountProfile, hue: number, rnd: Rng, defs: string[]): string {
  const royale = /royale|battle|survival/i.test(gameName);
  let out = panel(24, 72, 600, 444, hue);
  out += text("MATCH HISTORY", 44, 106, 18, { font: "display" });
  out += text(`${grouped(p.matches)} matches`, 604, 105, 13, { anchor: "end", opacity: 0.55 });
  const columns: [string, number][] = [
    ["Result", 56],
    ["Map", 150],
    ["Mode", 290],
    [royale ? "Place" : "Score", 390],
    ["K / D / A", 470],
    ["Rating", 604],
  ];
  for (const [name, x] of columns) out += caption(name, x, 134, name === "Rating" ? { anchor: "end" } : {});
  let rating = p.rating;
  for (let i = 0; i < 8; i++) {
    const y = 146 + i * 45;
    const win = rnd() < p.winRate / 100 + 0.05;
    const colour = win ? "hsl(145,70%,50%)" : "hsl(355,80%,60%)";
    out += rect(36, y, 576, 39, win ? "hsl(145,60%,40%)" : "hsl(355,60%,45%)", { r: 6, opacity: 0.12 });
    out += rect(36, y, 4, 39, colour, { r: 2 });
    out += text(win ? "WIN" : "LOSS", 56, y + 25, 13, { font: "uiBold", fill: colour });
    out += text(pick(rnd, maps), 150, y + 25, 13.5, { font: "uiBold" });
    out += text(
      pick(rnd, royale ? ["Solo", "Duo", "Squad"] : ["Ranked", "Ranked", "Duel", "Premier"]),
      290,
      y + 25,
      13,
      {
        opacity: 0.65,
      },
    );
    const mine = Math.floor(between(rnd, 2, 13));
    const score = royale
      ? `#${win ? 1 : Math.floor(between(rnd, 2, 18))}`
      : win
        ? `13 : ${Math.min(11, mine)}`
        : `${Math.min(11, mine)} : 13`;
    out += text(score, 390, y + 25, 14, { font: "display" });
    const kills = Math.round(between(rnd, 8, 30) * (win ? 1.1 : 0.8));
    out += text(
      `${kills} / ${Math.round(kills / p.kd)} / ${Math.floor(between(rnd, 1, 9))}`,
      470,
      y + 25,
      13.5,
    );
    const delta = Math.round(between(rnd, 12, 28)) * (win ? 1 : -1);
    out += text(`${delta > 0 ? "+" : ""}${delta}`, 604, y + 25, 14, {
      font: "display",
      anchor: "end",
      fill: colour,
    });
    rating -= delta;
  }

  out += panel(640, 72, 296, 214, hue);
  out += caption("Win rate · last 20", 660, 100);
  out += donut(736, 184, 58, p.winRate / 100, hue);
  const wins = Math.round((20 * p.winRate) / 100);
  out += text(`${wins}`, 830, 172, 26, { font: "display", fill: "hsl(145,70%,55%)" });
  out += caption("Wins", 830, 190);
  out += text(`${20 - wins}`, 830, 236, 26, { font: "display", fill: "hsl(355,80%,65%)" });
  out += caption("Losses", 830, 254);

  out += panel(640, 300, 296, 216, hue);
  out += caption("Rating", 660, 328);
  out += text(grouped(p.rating), 916, 330, 18, { font: "display", anchor: "end" });
  out += ratingChart(660, 344, 256, 150, rating, p.rating, hue, rnd, defs);
  return out;
}

function donut(cx: number, cy: number, r: number, share: number, hue: number): string {
  const length = 2 * Math.PI * r;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="hsl(355,70%,55%)" stroke-opacity="0.55" stroke-width="14"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${hsl(hue, 95, 60)}" stroke-width="14" stroke-dasharray="${n(length * share)} ${n(length)}" transform="rotate(-90 ${cx} ${cy})"/>` +
    text(`${Math.round(share * 100)}%`, cx, cy + 10, 28, { font: "display", anchor: "middle" })
  );
}

/** Rating over the last matches, an area under a line, ending at the current rating. */
function ratingChart(
  x: number,
  y: number,
  w: number,
  h: number,
  start: number,
  end: number,
  hue: number,
  rnd: Rng,
  defs: string[],
): string {
  const values: number[] = [];
  for (let i = 0; i < 16; i++) {
    const t = i / 15;
    values.push(start + (end - start) * t + (i && i < 15 ? between(rnd, -18, 18) : 0));
  }
  const min = Math.min(...values) - 20;
  const max = Math.max(...values) + 20;
  const list = values.map((v, i): [number, number] => [
    x + (i * w) / 15,
    y + h - ((v - min) / (max - min)) * h,
  ]);
  defs.push(
    verticalGradient("acc-area", [
      [0, hsl(hue, 95, 60, 0.45)],
      [1, hsl(hue, 95, 60, 0)],
    ]),
  );
  let out = "";
  for (let i = 0; i <= 3; i++) out += rect(x, y + (i * h) / 3, w, 1, "#fff", { opacity: 0.07 });
  out += `<polygon points="${points([...list, [x + w, y + h], [x, y + h]])}" fill="url(#acc-area)"/>`;
  out += `<polyline points="${points(list)}" fill="none" stroke="${hsl(hue, 95, 62)}" stroke-width="2.5" stroke-linejoin="round"/>`;
  const last = list[list.length - 1];
  out += `<circle cx="${n(last[0])}" cy="${n(last[1])}" r="5" fill="#fff" stroke="${hsl(hue, 95, 60)}" stroke-width="3"/>`;
  return out;
}
