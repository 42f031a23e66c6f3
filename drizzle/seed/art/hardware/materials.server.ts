import { type Material } from "./shading.server";

/** Shared materials (metals, plastics, gold plating). */

export const STEEL: Material = { h: 210, s: 6, l: 72, shine: 1 };
export const TIN: Material = { h: 210, s: 4, l: 78, shine: 0.8 };
export const BLACK_PLASTIC: Material = { h: 220, s: 6, l: 12, shine: 0.25 };
export const GOLD_STOPS = ["#f7dc8a", "#d29d36", "#f2cd6a"];

/** The plug housings of the cables in every shot. */
export const GUNMETAL: Material = { h: 215, s: 8, l: 42, shine: 0.9 };
