import { hero, soldier } from "./figures.server";
import { touchControls, type GameLook } from "./game-art.server";
import { textPath } from "./glyphs.server";
import { between, hashNumber, hsl, n, pick, rect, rngFrom, type Rng, svgDocument } from "./kit.server";
import { button, chip, labelPlate, type MenuStyle, slider, toggle, windowFrame } from "./overlay-ui.server";
import { frameOf, sceneBody, sceneDefs, type SceneFrame } from "./scenes.server";

/**
 * Gallery pictures of a cheat: what it draws over its game (ESP boxes with names, distances and
 * health, loot labels, the aimbot's field of view, a radar, the list of bound keys) and its
 * in-game menu with the option groups of its own feature list. Spoofers show their tool window,
 * DMA cheats the radar on the second computer.
 */

export interface CheatLook {
  slug: string;
  name: string;
  /** English feature names in the cheat's order; hardware components are left out. */
  features: string[];
  kind: "cheat" | "spoofer" | "dma-cheat";
  game: GameLook;
}

/** The cheat's own colour, from its slug: two Phantom builds never share a menu colour. */
export function cheatAccentHue(slug: string): number {
  return hashNumber(`accent:${slug}`) % 360;
}

function menuStyle(accentHue: number): MenuStyle {
  return {
    accent: hsl(accentHue, 85, 58),
    panel: hsl(accentHue + 200, 18, 9, 0.94),
    text: hsl(0, 0, 92),
    muted: hsl(0, 0, 55),
  };
}

const handles = [
  "Vex_91",
  "kr4ken",
  "NoScope",
  "Ghost",
  "m1rage",
  "Tundra",
  "xXSniperXx",
  "Dusk",
  "Reaper7",
  "lynx",
  "Brick",
  "0xF00D",
  "Falcon",
  "Viper",
  "Nomad",
];
const lootNames = [
  { label: "Medkit", hue: 130 },
  { label: "Rifle 5.56", hue: 45 },
  { label: "Armor III", hue: 280 },
  { label: "Backpack", hue: 200 },
  { label: "Ammo x60", hue: 45 },
  { label: "Keycard", hue: 0 },
  { label: "Scope 4x", hue: 280 },
];

interface Target {
  box: { x: number; y: number; w: number; h: number };
  head: { x: number; y: number };
  distance: number;
  health: number;
  name: string;
}

/** Enemies standing at different depths of a first-person view. */
function placeTargets(
  frame: SceneFrame,
  count: number,
  hero3d: boolean,
  nearest = 0.15,
): { svg: string; targets: Target[] } {
  const { width: w, height: h, horizon, rnd } = frame;
  let svg = "";
  const targets: Target[] = [];
  const slots = Array.from({ length: count }, (_, i) => (i + between(rnd, 0.15, 0.85)) / count);
  // Every target gets a different name; the list of bound keys sits on the left quarter.
  const names = [...handles];
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [names[i], names[j]] = [names[j], names[i]];
  }
  for (const slot of slots) {
    const depth = between(rnd, nearest, 1);
    const height = h * (0.09 + depth * 0.3);
    const y = horizon + (h - horizon) * depth * 0.55 + height * 0.1;
    const x = w * (0.3 + slot * 0.6);
    const figure = hero3d
      ? hero(x, y, height, "#0b0c10", hsl(between(rnd, 0, 360), 90, 60), rnd() < 0.5)
      : soldier(
          x,
          y,
          height,
          "#0b0c10",
          pick(rnd, ["aim", "run", "crouch", "stand"] as const),
          rnd() < 0.5 ? 1 : -1,
        );
    svg += figure.svg;
    targets.push({
      box: figure.box,
      head: figure.head,
      distance: Math.round(12 + (1 - depth) * 280 + rnd() * 20),
      health: Math.round(between(rnd, 0.2, 1) * 100),
      name: names[targets.length % names.length],
    });
  }
  return { svg, targets };
}

/** Box, name, distance and health bar around one target; a skeleton when asked. */
function espFor(target: Target, colour: string, size: number, skeleton: boolean): string {
  const { x, y, w, h } = target.box;
  const corner = Math.min(w, h) * 0.28;
  const brackets = `<path d="M${n(x)} ${n(y + corner)} V${n(y)} H${n(x + corner)} M${n(x + w - corner)} ${n(y)} H${n(x + w)} V${n(y + corner)} M${n(x + w)} ${n(y + h - corner)} V${n(y + h)} H${n(x + w - corner)} M${n(x + corner)} ${n(y + h)} H${n(x)} V${n(y + h - corner)}" stroke="${colour}" stroke-width="2" fill="none"/>`;
  const share = target.health / 100;
  const bar =
    rect(x - 7, y, 4, h, "#000", { opacity: 0.7 }) +
    rect(x - 7, y + h * (1 - share), 4, h * share, hsl(share * 120, 90, 50));
  const bones = skeleton
    ? `<path d="M${n(target.head.x)} ${n(target.head.y)} V${n(y + h * 0.52)} M${n(target.head.x - w * 0.3)} ${n(y + h * 0.3)} H${n(target.head.x + w * 0.3)} M${n(target.head.x)} ${n(y + h * 0.52)} L${n(x + w * 0.25)} ${n(y + h)} M${n(target.head.x)} ${n(y + h * 0.52)} L${n(x + w * 0.75)} ${n(y + h)}" stroke="#fff" stroke-width="1.5" opacity="0.85" fill="none"/>`
    : "";
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${colour}" opacity="0.08"/>` +
    brackets +
    bar +
    bones +
    labelPlate(target.name, x + w / 2, y - size * 0.6, size, "#fff") +
    labelPlate(`${target.distance} m`, x + w / 2, y + h + size * 1.4, size * 0.9, colour)
  );
}

function radar(frame: SceneFrame, targets: Target[], colour: string, loot: boolean): string {
  const { width: w, height: h, rnd } = frame;
  const r = h * 0.15;
  const cx = w - r - h * 0.04;
  const cy = r + h * 0.04;
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#000" opacity="0.6" stroke="${colour}" stroke-width="1.5"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.5)}" fill="none" stroke="#fff" stroke-opacity="0.2"/><path d="M${n(cx - r)} ${n(cy)} H${n(cx + r)} M${n(cx)} ${n(cy - r)} V${n(cy + r)}" stroke="#fff" stroke-opacity="0.2"/>`;
  out += `<path d="M${n(cx)} ${n(cy)} L${n(cx - r * 0.55)} ${n(cy - r * 0.85)} A${n(r)} ${n(r)} 0 0 1 ${n(cx + r * 0.55)} ${n(cy - r * 0.85)}Z" fill="${colour}" opacity="0.18"/>`;
  out += `<path d="M${n(cx)} ${n(cy - 7)} L${n(cx + 5)} ${n(cy + 5)} L${n(cx)} ${n(cy + 2)} L${n(cx - 5)} ${n(cy + 5)}Z" fill="#fff"/>`;
  for (const t of targets) {
    const dx = ((t.box.x + t.box.w / 2) / w - 0.5) * r * 1.4;
    const dy = -Math.min(0.9, t.distance / 320) * r;
    out += `<circle cx="${n(cx + dx)}" cy="${n(cy + dy)}" r="3.5" fill="${hsl(0, 90, 58)}"/>`;
  }
  for (let i = 0; i < 3; i++)
    out += `<circle cx="${n(cx + between(rnd, -0.6, 0.6) * r)}" cy="${n(cy + between(rnd, -0.6, 0.6) * r)}" r="3" fill="${hsl(210, 90, 60)}"/>`;
  if (loot)
    for (let i = 0; i < 4; i++)
      out += `<rect x="${n(cx + between(rnd, -0.6, 0.6) * r)}" y="${n(cy + between(rnd, -0.6, 0.6) * r)}" width="4" height="4" fill="${hsl(50, 100, 60)}"/>`;
  return out;
}

function lootLabels(frame: SceneFrame, size: number, count: number): string {
  const { width: w, height: h, horizon, rnd } = frame;
  let out = "";
  for (let i = 0; i < count; i++) {
    const item = pick(rnd, lootNames);
    // Labels run to the right of their marker: keep them inside the picture.
    const x = between(rnd, 0.08, 0.62) * w;
    const y = horizon + between(rnd, 0.1, 0.6) * (h - horizon);
    const colour = hsl(item.hue, 90, 62);
    out += `<path d="M${n(x)} ${n(y - 6)} l6 6 l-6 6 l-6 -6Z" fill="${colour}"/>`;
    out += labelPlate(
      `${item.label} · ${Math.round(between(rnd, 6, 90))} m`,
      x + 12,
      y + size * 0.4,
      size * 0.9,
      colour,
      "start",
    );
  }
  return out;
}

/** The features a cheat has bound to keys, as the small list cheats draw in a corner. */
function keybindList(cheat: CheatLook, x: number, y: number, size: number, colour: string): string {
  const keys = ["MOUSE5", "ALT", "F2", "F3", "INS", "F6"];
  const rows = cheat.features.slice(0, 5);
  const width = size * 13;
  let out =
    rect(x, y, width, size * (2.4 + rows.length * 1.6), "#000", { r: 6, opacity: 0.55 }) +
    rect(x, y, width, 2, colour);
  out += textPath("Keybinds", { x: x + size * 0.7, y: y + size * 1.5, size, font: "uiBold", fill: "#fff" });
  rows.forEach((feature, i) => {
    const ry = y + size * (3.1 + i * 1.6);
    out += textPath(feature, {
      x: x + size * 0.7,
      y: ry,
      size: size * 0.9,
      fill: "#ddd",
      maxWidth: width * 0.5,
    });
    out += textPath(`[${keys[i]}]`, {
      x: x + width - size * 3.1,
      y: ry,
      size: size * 0.8,
      fill: "#999",
      anchor: "end",
    });
    out += textPath("on", {
      x: x + width - size * 0.7,
      y: ry,
      size: size * 0.85,
      font: "uiBold",
      fill: colour,
      anchor: "end",
    });
  });
  return out;
}

/** The game's own heads-up display and the weapon in hand. */
function gameHud(frame: SceneFrame, size: number, rnd: Rng): string {
  const { width: w, height: h } = frame;
  const ammo = Math.round(between(rnd, 8, 30));
  return (
    `<path d="M${n(w * 0.66)} ${n(h)} L${n(w * 0.7)} ${n(h * 0.8)} L${n(w * 0.8)} ${n(h * 0.74)} L${n(w * 0.84)} ${n(h * 0.76)} L${n(w * 0.86)} ${n(h * 0.86)} L${n(w * 0.92)} ${n(h)}Z" fill="#08090c"/>` +
    `<path d="M${n(w * 0.78)} ${n(h * 0.745)} L${n(w * 0.79)} ${n(h * 0.7)} L${n(w * 0.81)} ${n(h * 0.7)} L${n(w * 0.815)} ${n(h * 0.74)}Z" fill="#08090c"/>` +
    textPath(`${ammo} / 120`, {
      x: w - size,
      y: h - size,
      size: size * 1.6,
      font: "display",
      fill: "#fff",
      anchor: "end",
      opacity: 0.9,
    }) +
    rect(size, h - size * 2.2, w * 0.18, size * 0.7, "#000", { opacity: 0.5, r: 3 }) +
    rect(size, h - size * 2.2, w * 0.18 * between(rnd, 0.55, 1), size * 0.7, hsl(120, 70, 50), { r: 3 }) +
    `<path d="M${n(w / 2 - 9)} ${n(h / 2)} h6 M${n(w / 2 + 3)} ${n(h / 2)} h6 M${n(w / 2)} ${n(h / 2 - 9)} v6 M${n(w / 2)} ${n(h / 2 + 3)} v6" stroke="#fff" stroke-width="2"/>`
  );
}

/** A first-person moment of the game with everything the cheat draws over it. */
function gameplayShot(cheat: CheatLook, variant: number, w: number, h: number): string {
  const rnd = rngFrom(`cheat:${cheat.slug}:${variant}:${w}x${h}`);
  const frame = frameOf(w, h, between(rnd, 0.44, 0.52), rnd, cheat.game.setting, cheat.game.hue, "c");
  const accentHue = cheatAccentHue(cheat.slug);
  const colour = hsl(accentHue, 95, 60);
  // A card preview is seen at a third of its size: fewer, larger targets and labels, and no
  // key list or watermark (the card's status pill sits in that corner).
  const compact = w <= 640;
  const size = compact ? h * 0.045 : Math.max(11, h * 0.026);
  const has = (feature: string) => cheat.features.includes(feature);
  const hero3d = cheat.game.genre === "moba";
  const { svg: figures, targets } = placeTargets(
    frame,
    compact ? 2 : variant === 2 ? 4 : 3,
    hero3d,
    compact ? 0.55 : 0.15,
  );
  let overlay = "";
  if (has("ESP") || has("Loot ESP")) {
    for (const t of targets) overlay += espFor(t, colour, size, variant === 1 || variant === 3);
  }
  if (has("Loot ESP") || has("Loot")) overlay += lootLabels(frame, size, compact ? 2 : 4);
  if (has("Aimbot")) {
    const target = targets.reduce((best, t) =>
      Math.abs(t.head.x - w / 2) < Math.abs(best.head.x - w / 2) ? t : best,
    );
    overlay += `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(h * 0.17)}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5"/>`;
    overlay += `<line x1="${n(w / 2)}" y1="${n(h / 2)}" x2="${n(target.head.x)}" y2="${n(target.head.y)}" stroke="${colour}" stroke-width="1.5"/><circle cx="${n(target.head.x)}" cy="${n(target.head.y)}" r="${n(size * 0.5)}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  }
  if (has("Radar")) overlay += radar(frame, targets, colour, has("Loot ESP") || has("Loot"));
  if (!compact) overlay += keybindList(cheat, size, h * 0.2, size, colour);
  const watermark = `${cheat.name}${has("Stream-proof") ? "  ·  stream-proof" : ""}  ·  144 fps`;
  if (!compact)
    overlay +=
      rect(size, size * 0.8, Math.min(w * 0.6, watermark.length * size * 0.62 + size * 2), size * 2, "#000", {
        r: 4,
        opacity: 0.6,
      }) +
      rect(size, size * 0.8, 3, size * 2, colour) +
      textPath(watermark, {
        x: size * 1.8,
        y: size * 2.25,
        size: size * 0.95,
        font: "uiBold",
        fill: "#fff",
        maxWidth: w * 0.55,
      });
  const defs = sceneDefs(frame);
  const body =
    sceneBody(frame, cheat.game.setting) +
    figures +
    (cheat.game.mobile ? touchControls(w, h, colour, !has("Radar")) : gameHud(frame, size, rnd)) +
    overlay;
  return svgDocument(w, h, body, defs);
}

interface MenuOption {
  kind: "toggle" | "slider" | "chip" | "colour";
  label: string;
  value?: string;
  on?: boolean;
  share?: number;
}

/** The options a feature's group shows in the menu. */
function optionsOf(feature: string, rnd: Rng, accent: string): MenuOption[] {
  const fov = between(rnd, 4, 15).toFixed(1);
  switch (feature) {
    case "Aimbot":
      return [
        { kind: "toggle", label: "Enable", on: true },
        { kind: "chip", label: "Target bone", value: pick(rnd, ["Head", "Neck", "Chest"]) },
        { kind: "slider", label: "FOV", value: `${fov}°`, share: Number(fov) / 20 },
        {
          kind: "slider",
          label: "Smoothing",
          value: between(rnd, 2, 8).toFixed(1),
          share: between(rnd, 0.2, 0.8),
        },
        { kind: "toggle", label: "Visible check", on: true },
        { kind: "chip", label: "Hotkey", value: "MOUSE5" },
      ];
    case "ESP":
      return [
        { kind: "toggle", label: "Boxes", on: true },
        { kind: "toggle", label: "Names", on: true },
        { kind: "toggle", label: "Distance", on: true },
        { kind: "toggle", label: "Health bars", on: true },
        { kind: "toggle", label: "Skeleton", on: rnd() < 0.5 },
        { kind: "colour", label: "Enemy colour", value: accent },
        {
          kind: "slider",
          label: "Max distance",
          value: `${Math.round(between(rnd, 250, 600))} m`,
          share: between(rnd, 0.4, 0.9),
        },
      ];
    case "Loot ESP":
    case "Loot":
      return [
        { kind: "toggle", label: "Weapons", on: true },
        { kind: "toggle", label: "Ammo", on: true },
        { kind: "toggle", label: "Medical", on: true },
        { kind: "toggle", label: "Rare only", on: false },
        {
          kind: "slider",
          label: "Max distance",
          value: `${Math.round(between(rnd, 80, 200))} m`,
          share: between(rnd, 0.3, 0.7),
        },
      ];
    case "Radar":
      return [
        { kind: "toggle", label: "Overlay radar", on: true },
        {
          kind: "slider",
          label: "Zoom",
          value: `${between(rnd, 1, 3).toFixed(1)}x`,
          share: between(rnd, 0.3, 0.7),
        },
        { kind: "toggle", label: "Show loot", on: rnd() < 0.6 },
        {
          kind: "slider",
          label: "Size",
          value: `${Math.round(between(rnd, 160, 260))} px`,
          share: between(rnd, 0.4, 0.8),
        },
      ];
    case "Triggerbot":
      return [
        { kind: "toggle", label: "Enable", on: true },
        {
          kind: "slider",
          label: "Delay",
          value: `${Math.round(between(rnd, 20, 80))} ms`,
          share: between(rnd, 0.2, 0.6),
        },
        { kind: "chip", label: "Hotkey", value: "ALT" },
      ];
    case "No recoil":
      return [
        { kind: "toggle", label: "Enable", on: true },
        {
          kind: "slider",
          label: "Strength",
          value: `${Math.round(between(rnd, 60, 100))} %`,
          share: between(rnd, 0.6, 1),
        },
      ];
    case "Stream-proof":
      return [
        { kind: "toggle", label: "Hide from capture", on: true },
        { kind: "toggle", label: "Hide watermark", on: false },
      ];
    case "Spoofer":
      return [
        { kind: "toggle", label: "Disk serials", on: true },
        { kind: "toggle", label: "MAC address", on: true },
        { kind: "toggle", label: "SMBIOS", on: true },
        { kind: "toggle", label: "GPU id", on: rnd() < 0.5 },
      ];
    case "Trace cleaner":
      return [
        { kind: "toggle", label: "Clean on launch", on: true },
        { kind: "chip", label: "Last clean", value: `${Math.round(between(rnd, 90, 400))} entries` },
      ];
    default:
      return [{ kind: "toggle", label: "Enable", on: true }];
  }
}

/** The cheat's menu over its game, with its features as tabs and two groups open. */
function menuShot(cheat: CheatLook, w: number, h: number): string {
  const rnd = rngFrom(`menu:${cheat.slug}:${w}x${h}`);
  const frame = frameOf(w, h, 0.5, rnd, cheat.game.setting, cheat.game.hue, "m");
  const accentHue = cheatAccentHue(cheat.slug);
  const style = menuStyle(accentHue);
  const size = Math.max(11, h * 0.027);
  const mw = Math.min(w * 0.76, h * 1.5);
  const mh = h * 0.8;
  const mx = (w - mw) / 2;
  const my = (h - mh) / 2;
  const win = windowFrame(cheat.name, mx, my, mw, mh, style, size * 1.3);
  const sideW = mw * 0.24;
  let ui = win.svg + rect(mx, win.contentY, sideW, mh - (win.contentY - my), hsl(0, 0, 100, 0.03));
  const tabs = [...cheat.features, "Configs"];
  tabs.forEach((tab, i) => {
    const ty = win.contentY + size * (1.4 + i * 2.4);
    if (i === 0)
      ui +=
        rect(mx + size * 0.5, ty - size * 1.1, sideW - size, size * 2, style.accent, {
          r: 5,
          opacity: 0.25,
        }) + rect(mx + size * 0.5, ty - size * 1.1, 3, size * 2, style.accent);
    ui += textPath(tab, {
      x: mx + size * 1.4,
      y: ty + size * 0.3,
      size,
      font: i === 0 ? "uiBold" : "ui",
      fill: i === 0 ? "#fff" : style.muted,
      maxWidth: sideW - size * 2,
    });
  });
  const groups = cheat.features.slice(0, 2);
  const colW = (mw - sideW - size * 3) / 2;
  groups.forEach((feature, g) => {
    const gx = mx + sideW + size + g * (colW + size);
    let gy = win.contentY + size * 1.8;
    ui += textPath(feature.toUpperCase(), {
      x: gx,
      y: gy,
      size: size * 0.8,
      font: "uiBold",
      fill: style.accent,
      tracking: 1,
    });
    gy += size * 1.8;
    for (const option of optionsOf(feature, rnd, style.accent)) {
      if (gy > my + mh - size * 4) break;
      if (option.kind === "toggle") ui += toggle(option.label, option.on ?? false, gx, gy, colW, size, style);
      else if (option.kind === "slider")
        ui += slider(
          option.label,
          option.value ?? "",
          option.share ?? 0.5,
          gx,
          gy - size * 0.3,
          colW,
          size,
          style,
        );
      else if (option.kind === "colour")
        ui += chip(option.label, "", gx, gy, colW, size, style, option.value);
      else ui += chip(option.label, option.value ?? "", gx, gy, colW, size, style);
      gy += option.kind === "slider" ? size * 2.8 : size * 2.2;
    }
  });
  ui += textPath(`Config: ${pick(rnd, ["legit", "rage", "default", "streamer"])}.cfg`, {
    x: mx + sideW + size,
    y: my + mh - size * 1.2,
    size: size * 0.85,
    fill: style.muted,
  });
  ui += button("Save", mx + mw - size * 6.5, my + mh - size * 2.6, size * 5.5, size * 2, style);
  const body =
    sceneBody(frame, cheat.game.setting) +
    `<rect width="${w}" height="${h}" fill="#000" opacity="0.5"/>` +
    ui;
  return svgDocument(w, h, body, sceneDefs(frame));
}

/** A spoofer's window: the hardware identifiers before and after. */
function spooferShot(cheat: CheatLook, variant: number, w: number, h: number): string {
  const rnd = rngFrom(`spoofer:${cheat.slug}:${variant}:${w}x${h}`);
  const style = menuStyle(cheatAccentHue(cheat.slug));
  const size = Math.max(11, h * 0.026);
  const mw = Math.min(w * 0.8, h * 1.55);
  const mh = h * 0.78;
  const mx = (w - mw) / 2;
  const my = (h - mh) / 2;
  const hex = (length: number) =>
    Array.from({ length }, () => "0123456789ABCDEF"[Math.floor(rnd() * 16)]).join("");
  const win = windowFrame(cheat.name, mx, my, mw, mh, style, size * 1.3);
  let ui = win.svg;
  if (variant % 2 === 0) {
    const rows = [
      "Disk 0 serial",
      "Disk 1 serial",
      "SMBIOS UUID",
      "Baseboard serial",
      "MAC address",
      "GPU id",
      "Monitor serial",
    ];
    const cols = [mx + size * 1.2, mx + mw * 0.34, mx + mw * 0.62, mx + mw - size * 1.2];
    let y = win.contentY + size * 2;
    ["Identifier", "Original", "Now", "State"].forEach(
      (c, i) =>
        (ui += textPath(c, {
          x: cols[i],
          y,
          size: size * 0.8,
          font: "uiBold",
          fill: style.muted,
          anchor: i === 3 ? "end" : "start",
        })),
    );
    for (const row of rows) {
      y += size * 2;
      ui += rect(
        mx + size * 0.6,
        y - size * 1.3,
        mw - size * 1.2,
        size * 1.8,
        hsl(0, 0, 100, rows.indexOf(row) % 2 ? 0.02 : 0.05),
        { r: 4 },
      );
      ui += textPath(row, { x: cols[0], y, size: size * 0.9, fill: style.text });
      ui += textPath(`${hex(4)}-••••-••••`, { x: cols[1], y, size: size * 0.9, fill: style.muted });
      ui += textPath(`${hex(4)}-${hex(4)}-${hex(4)}`, { x: cols[2], y, size: size * 0.9, fill: style.text });
      ui += textPath("spoofed", {
        x: cols[3],
        y,
        size: size * 0.85,
        font: "uiBold",
        fill: hsl(140, 80, 55),
        anchor: "end",
      });
    }
    ui += button("Spoof again", mx + mw - size * 10, my + mh - size * 2.8, size * 8.8, size * 2, style);
    ui += textPath(`Session ${hex(6)} · survives reboot`, {
      x: mx + size * 1.2,
      y: my + mh - size * 1.4,
      size: size * 0.85,
      fill: style.muted,
    });
  } else {
    let y = win.contentY + size * 2;
    ui += textPath("TRACE CLEANER", {
      x: mx + size * 1.2,
      y,
      size: size * 0.85,
      font: "uiBold",
      fill: style.accent,
      tracking: 1,
    });
    const lines = [
      "Scanning registry for game traces…",
      `Removed ${Math.round(between(rnd, 40, 160))} registry keys`,
      `Removed ${Math.round(between(rnd, 10, 60))} cache files`,
      "Prefetch entries cleared",
      "Event log entries cleared",
      `Network adapters reset (${Math.round(between(rnd, 1, 3))})`,
      "Done — safe to launch",
    ];
    for (const [i, line] of lines.entries()) {
      y += size * 1.9;
      ui += textPath(`› ${line}`, {
        x: mx + size * 1.2,
        y,
        size: size * 0.95,
        fill: i === lines.length - 1 ? hsl(140, 80, 60) : style.text,
      });
    }
    ui +=
      rect(mx + size * 1.2, my + mh - size * 3, mw - size * 2.4, size * 0.6, hsl(0, 0, 25), { r: 3 }) +
      rect(mx + size * 1.2, my + mh - size * 3, mw - size * 2.4, size * 0.6, style.accent, { r: 3 });
  }
  const backdrop =
    `<rect width="${w}" height="${h}" fill="${hsl(cheatAccentHue(cheat.slug) + 200, 30, 10)}"/>` +
    `<circle cx="${n(w * 0.2)}" cy="${n(h * 0.2)}" r="${n(h * 0.6)}" fill="${style.accent}" opacity="0.08"/>`;
  return svgDocument(w, h, backdrop + ui);
}

/** A DMA cheat's radar, shown in a browser on the second computer. */
function webRadarShot(cheat: CheatLook, w: number, h: number): string {
  const rnd = rngFrom(`webradar:${cheat.slug}:${w}x${h}`);
  const style = menuStyle(cheatAccentHue(cheat.slug));
  const size = Math.max(11, h * 0.026);
  const win = windowFrame(`${cheat.name} — radar on the second PC`, 0, 0, w, h, style, size * 1.2);
  const mapX = size;
  const mapY = win.contentY + size;
  const mapW = w * 0.72;
  const mapH = h - mapY - size;
  let map = rect(mapX, mapY, mapW, mapH, hsl(cheat.game.hue + 90, 18, 22), { r: 6 });
  for (let i = 0; i < 3; i++)
    map += rect(mapX, mapY + between(rnd, 0.1, 0.9) * mapH, mapW, size * 0.8, hsl(40, 10, 35));
  for (let i = 0; i < 2; i++)
    map += rect(mapX + between(rnd, 0.1, 0.9) * mapW, mapY, size * 0.8, mapH, hsl(40, 10, 35));
  for (let i = 0; i < 16; i++)
    map += rect(
      mapX + between(rnd, 0.02, 0.9) * mapW,
      mapY + between(rnd, 0.02, 0.9) * mapH,
      between(rnd, 20, 70),
      between(rnd, 16, 50),
      hsl(0, 0, 40),
      { r: 2 },
    );
  const players: string[] = [];
  const me = { x: mapX + mapW * 0.5, y: mapY + mapH * 0.6 };
  map += `<path d="M${n(me.x)} ${n(me.y - 10)} L${n(me.x + 7)} ${n(me.y + 7)} L${n(me.x)} ${n(me.y + 3)} L${n(me.x - 7)} ${n(me.y + 7)}Z" fill="${style.accent}"/><circle cx="${n(me.x)}" cy="${n(me.y)}" r="${n(mapH * 0.3)}" fill="none" stroke="${style.accent}" stroke-opacity="0.3"/>`;
  for (let i = 0; i < 6; i++) {
    const x = mapX + between(rnd, 0.1, 0.9) * mapW;
    const y = mapY + between(rnd, 0.1, 0.9) * mapH;
    const enemy = i < 4;
    const name = pick(rnd, handles);
    const distance = Math.round(Math.hypot(x - me.x, y - me.y) * 1.5);
    players.push(`${enemy ? "Enemy" : "Team"}  ${name}  ${distance} m`);
    map += `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${enemy ? hsl(0, 90, 58) : hsl(210, 90, 60)}" stroke="#fff" stroke-width="1.5"/>`;
    map += labelPlate(`${name} ${distance} m`, x, y - size, size * 0.8, "#fff");
  }
  const listX = mapX + mapW + size;
  let list = textPath("PLAYERS", {
    x: listX,
    y: mapY + size * 1.2,
    size: size * 0.8,
    font: "uiBold",
    fill: style.accent,
    tracking: 1,
  });
  players.forEach((p, i) => {
    list += textPath(p, {
      x: listX,
      y: mapY + size * (3 + i * 1.8),
      size: size * 0.8,
      fill: p.startsWith("Enemy") ? hsl(0, 80, 70) : hsl(210, 80, 75),
      maxWidth: w - listX - size,
    });
  });
  list += textPath("DMA link · 60 Hz · 0 ms on the game PC", {
    x: listX,
    y: h - size * 1.2,
    size: size * 0.7,
    fill: style.muted,
    maxWidth: w - listX - size,
  });
  return svgDocument(w, h, `<rect width="${w}" height="${h}" fill="#0b0d12"/>` + win.svg + map + list);
}

/**
 * Gallery picture number `shot` of a cheat (the card preview is shot 0): ESP in play, the menu,
 * a second moment in play (skeletons, more targets), a close-up; spoofers alternate their
 * identifier table and the trace cleaner; DMA cheats start with the second PC's radar.
 */
export function cheatShotSvg(cheat: CheatLook, shot: number, width: number, height: number): string {
  if (cheat.kind === "spoofer") return spooferShot(cheat, shot, width, height);
  const order =
    cheat.kind === "dma-cheat" ? ["radar", "play", "menu", "play"] : ["play", "menu", "play", "play"];
  const what = order[shot % order.length];
  if (what === "radar") return webRadarShot(cheat, width, height);
  if (what === "menu") return menuShot(cheat, width, height);
  return gameplayShot(cheat, shot, width, height);
}
