import { textPath, textWidth } from "./glyphs.server";
import { hsl, n, rect } from "./kit.server";

/**
 * Pieces of a cheat's on-screen interface: the menu window, its controls and small labels.
 * Every control is drawn at an explicit position so the menu lays out the same at any size.
 */

export interface MenuStyle {
  accent: string;
  panel: string;
  text: string;
  muted: string;
}

/** A dark, slightly transparent label plate with text, as ESP and loot labels use. */
export function labelPlate(
  text: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  anchor: "start" | "middle" = "middle",
): string {
  const width = textWidth(text, size, "uiBold");
  const left = anchor === "middle" ? x - width / 2 - size * 0.35 : x - size * 0.35;
  return (
    rect(left, y - size * 1.05, width + size * 0.7, size * 1.4, "#000", { r: size * 0.25, opacity: 0.55 }) +
    textPath(text, { x, y: y, size, font: "uiBold", fill: colour, anchor })
  );
}

/** An on/off switch with its label. */
export function toggle(
  label: string,
  on: boolean,
  x: number,
  y: number,
  width: number,
  size: number,
  style: MenuStyle,
) {
  const tw = size * 2;
  const th = size * 1.1;
  const tx = x + width - tw;
  return (
    textPath(label, { x, y: y + size * 0.35, size, fill: style.text }) +
    rect(tx, y - th / 2, tw, th, on ? style.accent : hsl(0, 0, 30), { r: th / 2 }) +
    `<circle cx="${n(on ? tx + tw - th / 2 : tx + th / 2)}" cy="${n(y)}" r="${n(th * 0.38)}" fill="#fff"/>`
  );
}

/** A slider with its label and value. */
export function slider(
  label: string,
  value: string,
  share: number,
  x: number,
  y: number,
  width: number,
  size: number,
  style: MenuStyle,
) {
  const barY = y + size * 0.9;
  return (
    textPath(label, { x, y: y + size * 0.35, size, fill: style.text }) +
    textPath(value, {
      x: x + width,
      y: y + size * 0.35,
      size,
      fill: style.accent,
      anchor: "end",
      font: "uiBold",
    }) +
    rect(x, barY, width, size * 0.28, hsl(0, 0, 28), { r: size * 0.14 }) +
    rect(x, barY, width * share, size * 0.28, style.accent, { r: size * 0.14 }) +
    `<circle cx="${n(x + width * share)}" cy="${n(barY + size * 0.14)}" r="${n(size * 0.42)}" fill="#fff"/>`
  );
}

/** A label with a value chip on the right: a hotkey, a choice or a colour. */
export function chip(
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  size: number,
  style: MenuStyle,
  swatch?: string,
) {
  const cw = swatch ? size * 1.6 : textWidth(value, size * 0.85, "uiBold") + size * 1.2;
  return (
    textPath(label, { x, y: y + size * 0.35, size, fill: style.text }) +
    (swatch
      ? rect(x + width - cw, y - size * 0.6, cw, size * 1.2, swatch, {
          r: size * 0.25,
          stroke: "#fff",
          strokeWidth: 1.5,
        })
      : rect(x + width - cw, y - size * 0.7, cw, size * 1.4, hsl(0, 0, 100, 0.08), {
          r: size * 0.3,
          stroke: style.muted,
          strokeWidth: 1,
        }) +
        textPath(value, {
          x: x + width - cw / 2,
          y: y + size * 0.3,
          size: size * 0.85,
          fill: style.text,
          anchor: "middle",
          font: "uiBold",
        }))
  );
}

/** A filled button. */
export function button(label: string, x: number, y: number, width: number, height: number, style: MenuStyle) {
  return (
    rect(x, y, width, height, style.accent, { r: height * 0.22 }) +
    textPath(label, {
      x: x + width / 2,
      y: y + height * 0.66,
      size: height * 0.44,
      font: "uiBold",
      fill: "#fff",
      anchor: "middle",
    })
  );
}

/** A desktop-style window frame with a title bar; returns the frame and the content origin. */
export function windowFrame(
  title: string,
  x: number,
  y: number,
  width: number,
  height: number,
  style: MenuStyle,
  titleSize: number,
) {
  const bar = titleSize * 2.1;
  const svg =
    rect(x + 6, y + 10, width, height, "#000", { r: 12, opacity: 0.45 }) +
    rect(x, y, width, height, style.panel, { r: 10, stroke: hsl(0, 0, 100, 0.12), strokeWidth: 1 }) +
    rect(x, y, width, bar, hsl(0, 0, 100, 0.05), { r: 10 }) +
    rect(x, y + bar - 2, width, 2, style.accent) +
    textPath(title, {
      x: x + titleSize * 0.9,
      y: y + bar * 0.68,
      size: titleSize,
      font: "display",
      fill: style.text,
      maxWidth: width * 0.6,
    }) +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${n(x + width - titleSize * (1 + i * 1.3))}" cy="${n(y + bar / 2)}" r="${n(titleSize * 0.32)}" fill="${i === 0 ? hsl(0, 70, 55) : hsl(0, 0, 45)}"/>`,
      )
      .join("");
  return { svg, contentY: y + bar };
}
