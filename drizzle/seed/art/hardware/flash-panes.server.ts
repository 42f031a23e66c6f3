import { hsl, n } from "../kit.server";
import { type FlashFacts } from "./flash-facts.server";
import { UI, WINDOW } from "./flash-theme.server";
import { factTiles, logPane, progressBar, secondaryButton } from "./flash-widgets.server";
import { type GlyphSheet, label } from "./glyph-sheet.server";

/** The main pane of each flashing-tool screen: flashing, finished, device settings. */

export function flashingPane(sheet: GlyphSheet, facts: FlashFacts, hue: number): string {
  const x = WINDOW.sidebar + 24;
  const width = WINDOW.w - x - 24;
  const written = ((facts.size * facts.percent) / 100).toFixed(1);
  const sector = (Math.floor((facts.percent / 100) * 0xb8) * 0x100)
    .toString(16)
    .toUpperCase()
    .padStart(4, "0");
  const lines: [string, string][] = [
    ["Device found: Sentinel 75T (USB-C, JTAG bridge)", "dim"],
    [`Loaded ${facts.firmware} · ${facts.size} MB`, "dim"],
    ["Signature check passed", "ok"],
    ["Erasing flash 0x000000 – 0x5FFFFF", "line"],
    ["Erase complete in 3.8 s", "ok"],
    [`Writing bitstream ${facts.size} MB`, "line"],
    [`Erasing sector 0x00F0… done`, "line"],
    [`Writing sector 0x${sector} · ${written} MB`, "now"],
  ];
  return (
    label(sheet, "Flashing firmware", x, WINDOW.title + 40, 20, UI.text, { bold: true }) +
    label(
      sheet,
      `Do not unplug the board. Writing ${facts.firmware} to Sentinel 75T`,
      x,
      WINDOW.title + 60,
      11.5,
      UI.muted,
      { maxWidth: width },
    ) +
    factTiles(sheet, facts, x, WINDOW.title + 76, width) +
    label(sheet, `Writing bitstream… ${written} MB of ${facts.size} MB`, x, WINDOW.title + 164, 12, UI.text) +
    label(sheet, `${facts.percent} %`, x + width, WINDOW.title + 166, 22, hsl(hue, 85, 65), {
      bold: true,
      anchor: "end",
    }) +
    progressBar(x, WINDOW.title + 176, width, facts.percent / 100, hue, false) +
    label(
      sheet,
      `about 00:${String(Math.round((100 - facts.percent) * 0.6)).padStart(2, "0")} left · 1.2 MB/s`,
      x,
      WINDOW.title + 204,
      10.5,
      UI.faint,
    ) +
    logPane(sheet, lines, x, WINDOW.title + 218, width, 166, hue) +
    secondaryButton(sheet, "Cancel", x + width - 92)
  );
}

export function finishedPane(sheet: GlyphSheet, facts: FlashFacts, hue: number): string {
  const x = WINDOW.sidebar + 24;
  const width = WINDOW.w - x - 24;
  const top = WINDOW.title;
  const check =
    `<circle cx="${x + 22}" cy="${top + 38}" r="20" fill="${UI.ok}" opacity="0.16"/><circle cx="${x + 22}" cy="${top + 38}" r="14" fill="${UI.ok}"/>` +
    `<path d="M${x + 15} ${top + 38}l5 5 9-10" fill="none" stroke="#0d0f13" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const rows: [string, string][] = [
    ["Device class", facts.device.name],
    ["Vendor / device ID", `${facts.vid} / ${facts.did}`],
    ["Subsystem", `${facts.subVid} / ${facts.subDid}`],
    ["Class code", facts.device.code],
    ["PCIe link", "Gen2 x1 · 5.0 GT/s"],
  ];
  const cardY = top + 158;
  const summary =
    `<rect x="${x}" y="${cardY}" width="${width}" height="${40 + rows.length * 22}" rx="8" fill="${UI.panel}" stroke="${UI.line}"/>` +
    label(sheet, "BOARD NOW ENUMERATES AS", x + 16, cardY + 20, 9.5, UI.faint, { bold: true }) +
    rows
      .map(
        ([key, value], i) =>
          label(sheet, key, x + 16, cardY + 44 + i * 22, 12, UI.muted) +
          label(sheet, value, x + 190, cardY + 44 + i * 22, 12, UI.text, { bold: true }),
      )
      .join("");
  const lines: [string, string][] = [
    [`Write complete · ${facts.size} MB`, "line"],
    [`CRC ${facts.crc} OK`, "ok"],
    ["Verify OK · 0 mismatches", "ok"],
    ["Re-enumerating on PCIe bus…", "dim"],
    [`Found ${facts.vid.slice(2)}:${facts.did.slice(2)} ${facts.device.name}`, "now"],
  ];
  return (
    check +
    label(sheet, "Verify OK", x + 54, top + 36, 20, UI.text, { bold: true }) +
    label(sheet, `${facts.firmware} is on the board and running`, x + 54, top + 54, 11.5, UI.muted, {
      maxWidth: width - 60,
    }) +
    label(sheet, "100 %", x + width, top + 42, 22, UI.ok, { bold: true, anchor: "end" }) +
    progressBar(x, top + 72, width, 1, hue, true) +
    factTiles(sheet, facts, x, top + 94, width) +
    summary +
    logPane(sheet, lines, x, cardY + 40 + rows.length * 22 + 12, width, 100, hue)
  );
}

/** The two-column form of PCIe config-space fields, `colW` wide each. */
function settingsForm(sheet: GlyphSheet, facts: FlashFacts, x: number, top: number, colW: number): string {
  const fields: [string, string][] = [
    ["Vendor ID", facts.vid],
    ["Device ID", facts.did],
    ["Subsystem vendor", facts.subVid],
    ["Subsystem ID", facts.subDid],
    ["Revision", "0x01"],
    ["Class code", facts.device.code],
    ["BAR0 size", facts.device.bars[0]],
    ["BAR1 size", facts.device.bars[1]],
    ["BAR2 size", facts.device.bars[2]],
    ["MSI-X vectors", "8"],
  ];
  return fields
    .map(([key, value], i) => {
      const fx = x + (i % 2) * (colW + 20);
      const fy = top + 110 + Math.floor(i / 2) * 50;
      return (
        label(sheet, key, fx, fy, 10.5, UI.muted, { bold: true }) +
        `<rect x="${n(fx)}" y="${fy + 7}" width="${n(colW)}" height="28" rx="6" fill="${UI.field}" stroke="${UI.line}"/>` +
        label(sheet, value, fx + 12, fy + 26, 12.5, UI.text)
      );
    })
    .join("");
}

/** The randomised serial number field and its "randomise on every flash" switch. */
function serialField(
  sheet: GlyphSheet,
  facts: FlashFacts,
  x: number,
  serialY: number,
  colW: number,
  accent: string,
): string {
  return (
    label(sheet, "Serial number", x, serialY, 10.5, UI.muted, { bold: true }) +
    `<rect x="${x}" y="${serialY + 7}" width="${n(colW)}" height="28" rx="6" fill="${UI.field}" stroke="${accent}" stroke-opacity="0.6"/>` +
    label(sheet, facts.serial, x + 12, serialY + 26, 12.5, UI.text) +
    label(sheet, "randomised", x + colW - 12, serialY + 25, 10, accent, { anchor: "end" }) +
    `<rect x="${n(x + colW + 20)}" y="${serialY + 12}" width="36" height="20" rx="10" fill="${accent}"/>` +
    `<circle cx="${n(x + colW + 46)}" cy="${serialY + 22}" r="7" fill="#fff"/>` +
    label(sheet, "Randomise serial on every flash", x + colW + 66, serialY + 26, 12, UI.text)
  );
}

/** "Reset" and "Apply & flash", right-aligned to `right`. */
function settingsButtons(sheet: GlyphSheet, right: number, accent: string): string {
  const buttonsY = WINDOW.h - WINDOW.status - 44;
  return (
    secondaryButton(sheet, "Reset", right - 250) +
    `<rect x="${right - 146}" y="${buttonsY}" width="146" height="30" rx="7" fill="${accent}"/>` +
    label(sheet, "Apply & flash", right - 73, buttonsY + 20, 12, "#0d0f13", {
      bold: true,
      anchor: "middle",
    })
  );
}

export function settingsPane(sheet: GlyphSheet, facts: FlashFacts, hue: number): string {
  const x = WINDOW.sidebar + 24;
  const width = WINDOW.w - x - 24;
  const top = WINDOW.title;
  const colW = (width - 20) / 2;
  const accent = hsl(hue, 80, 58);
  const form = settingsForm(sheet, facts, x, top, colW);
  const serial = serialField(sheet, facts, x, top + 362, colW, accent);
  const buttons = settingsButtons(sheet, x + width, accent);
  return (
    label(sheet, "Device settings", x, top + 40, 20, UI.text, { bold: true }) +
    label(
      sheet,
      `PCIe configuration space for ${facts.firmware} · ${facts.device.name}`,
      x,
      top + 60,
      11.5,
      UI.muted,
      { maxWidth: width },
    ) +
    `<rect x="${x}" y="${top + 74}" width="${width}" height="1" fill="${UI.line}"/>` +
    form +
    serial +
    buttons
  );
}
