import { z } from "zod";

/** The owner API token form (console → Tokens): shared by the page's validation and the action. */
export const apiTokenSchema = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(60, "console.errors.tokenName"),
  scope: z.enum(["read", "write"], { error: "console.errors.tokenScope" }),
});

/** Settings written once per language: the banner, the home texts and the slides' texts. */
export const LANG_SETTINGS = {
  notificationTitle: 120,
  notificationDescription: 300,
  homeTitle: 120,
  homeDescription: 300,
  homeText: 20_000,
  notificationTitle_1: 120,
  notificationDescription_1: 300,
  notificationTitle_2: 120,
  notificationDescription_2: 300,
  notificationTitle_3: 120,
  notificationDescription_3: 300,
  notificationTitle_4: 120,
  notificationDescription_4: 300,
} as const;
export type LangSettingKey = keyof typeof LANG_SETTINGS;

/** Settings shared by both languages: links out of the shop and the buying-instruction video. */
export const SHARED_LINK_SETTINGS = [
  "reviewsLink",
  "forumLink",
  "customerChat",
  "vkFooter",
  "discordFooter",
  "telegramFooter",
  "instagramFooter",
  "youtubeFooter",
  "xFooter",
  "facebookFooter",
] as const;
export type SharedSettingKey = (typeof SHARED_LINK_SETTINGS)[number] | "buyingInstructionVideo";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "console.errors.tooLong")
    .optional()
    .transform((value) => value ?? "");

/** A list position as typed (whole number, may be negative); 0 when the field is left out. */
const sortField = z
  .string()
  .trim()
  .regex(/^-?\d{1,4}$/, "console.errors.sort")
  .transform(Number)
  .optional()
  .transform((value) => value ?? 0);

/** A link the footer or the pages open: empty, or an https address. */
const optionalLink = z
  .string()
  .trim()
  .max(300, "console.errors.tooLong")
  .refine((value) => value === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), "console.errors.httpsLink")
  .optional()
  .transform((value) => value ?? "");

const langSettingsSchema = z.object(
  Object.fromEntries(Object.entries(LANG_SETTINGS).map(([key, max]) => [key, optionalText(max)])) as {
    [K in LangSettingKey]: ReturnType<typeof optionalText>;
  },
);

/**
 * The settings form (console → Settings): `ru.<key>` and `en.<key>` per language, the links and
 * the video once. `videoAllowed` checks the video against the players' allow-list.
 */
export function settingsSchema(videoAllowed: (url: string) => boolean) {
  return z.object({
    ru: langSettingsSchema,
    en: langSettingsSchema,
    ...(Object.fromEntries(SHARED_LINK_SETTINGS.map((key) => [key, optionalLink])) as {
      [K in (typeof SHARED_LINK_SETTINGS)[number]]: typeof optionalLink;
    }),
    buyingInstructionVideo: z
      .string()
      .trim()
      .max(300, "console.errors.tooLong")
      .refine((value) => value === "" || videoAllowed(value), "console.errors.videoHost")
      .optional()
      .transform((value) => value ?? ""),
  });
}
export type SettingsInput = z.infer<ReturnType<typeof settingsSchema>>;

/**
 * An amount as a person types it ("299", "299.50", "299,50"), in minor units; "" is no amount.
 * At most 9 999 999 with two decimals.
 */
const moneyMinor = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d{1,7}([.,]\d{1,2})?$/.test(value), "console.errors.money")
  .transform((value) => (value === "" ? null : Math.round(Number(value.replace(",", ".")) * 100)));

/**
 * A price option of a product (SPEC §3 Price): its title and period, the price and an optional
 * discount price below it. Without a price the option shows as out of stock. The currency is the
 * language's (RUB on the Russian site, USD on the English one).
 */
export const priceOptionSchema = z
  .object({
    title: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .max(60, "console.errors.tooLong"),
    periodDays: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, "console.errors.period")
      .transform(Number),
    price: moneyMinor.optional().transform((value) => value ?? null),
    discountPrice: moneyMinor.optional().transform((value) => value ?? null),
    sort: sortField,
  })
  .superRefine((option, ctx) => {
    if (option.discountPrice === null) return;
    if (option.price === null)
      ctx.addIssue({
        code: "custom",
        path: ["discountPrice"],
        message: "console.errors.discountWithoutPrice",
      });
    else if (option.discountPrice >= option.price)
      ctx.addIssue({ code: "custom", path: ["discountPrice"], message: "console.errors.discountBelowPrice" });
  });
export type PriceOptionInput = z.infer<typeof priceOptionSchema>;

/** A product's texts in one language (SPEC §3 Cheat localization); text and functions are HTML. */
const productTextsSchema = z.object({
  pageTitle: optionalText(160),
  pageDescription: optionalText(320),
  text: optionalText(20_000),
  functions: optionalText(20_000),
});

/** A checkbox as a form sends it: "on" when ticked, nothing when not. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/** The product details form (console → product): name, flags, order and the texts of both sites. */
export const productDetailsSchema = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(80, "console.errors.tooLong"),
  isPublished: checkbox,
  isSpoofer: checkbox,
  sort: sortField,
  ru: productTextsSchema,
  en: productTextsSchema,
});
export type ProductDetailsInput = z.infer<typeof productDetailsSchema>;

/** The address rule of games and products: lowercase Latin letters, digits and single hyphens. */
export const slugField = z
  .string({ error: "validation.required" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "console.errors.slug")
  .min(2, "console.errors.slug")
  .max(60, "console.errors.slug");

/** A game's texts on one site (SPEC §3 Game localization); the page text is HTML. */
const gameTextsSchema = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(80, "console.errors.tooLong"),
  pageTitle: optionalText(160),
  pageDescription: optionalText(320),
  pageText: optionalText(20_000),
});

/** The game form (console → Games): its address, the mobile flag, the order and both sites' texts. */
export const gameSchema = z.object({
  slug: slugField,
  isMobile: checkbox,
  sort: sortField,
  ru: gameTextsSchema,
  en: gameTextsSchema,
});
export type GameInput = z.infer<typeof gameSchema>;

/**
 * A new product (console → Products): its category, its game (cheats and DMA cheats have one;
 * DMA components and firmware have none), name and address. It starts unpublished.
 */
export const newProductSchema = z
  .object({
    category: z.enum(["0", "1", "2", "3"], { error: "console.errors.category" }).transform(Number),
    gameId: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, "console.errors.game")
      .transform(Number)
      .optional(),
    name: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .max(80, "console.errors.tooLong"),
    slug: slugField,
  })
  .superRefine((product, ctx) => {
    const needsGame = product.category === 0 || product.category === 2;
    if (needsGame && product.gameId === undefined)
      ctx.addIssue({ code: "custom", path: ["gameId"], message: "console.errors.game" });
  })
  .transform((product) => ({
    ...product,
    gameId: product.category === 0 || product.category === 2 ? (product.gameId ?? null) : null,
  }));
export type NewProductInput = z.infer<typeof newProductSchema>;
