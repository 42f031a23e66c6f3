import { n, rngFrom, svgDocument } from "../kit.server";
import { sidebar, statusBar, titleBar } from "./flash-chrome.server";
import { desktop } from "./flash-desktop.server";
import { flashFacts } from "./flash-facts.server";
import { finishedPane, flashingPane, settingsPane } from "./flash-panes.server";
import { UI, WINDOW } from "./flash-theme.server";
import { type GlyphSheet } from "./glyph-sheet.server";
import { type Box } from "./projection.server";
import { type FlashToolArt } from "./types.server";

/** Firmware: a screenshot of an invented flashing tool ("Nocturn Flash Tool") on a dim desktop. */

/**
 * A screenshot of the flashing tool for a firmware product: progress, finished or settings
 * screen, on a dim desktop in the accent hue (a complete SVG document).
 */
export function flashToolSvg(art: FlashToolArt): string {
  const view = ((Math.floor(art.view) % 3) + 3) % 3;
  const rnd = rngFrom(`flash:${art.seed}:${art.firmwareName}`);
  const facts = flashFacts(art, rnd);
  const sheet: GlyphSheet = { ids: new Map(), defs: [] };
  const { width, height, hue } = art;
  // The wide header keeps the window in the right half (page text sits on the left).
  const wide = width / height > 2.4;
  const area: Box = wide
    ? { x: width * 0.5, y: height * 0.06, w: width * 0.46, h: height * 0.86 }
    : { x: width * 0.04, y: height * 0.05, w: width * 0.92, h: height * 0.84 };
  const back = desktop(width, height, hue, rngFrom(`flash-desk:${art.seed}:${view}`), area.x + area.w / 2);
  const scale = Math.min(area.w / WINDOW.w, area.h / WINDOW.h);
  const left = area.x + (area.w - WINDOW.w * scale) / 2;
  const top = area.y + (area.h - WINDOW.h * scale) / 2;
  const pane =
    view === 0
      ? flashingPane(sheet, facts, hue)
      : view === 1
        ? finishedPane(sheet, facts, hue)
        : settingsPane(sheet, facts, hue);
  const active = view === 0 ? 2 : view === 1 ? 3 : 4;
  const status =
    view === 2
      ? `Connected · Sentinel 75T · config space loaded`
      : `Connected · JTAG over USB-C · 30 MHz · ${view === 0 ? "writing" : "idle"}`;
  const window =
    `<rect x="0" y="0" width="${WINDOW.w}" height="${WINDOW.h}" rx="10" fill="${UI.window}"/>` +
    titleBar(sheet, hue) +
    sidebar(sheet, active, view === 1, hue) +
    pane +
    statusBar(sheet, status) +
    `<rect x="0.5" y="0.5" width="${WINDOW.w - 1}" height="${WINDOW.h - 1}" rx="10" fill="none" stroke="#3a3f4b" stroke-opacity="0.8"/>`;
  const body =
    back.body +
    `<rect x="${n(left + 6 * scale)}" y="${n(top + 18 * scale)}" width="${n(WINDOW.w * scale)}" height="${n(WINDOW.h * scale)}" rx="${n(10 * scale)}" fill="#000" opacity="0.55" filter="url(#ft-shadow)"/>` +
    `<g transform="translate(${n(left)} ${n(top)}) scale(${scale.toFixed(4)})">${window}</g>`;
  return svgDocument(width, height, body, back.defs + sheet.defs.join(""));
}
