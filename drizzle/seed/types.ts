/**
 * Shapes of the demo catalogue the seed writes. Plain data, independent of the Drizzle schema,
 * so the content can be read and edited without knowing the tables.
 */

import type { Genre } from "./art/game-art.server";
import type { HardwareKind } from "./art/hardware.server";
import type { Setting } from "./art/scenes.server";

export type Lang = "ru" | "en";
/** A text given in both languages. */
export type L10n<T = string> = { ru: T; en: T };

export type CheatCategory = "CHEAT" | "DMA_COMPONENTS" | "DMA_CHEATS" | "DMA_FIRMWARE";

/** 0 undetected★, 1 undetected, 2 use at own risk, 3 updating, 4 detected (SPEC §4.1). */
export type CheatStatus = 0 | 1 | 2 | 3 | 4;

/** One price option. Amounts are in major units (rubles / dollars); null means no price (out of stock). */
export interface SeedPrice {
  /** Option label, e.g. "1 day" / "1 день". */
  title: L10n;
  /** Access period in days (0 for a one-off item such as hardware). */
  periodDays: number;
  rub: number | null;
  rubDiscount?: number | null;
  usd: number | null;
  usdDiscount?: number | null;
}

export interface SeedFeature {
  name: L10n;
  /** DMA hardware features flagged as components (SPEC §3). */
  isComponent?: boolean;
}

export interface SeedGame {
  slug: string;
  name: L10n;
  /** Higher sorts first. */
  sort: number;
  /** Main hue (0–359) of the generated cover art. */
  hue: number;
  /** What the generated key art shows: the genre's scene… */
  genre: Genre;
  /** …in the game's world. No two games share a setting. */
  setting: Setting;
  /** Whether the game is listed in the mobile category. */
  mobile?: boolean;
  pageTitle: L10n;
  pageDescription: L10n;
  /** A few paragraphs of HTML (<p>, <h2>, <ul>/<li>, <strong> only). */
  pageText: L10n;
}

export interface SeedCheat {
  slug: string;
  /** Absent for DMA components and firmware, which belong to no game. */
  gameSlug?: string;
  /** The main name (`cheats.name`), shown on every site that has no name of its own. */
  name: string;
  /**
   * A site's own name where the name's nouns translate (hardware, firmware: «Плата Sentinel 75T
   * (FPGA)»); brand names such as "Phantom ESP" have none (decision 0037).
   */
  siteName?: Partial<L10n>;
  category: CheatCategory;
  status: CheatStatus;
  isPublished: boolean;
  sort: number;
  /** Spoofers are cheats whose game-independent purpose is hiding hardware ids. */
  isSpoofer?: boolean;
  features: SeedFeature[];
  prices: SeedPrice[];
  requirements: { name: L10n; value: L10n }[];
  pageTitle: L10n;
  pageDescription: L10n;
  /** Description, HTML (<p>, <ul>/<li>, <strong>). */
  text: L10n;
  /** Functions list, HTML (<h3>, <ul>/<li>). */
  functions: L10n;
  /** Number of generated screenshots (0–5). */
  screenshots: number;
  /** DMA components: what the generated product shots show and the label printed on it. */
  hardware?: { kind: HardwareKind; label: string };
}

export interface SeedAccount {
  slug: string;
  /** The game the account is for (its pictures show that game's world). */
  gameSlug: string;
  name: L10n;
  isPublished: boolean;
  sort: number;
  hue: number;
  prices: SeedPrice[];
  headTitle: L10n;
  headDescription: L10n;
  /** HTML description (<p>, <ul>/<li>, <strong>). */
  description: L10n;
  screenshots: number;
}

export interface SeedProblem {
  slug: string;
  sort: number;
  headTitle: L10n;
  headDescription: L10n;
  title: L10n;
  shortDescription: L10n;
  /** HTML (<p>, <ol>/<ul>/<li>, <strong>, <code>). */
  description: L10n;
}
