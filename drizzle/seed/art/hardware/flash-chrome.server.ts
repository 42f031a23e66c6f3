import { textWidth } from "../glyphs.server";
import { hsl } from "../kit.server";
import { UI, WINDOW } from "./flash-theme.server";
import { type GlyphSheet, label } from "./glyph-sheet.server";

/** The flashing-tool window's frame: title bar, step sidebar and status bar. */

export function titleBar(sheet: GlyphSheet, hue: number): string {
  const { w, title } = WINDOW;
  const icon = `<rect x="14" y="10" width="14" height="14" rx="3" fill="${hsl(hue, 80, 55)}"/><rect x="18" y="14" width="6" height="6" rx="1" fill="${UI.title}"/>`;
  const buttons =
    `<path d="M${w - 106} 17h10" stroke="${UI.muted}" stroke-width="1.2"/>` +
    `<rect x="${w - 70}" y="12" width="10" height="10" fill="none" stroke="${UI.muted}" stroke-width="1.2"/>` +
    `<path d="M${w - 30} 12l10 10M${w - 20} 12l-10 10" stroke="${UI.muted}" stroke-width="1.2"/>`;
  return (
    `<path d="M0 10a10 10 0 0 1 10-10h${w - 20}a10 10 0 0 1 10 10v${title - 10}h-${w}z" fill="${UI.title}"/>` +
    icon +
    label(sheet, "Nocturn Flash Tool", 36, 22, 12, UI.text, { bold: true }) +
    label(sheet, "2.4.1", 36 + textWidth("Nocturn Flash Tool", 12, "uiBold") + 8, 22, 11, UI.faint) +
    buttons +
    `<rect x="0" y="${title - 1}" width="${w}" height="1" fill="${UI.line}"/>`
  );
}

/** The four steps with their badges and the line linking them. */
function stepList(sheet: GlyphSheet, active: number, allDone: boolean, hue: number, accent: string): string {
  const { sidebar: sw, title } = WINDOW;
  const steps = ["Device", "Firmware", "Flash", "Verify"];
  return steps
    .map((step, i) => {
      const y = title + 44 + i * 46;
      const done = allDone || i < active;
      const current = i === active;
      const badge = done
        ? `<circle cx="30" cy="${y}" r="11" fill="${accent}"/><path d="M24.5 ${y}l3.8 3.8 7-7.5" fill="none" stroke="#0d0f13" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<circle cx="30" cy="${y}" r="10.5" fill="none" stroke="${current ? accent : UI.faint}" stroke-width="1.6"/>` +
          label(sheet, String(i + 1), 30, y + 4, 11, current ? accent : UI.faint, {
            bold: true,
            anchor: "middle",
          });
      const highlight = current
        ? `<rect x="8" y="${y - 19}" width="${sw - 16}" height="38" rx="7" fill="${hsl(hue, 60, 50, 0.14)}"/>`
        : "";
      const link =
        i < steps.length - 1
          ? `<rect x="29" y="${y + 13}" width="2" height="20" fill="${done ? accent : UI.line}"/>`
          : "";
      return (
        highlight +
        link +
        badge +
        label(sheet, step, 52, y + 5, 13, current || done ? UI.text : UI.muted, { bold: current })
      );
    })
    .join("");
}

/** The "Device settings" entry under the steps (entry 4). */
function settingsEntry(sheet: GlyphSheet, active: number, hue: number, accent: string): string {
  const { sidebar: sw, title } = WINDOW;
  const settingsY = title + 44 + 4 * 46 + 14;
  const settingsActive = active === 4;
  return (
    `<rect x="16" y="${settingsY - 16}" width="${sw - 32}" height="1" fill="${UI.line}"/>` +
    (settingsActive
      ? `<rect x="8" y="${settingsY + 2}" width="${sw - 16}" height="34" rx="7" fill="${hsl(hue, 60, 50, 0.14)}"/>`
      : "") +
    `<circle cx="30" cy="${settingsY + 19}" r="7" fill="none" stroke="${settingsActive ? accent : UI.muted}" stroke-width="2.4" stroke-dasharray="2.6 2"/>` +
    `<circle cx="30" cy="${settingsY + 19}" r="2.6" fill="${settingsActive ? accent : UI.muted}"/>` +
    label(sheet, "Device settings", 52, settingsY + 24, 13, settingsActive ? UI.text : UI.muted, {
      bold: settingsActive,
    })
  );
}

/** The connected board's card at the bottom of the sidebar. */
function deviceCard(sheet: GlyphSheet, accent: string): string {
  const { sidebar: sw, h, status } = WINDOW;
  const cardY = h - status - 74;
  return (
    `<rect x="12" y="${cardY}" width="${sw - 24}" height="62" rx="8" fill="${UI.panel}" stroke="${UI.line}"/>` +
    `<rect x="22" y="${cardY + 14}" width="22" height="22" rx="3" fill="#0c0e12" stroke="${accent}" stroke-width="1.2"/>` +
    `<rect x="28" y="${cardY + 20}" width="10" height="10" rx="1" fill="${accent}" opacity="0.8"/>` +
    label(sheet, "Sentinel 75T", 52, cardY + 24, 12, UI.text, { bold: true }) +
    label(sheet, "USB-C · 480 Mbit/s", 52, cardY + 40, 10, UI.muted) +
    `<circle cx="26" cy="${cardY + 50}" r="3.5" fill="${UI.ok}"/>` +
    label(sheet, "Connected", 34, cardY + 54, 10, UI.ok)
  );
}

/** Step list on the left; `active` is the highlighted entry, entries before it are done. */
export function sidebar(sheet: GlyphSheet, active: number, allDone: boolean, hue: number): string {
  const { sidebar: sw, title, h, status } = WINDOW;
  const accent = hsl(hue, 80, 60);
  const items = stepList(sheet, active, allDone, hue, accent);
  const settings = settingsEntry(sheet, active, hue, accent);
  const card = deviceCard(sheet, accent);
  return `<rect x="0" y="${title}" width="${sw}" height="${h - title - status}" fill="${UI.sidebar}"/><rect x="${sw - 1}" y="${title}" width="1" height="${h - title - status}" fill="${UI.line}"/>${items}${settings}${card}`;
}

export function statusBar(sheet: GlyphSheet, text: string): string {
  const { w, h, status } = WINDOW;
  return (
    `<path d="M0 ${h - status}h${w}v${status - 10}a10 10 0 0 1-10 10h-${w - 20}a10 10 0 0 1-10-10z" fill="${UI.title}"/>` +
    `<rect x="0" y="${h - status}" width="${w}" height="1" fill="${UI.line}"/>` +
    `<circle cx="16" cy="${h - status / 2}" r="3.5" fill="${UI.ok}"/>` +
    label(sheet, text, 26, h - status / 2 + 4, 10.5, UI.muted) +
    label(sheet, "Driver 1.9 · Bitstream signed", w - 14, h - status / 2 + 4, 10.5, UI.faint, {
      anchor: "end",
    })
  );
}
