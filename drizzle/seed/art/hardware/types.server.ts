/** The public description types of the hardware renders and of the flashing-tool screenshot. */

export type HardwareKind = "fpga-board" | "input-box" | "hdmi-fuser" | "cable-kit" | "cooling-kit";

export interface HardwareArt {
  kind: HardwareKind;
  /** Short silkscreen/engraving label, e.g. "SENTINEL 75T", "VANTA 35T", "KESTREL", "PRISM", "HELIX", "AEGIS". */
  label: string;
  /**
   * Which shot: 0 = hero 3/4 view (used for the catalogue card), 1 = top view, 2 = close-up of the
   * ports/connectors, 3 = what is in the box (item + accessories laid out). Values ≥ 4 wrap around.
   */
  view: number;
  width: number;
  height: number;
  seed: string;
  /** Accent hue 0–359 for LEDs, rim light, small highlights. */
  hue: number;
}

export interface FlashToolArt {
  /** e.g. "Mimic NIC firmware" */
  firmwareName: string;
  /**
   * What the firmware makes the board look like, English, e.g. "NIC emulation", "Audio card emulation",
   * "NVMe emulation", "Wi-Fi adapter emulation", "Custom build".
   */
  emulates: string;
  /**
   * 0 = flashing in progress (progress bar ~60–80 %, log lines), 1 = finished ("Verify OK", device
   * now enumerates as the emulated device class with invented vendor/device ids), 2 = device-settings
   * screen (config ids, BAR sizes, serial randomised). Wraps.
   */
  view: number;
  width: number;
  height: number;
  seed: string;
  hue: number;
}
