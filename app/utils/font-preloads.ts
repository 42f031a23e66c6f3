import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import russoCyrillic from "@fontsource/russo-one/files/russo-one-cyrillic-400-normal.woff2?url";
import russoLatin from "@fontsource/russo-one/files/russo-one-latin-400-normal.woff2?url";
import type { Lang } from "~/utils/lang";
import ruble from "~/styles/fonts/inter-ruble-wght-normal.woff2?url";

/**
 * The font files a page of each language certainly draws with (app.css loads every subset by
 * unicode-range; these are the ones the first screen needs): the text face and the heading face
 * in the page's script. Preloading them lets the text paint in its font without a swap.
 * Russian pages also show Latin (product names) and prices in roubles, so they take the Latin
 * text face and the ruble sign's own tiny face too (without it the sign pulled in Inter's latin-ext).
 */
export const FONT_PRELOADS: Record<Lang, string[]> = {
  ru: [interCyrillic, interLatin, russoCyrillic, russoLatin, ruble],
  en: [interLatin, russoLatin],
};
