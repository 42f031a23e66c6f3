import { pick, type Rng } from "../kit.server";
import { type EnclosureSpec } from "./enclosures.server";
import { type Material } from "./shading.server";

/** The two enclosure products (USB input box, HDMI fuser) and their anodised finishes. */

/** Anodised finishes: space grey, black, silver, or a dark tint of the accent hue. */
export function anodised(rnd: Rng, hue: number): Material {
  return pick(rnd, [
    { h: 215, s: 7, l: 40, shine: 0.7 },
    { h: 220, s: 6, l: 17, shine: 0.8 },
    { h: 210, s: 5, l: 70, shine: 0.9 },
    { h: hue, s: 30, l: 32, shine: 0.8 },
  ]);
}

export function inputBoxSpec(label: string, finish: Material): EnclosureSpec {
  return {
    w: 300,
    d: 200,
    h: 84,
    r: 22,
    label,
    subtitle: "USB INPUT BRIDGE",
    front: [
      { kind: "usb-a", at: 95, caption: "IN  ·  HID" },
      { kind: "usb-a", at: 170, caption: "OUT" },
      { kind: "usb-c", at: 240, caption: "PC" },
    ],
    side: [{ kind: "usb-c", at: 100, caption: "5V / CFG" }],
    vents: false,
    finish,
  };
}

export function hdmiFuserSpec(label: string, finish: Material): EnclosureSpec {
  return {
    w: 380,
    d: 240,
    h: 58,
    r: 16,
    label,
    subtitle: "HDMI 4K60 PASSTHROUGH",
    front: [
      { kind: "hdmi", at: 90, caption: "HDMI IN" },
      { kind: "hdmi", at: 180, caption: "HDMI OUT" },
      { kind: "usb-c", at: 280, caption: "USB-C" },
    ],
    side: [{ kind: "usb-c", at: 120, caption: "5V" }],
    vents: true,
    finish,
  };
}
