/**
 * The flashing tool's window is laid out in fixed logical units (WINDOW) and scaled to the
 * picture; UI holds its dark-theme colours.
 */

export const WINDOW = { w: 900, h: 520, title: 34, sidebar: 188, status: 26 };
export const UI = {
  window: "#14161b",
  title: "#1b1e25",
  sidebar: "#111318",
  panel: "#1a1d24",
  field: "#0f1115",
  line: "#2a2e37",
  text: "#e7e9ee",
  muted: "#8c93a1",
  faint: "#5d6472",
  ok: "#3ddc84",
};
