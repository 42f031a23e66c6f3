import { n } from "../kit.server";
import { pointList, type Vec2 } from "./projection.server";

/**
 * Connector openings. Openings are drawn in 2D in the face's own units (x along the face, y
 * downwards from its top edge) and mapped onto the face with `onPlane`.
 */

export type PortKind = "usb-a" | "usb-c" | "hdmi";

export const portSize: Record<PortKind, Vec2> = { "usb-a": [48, 20], "usb-c": [36, 13], hdmi: [56, 18] };

/** A female USB-A opening, 48 × 20 units, with its coloured tongue. */
export function usbAOpening(x: number, y: number, tongue: string): string {
  const contacts = [0, 1, 2, 3]
    .map((i) => `<rect x="${n(x + 10 + i * 8)}" y="${n(y + 9.4)}" width="4.5" height="1.6" fill="#d9b457"/>`)
    .join("");
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="48" height="20" rx="1" fill="#c8ccd2"/>` +
    `<rect x="${n(x + 2.2)}" y="${n(y + 2.2)}" width="43.6" height="15.6" fill="#111316"/>` +
    `<rect x="${n(x + 5)}" y="${n(y + 3.6)}" width="38" height="6" fill="${tongue}"/>` +
    contacts +
    `<rect x="${n(x + 9)}" y="${n(y + 0.6)}" width="5" height="1.1" fill="#5b6068"/>` +
    `<rect x="${n(x + 34)}" y="${n(y + 0.6)}" width="5" height="1.1" fill="#5b6068"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="48" height="20" rx="1" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="0.6"/>`
  );
}

/** A USB-C receptacle opening, 36 × 13 units. */
export function usbCOpening(x: number, y: number): string {
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="36" height="13" rx="6.5" fill="#c4c8ce"/>` +
    `<rect x="${n(x + 1.7)}" y="${n(y + 1.7)}" width="32.6" height="9.6" rx="4.8" fill="#0f1114"/>` +
    `<rect x="${n(x + 8)}" y="${n(y + 5.2)}" width="20" height="2.6" rx="1.3" fill="#3b3f45"/>` +
    `<rect x="${n(x + 10)}" y="${n(y + 5.2)}" width="16" height="0.8" fill="#c9a44e"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="36" height="13" rx="6.5" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="0.6"/>`
  );
}

/** An HDMI type-A opening (the familiar chamfered trapezoid), 56 × 18 units. */
export function hdmiOpening(x: number, y: number): string {
  const shape = (inset: number) =>
    pointList([
      [x + inset, y + inset],
      [x + 56 - inset, y + inset],
      [x + 56 - inset, y + 11 - inset * 0.4],
      [x + 50 - inset * 0.6, y + 18 - inset],
      [x + 6 + inset * 0.6, y + 18 - inset],
      [x + inset, y + 11 - inset * 0.4],
    ]);
  const pins = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${n(x + 10 + i * 3.9)}" y="${n(y + 5.4)}" width="1.8" height="1.5" fill="#d9b457"/>`,
  ).join("");
  return (
    `<polygon points="${shape(0)}" fill="#c6c9cf"/>` +
    `<polygon points="${shape(2)}" fill="#101215"/>` +
    `<rect x="${n(x + 8)}" y="${n(y + 6.6)}" width="40" height="4.6" fill="#24272c"/>` +
    pins +
    `<polygon points="${shape(0)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="0.6"/>`
  );
}
