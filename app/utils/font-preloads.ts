import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import russoCyrillic from "@fontsource/russo-one/files/russo-one-cyrillic-400-normal.woff2?url";
import russoLatin from "@fontsource/russo-one/files/russo-one-latin-400-normal.woff2?url";
import type { Lang } from "~/utils/lang";

/**
 * The font files a page of each language certainly draws with (app.css loads every subset by
 * unicode-range; these are the ones the first screen needs): the text face and the heading face
 * in the page's script. Preloading them lets the text paint in its font without a swap.
 * Russian pages also show Latin (prices, product names), so they take the Latin text face too.
 */
export const FONT_PRELOADS: Record<Lang, string[]> = {
  ru: [interCyrillic, interLatin, russoCyrillic],
  en: [interLatin, russoLatin],
};
