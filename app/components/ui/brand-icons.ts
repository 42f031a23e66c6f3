/**
 * The brand glyphs of the shop and the simple-icons export each is drawn from. The files under
 * public/brand/ are written from this list by scripts/brand-icons.ts.
 */
export const BRAND_ICON_SLUGS = {
  vk: "siVk",
  discord: "siDiscord",
  telegram: "siTelegram",
  instagram: "siInstagram",
  youtube: "siYoutube",
  x: "siX",
  facebook: "siFacebook",
  google: "siGoogle",
  steam: "siSteam",
  visa: "siVisa",
  mastercard: "siMastercard",
  tether: "siTether",
  bitcoin: "siBitcoin",
} as const;

export type BrandIconName = keyof typeof BRAND_ICON_SLUGS;

/** The file of one glyph: only its shape matters (it is used as a mask). */
export function brandIconSvg(path: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>\n`;
}
