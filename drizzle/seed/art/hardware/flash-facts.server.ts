import { between, type Rng } from "../kit.server";
import { type FlashToolArt } from "./types.server";

/**
 * The invented facts a flashing-tool screenshot shows: PCI class, vendor/device ids, serial, progress.
 */

export interface DeviceClass {
  name: string;
  code: string;
  bars: [string, string, string];
}

/** The PCI class the firmware makes the board report, guessed from the English description. */
function deviceClassFor(emulates: string): DeviceClass {
  const text = emulates.toLowerCase();
  if (/wi-?fi|wireless|wlan/.test(text))
    return { name: "Network controller (Wi-Fi)", code: "0x028000", bars: ["2 MB", "—", "—"] };
  if (/nic|ethernet|network|lan/.test(text))
    return { name: "Ethernet controller", code: "0x020000", bars: ["128 KB", "—", "16 KB"] };
  if (/audio|sound/.test(text))
    return { name: "Multimedia audio controller", code: "0x040300", bars: ["16 KB", "—", "—"] };
  if (/nvme|storage|ssd|disk/.test(text))
    return { name: "Mass storage controller (NVMe)", code: "0x010802", bars: ["16 KB", "—", "8 KB"] };
  return { name: "Unclassified device", code: "0xFF0000", bars: ["4 KB", "4 KB", "—"] };
}

const hex = (rnd: Rng, digits: number, min = 0) =>
  `0x${Math.floor(between(rnd, min, 16 ** digits))
    .toString(16)
    .toUpperCase()
    .padStart(digits, "0")}`;

export interface FlashFacts {
  firmware: string;
  emulates: string;
  target: string;
  device: DeviceClass;
  vid: string;
  did: string;
  subVid: string;
  subDid: string;
  serial: string;
  percent: number;
  crc: string;
  size: number;
}

export function flashFacts(art: FlashToolArt, rnd: Rng): FlashFacts {
  const serial = Array.from({ length: 3 }, () => hex(rnd, 4).slice(2)).join("-");
  return {
    firmware: art.firmwareName,
    emulates: art.emulates,
    target: "Sentinel 75T via USB-C",
    device: deviceClassFor(art.emulates),
    vid: hex(rnd, 4, 0x1100),
    did: hex(rnd, 4, 0x1000),
    subVid: hex(rnd, 4, 0x1100),
    subDid: hex(rnd, 4, 0x1000),
    serial,
    percent: Math.round(between(rnd, 61, 79)),
    crc: hex(rnd, 8, 0x10000000),
    size: Math.round(between(rnd, 38, 62)) / 10,
  };
}
