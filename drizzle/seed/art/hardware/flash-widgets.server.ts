import { hsl, n } from "../kit.server";
import { type FlashFacts } from "./flash-facts.server";
import { UI, WINDOW } from "./flash-theme.server";
import { type GlyphSheet, label } from "./glyph-sheet.server";

/** Building blocks of the flashing-tool panes: fact tiles, progress bar, log pane. */

/** Three fact tiles across the top of the main pane: firmware, target, what it emulates. */
export function factTiles(sheet: GlyphSheet, facts: FlashFacts, x: number, y: number, width: number): string {
  const tiles: [string, string][] = [
    ["FIRMWARE", facts.firmware],
    ["TARGET", facts.target],
    ["EMULATES", facts.emulates],
  ];
  const gap = 12;
  const tw = (width - gap * 2) / 3;
  return tiles
    .map(([caption, value], i) => {
      const tx = x + i * (tw + gap);
      return (
        `<rect x="${n(tx)}" y="${y}" width="${n(tw)}" height="54" rx="8" fill="${UI.panel}" stroke="${UI.line}"/>` +
        label(sheet, caption, tx + 14, y + 20, 9.5, UI.faint, { bold: true }) +
        label(sheet, value, tx + 14, y + 40, 13, UI.text, { bold: true, maxWidth: tw - 28 })
      );
    })
    .join("");
}

export function progressBar(
  x: number,
  y: number,
  width: number,
  fraction: number,
  hue: number,
  done: boolean,
): string {
  const fill = done ? UI.ok : `url(#ft-progress)`;
  const stripes = done
    ? ""
    : Array.from(
        { length: Math.floor((width * fraction) / 14) },
        (_, i) => `<path d="M${n(x + i * 14)} ${y + 10}l8-10h6l-8 10z" fill="#fff" opacity="0.12"/>`,
      ).join("");
  return (
    `<linearGradient id="ft-progress" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(hue, 80, 45)}"/><stop offset="1" stop-color="${hsl(hue + 25, 90, 62)}"/></linearGradient>` +
    `<rect x="${x}" y="${y}" width="${width}" height="10" rx="5" fill="${UI.field}" stroke="${UI.line}"/>` +
    `<rect x="${x}" y="${y}" width="${n(width * fraction)}" height="10" rx="5" fill="${fill}"/>` +
    stripes
  );
}

/** The log pane: timestamped lines, the last one highlighted. */
export function logPane(
  sheet: GlyphSheet,
  lines: [string, string][],
  x: number,
  y: number,
  width: number,
  height: number,
  hue: number,
): string {
  const lineHeight = 17;
  const visible = lines.slice(-Math.floor((height - 16) / lineHeight));
  const rows = visible
    .map(([text, tone], i) => {
      const ly = y + 22 + i * lineHeight;
      const colour =
        tone === "ok" ? UI.ok : tone === "now" ? hsl(hue, 85, 68) : tone === "dim" ? UI.muted : "#c5cad4";
      const time = `00:${String(12 + i * 3).padStart(2, "0")}.${String((i * 37) % 100).padStart(2, "0")}`;
      return (
        label(sheet, time, x + 12, ly, 10.5, UI.faint) +
        label(sheet, text, x + 70, ly, 10.5, colour, { maxWidth: width - 84 })
      );
    })
    .join("");
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="#0c0e12" stroke="${UI.line}"/>${rows}`;
}

/** A dark secondary button, 92 × 30, on the bottom row of a pane, its left edge at `x`. */
export function secondaryButton(sheet: GlyphSheet, text: string, x: number): string {
  const y = WINDOW.h - WINDOW.status - 44;
  return (
    `<rect x="${x}" y="${y}" width="92" height="30" rx="7" fill="${UI.panel}" stroke="${UI.line}"/>` +
    label(sheet, text, x + 46, y + 20, 12, UI.muted, { bold: true, anchor: "middle" })
  );
}
