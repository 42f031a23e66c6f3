import { z } from "zod";
import { CANNED_REPLY_MAX } from "./canned-replies";
import { idSchema } from "./ids";
import { HOME_SECTION_KEYS, isHomeCardCount, type HomeSectionKey } from "./home-layout";
import { parseMinor, wholeMajor } from "./money";
import { isSlideLink } from "./slide-link";

/** The owner API token form (console → Tokens): shared by the page's validation and the action. */
export const apiTokenSchema = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(60, "console.errors.tokenName"),
  scope: z.enum(["read", "write"], { error: "console.errors.tokenScope" }),
});

/** A canned reply of the desk (console → Canned replies): a title and its text in each language. */
export const cannedReplySchema = z.object({
  title: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(80, "console.errors.replyTitle"),
  bodyRu: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(CANNED_REPLY_MAX, "console.errors.replyBody"),
  bodyEn: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(CANNED_REPLY_MAX, "console.errors.replyBody"),
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
export type SharedSettingKey =
  | (typeof SHARED_LINK_SETTINGS)[number]
  | (typeof SLIDE_LINK_SETTINGS)[number]
  | "buyingInstructionVideo"
  | "digisellerWalletProductId";

/** Where each home slide leads, the same on both sites (utils/slide-link.ts). */
export const SLIDE_LINK_SETTINGS = [
  "notificationLink_1",
  "notificationLink_2",
  "notificationLink_3",
  "notificationLink_4",
] as const;

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

/** A home slide's link: empty, a page of this shop, or an https address. */
const slideLink = z
  .string()
  .trim()
  .max(300, "console.errors.tooLong")
  .refine(isSlideLink, "console.errors.slideLink")
  .optional()
  .transform((value) => value ?? "");

const homeCardCount = z
  .string()
  .trim()
  .refine(isHomeCardCount, "console.errors.homeCards")
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
    ...(Object.fromEntries(SLIDE_LINK_SETTINGS.map((key) => [key, slideLink])) as {
      [K in (typeof SLIDE_LINK_SETTINGS)[number]]: typeof slideLink;
    }),
    buyingInstructionVideo: z
      .string()
      .trim()
      .max(300, "console.errors.tooLong")
      .refine((value) => value === "" || videoAllowed(value), "console.errors.videoHost")
      .optional()
      .transform((value) => value ?? ""),
    /** Cards per product section of the home page (utils/home-layout.ts); empty for the default. */
    ...(Object.fromEntries(HOME_SECTION_KEYS.map((key) => [key, homeCardCount])) as {
      [K in HomeSectionKey]: typeof homeCardCount;
    }),
    /** The Digiseller product wallet top-ups are sold as (decision 0022); empty when none. */
    digisellerWalletProductId: z
      .string()
      .trim()
      .regex(/^\d{0,10}$/, "console.errors.productId")
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
  .transform((value) => (value === "" ? null : parseMinor(value)));

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
    /** The Digiseller product this option is sold as (decision 0022); empty when none. */
    digisellerProductId: z
      .string()
      .trim()
      .regex(/^\d{0,10}$/, "console.errors.productId")
      .optional()
      .transform((value) => (value ? Number(value) : null)),
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

/** A new option's row left blank (no title, price or product id): not an option to add. */
const blankNewOption = (value: unknown) => {
  const row = (value ?? {}) as Record<string, unknown>;
  return row.title || row.price || row.discountPrice || row.digisellerProductId ? value : undefined;
};

/**
 * A product's whole price table as one form (console → product → Prices): every existing option
 * (`rows[i]`, with "remove" ticked to delete it) and one new option per site (`added.ru`,
 * `added.en`, ignored while blank). A removed row's fields are not checked.
 */
export const priceRowsSchema = z.object({
  rows: z
    .array(
      z.preprocess(
        (value) => {
          const row = (value ?? {}) as Record<string, unknown>;
          return row.remove === "on" ? { priceId: row.priceId, remove: "on" } : value;
        },
        z
          .object({
            priceId: idSchema,
            remove: z.literal("on").optional(),
            option: priceOptionSchema.optional(),
          })
          .superRefine((row, ctx) => {
            if (!row.remove && !row.option)
              ctx.addIssue({ code: "custom", path: ["option", "title"], message: "validation.required" });
          }),
      ),
    )
    .optional()
    .transform((rows) => rows ?? []),
  added: z
    .object({
      ru: z.preprocess(blankNewOption, priceOptionSchema.optional()),
      en: z.preprocess(blankNewOption, priceOptionSchema.optional()),
    })
    .optional(),
});

/** Longest product name, main or a site's own. */
export const PRODUCT_NAME_MAX = 80;

/**
 * A product's name as typed, the main one or a site's own: at most PRODUCT_NAME_MAX characters on
 * one line, no control character at all (it lands in titles, e-mail subjects and receipts).
 */
const productNameField = (required: boolean) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(required ? 1 : 0, "validation.required")
    .max(PRODUCT_NAME_MAX, "console.errors.tooLong")
    .refine((value) => !/\p{Cc}/u.test(value), "validation.controlChars");

/** The longest "after purchase" text (a download link and a few launch steps). */
export const AFTER_PURCHASE_MAX = 8_000;

/** A product's texts in one language (SPEC §3 Cheat localization); text and functions are HTML. */
const productTextsSchema = z.object({
  /** Its name on this site; empty shows the main name (decision 0037). */
  name: productNameField(false)
    .optional()
    .transform((value) => value ?? ""),
  pageTitle: optionalText(160),
  pageDescription: optionalText(320),
  text: optionalText(20_000),
  functions: optionalText(20_000),
  /** Shown under the buyer's key: the download link and how to launch. */
  afterPurchase: optionalText(AFTER_PURCHASE_MAX),
});

/** A checkbox as a form sends it: "on" when ticked, nothing when not. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/** The product details form (console → product): name, flags, order and the texts of both sites. */
export const productDetailsSchema = z.object({
  name: productNameField(true),
  /** Moves only within the same game rule: cheat ↔ DMA cheat, DMA component ↔ DMA firmware. */
  category: z.enum(["0", "1", "2", "3"], { error: "console.errors.category" }).transform(Number),
  isPublished: checkbox,
  /** Featured in the home slider as "New" (asked with Published; never shown while Detected). */
  inSlider: checkbox,
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

/** A text both sites must have (a name, a title), at most `max` characters. */
const requiredText = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(max, "console.errors.tooLong");

/** An account's texts on one site (SPEC §3 Account localization); the description is HTML. */
const accountTextsSchema = z.object({
  name: requiredText(80),
  headTitle: optionalText(160),
  headDescription: optionalText(320),
  description: optionalText(20_000),
});

/** The account form (console → Accounts): address, published flag, order and both sites' texts. */
export const accountSchema = z.object({
  slug: slugField,
  isPublished: checkbox,
  sort: sortField,
  ru: accountTextsSchema,
  en: accountTextsSchema,
});
export type AccountInput = z.infer<typeof accountSchema>;

/** A problem article's texts on one site (SPEC §3 Problem localization); the description is HTML. */
const problemTextsSchema = z.object({
  title: requiredText(160),
  shortDescription: optionalText(320),
  headTitle: optionalText(160),
  headDescription: optionalText(320),
  description: optionalText(20_000),
});

/** The problem form (console → Problems): address, order and both sites' texts; no flag, no pictures. */
export const problemSchema = z.object({
  slug: slugField,
  sort: sortField,
  ru: problemTextsSchema,
  en: problemTextsSchema,
});
export type ProblemInput = z.infer<typeof problemSchema>;

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
    name: productNameField(true),
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

/** Most lines a product's feature, component or requirement list takes per site. */
export const PRODUCT_LIST_MAX_LINES = 40;
/** Most videos a product's gallery embeds. */
export const PRODUCT_VIDEOS_MAX = 6;

/** A textarea's non-empty lines, trimmed. */
const lines = (value: string | undefined) =>
  (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One label per line (features, kit components): at most PRODUCT_LIST_MAX_LINES of 60 characters. */
const labelLines = z
  .string()
  .optional()
  .transform(lines)
  .refine((list) => list.length <= PRODUCT_LIST_MAX_LINES, "console.errors.tooManyLines")
  .refine((list) => list.every((line) => line.length <= 60), "console.errors.lineTooLong");

/** "Name: value" per line (system requirements), split at the first colon. */
const requirementLines = z
  .string()
  .optional()
  .transform(lines)
  .refine((list) => list.length <= PRODUCT_LIST_MAX_LINES, "console.errors.tooManyLines")
  .refine(
    (list) => list.every((line) => /^[^:]{1,60}:\s*\S.{0,199}$/.test(line)),
    "console.errors.requirementLine",
  )
  .transform((list) =>
    list.map((line) => {
      const at = line.indexOf(":");
      return { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    }),
  );

const productListsOfLang = z.object({
  features: labelLines,
  components: labelLines,
  requirements: requirementLines,
});

/**
 * A product's lists (console → product): per site its feature tags, the kit's components (DMA)
 * and the requirements, one per line; and the gallery's videos, one player address per line,
 * each checked by `videoAllowed` against the players' allow-list.
 */
export function productListsSchema(videoAllowed: (url: string) => boolean) {
  return z.object({
    ru: productListsOfLang,
    en: productListsOfLang,
    videos: z
      .string()
      .optional()
      .transform(lines)
      .refine((list) => list.length <= PRODUCT_VIDEOS_MAX, "console.errors.tooManyVideos")
      .refine((list) => list.every(videoAllowed), "console.errors.videoHost"),
  });
}
export type ProductListsInput = z.infer<ReturnType<typeof productListsSchema>>;

/** The lists as the form holds them: one entry per line, requirements as "Name: value". */
export function productListsAsText(values: ProductListsInput) {
  const of = (lang: "ru" | "en") => ({
    features: values[lang].features.join("\n"),
    components: values[lang].components.join("\n"),
    requirements: values[lang].requirements.map((r) => `${r.name}: ${r.value}`).join("\n"),
  });
  return { ru: of("ru"), en: of("en"), videos: values.videos.join("\n") };
}

/** Most loyalty levels the bonus bar shows. */
export const BONUS_LEVELS_MAX = 8;

const wholeAmount = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d{1,7}$/.test(value), "console.errors.wholeAmount");

/**
 * The loyalty levels (SPEC §4.4): per row a discount percent and the spending that reaches it in
 * roubles and in dollars. Empty rows are dropped (the form offers spare ones without script);
 * percents and both amounts must rise from level to level, so the bar reads left to right.
 */
export const bonusLevelsSchema = z
  .object({
    levels: z
      .array(
        z.object({
          percent: wholeAmount.optional(),
          amountRub: wholeAmount.optional(),
          amountUsd: wholeAmount.optional(),
        }),
      )
      .optional()
      .transform((rows) => rows ?? []),
  })
  .superRefine(({ levels }, ctx) => {
    levels.forEach((row, index) => {
      const filled = [row.percent, row.amountRub, row.amountUsd].filter(Boolean).length;
      if (filled !== 0 && filled !== 3)
        ctx.addIssue({ code: "custom", path: ["levels", index], message: "console.errors.levelIncomplete" });
      else if (filled === 3 && (Number(row.percent) < 1 || Number(row.percent) > 50))
        ctx.addIssue({ code: "custom", path: ["levels", index], message: "console.errors.levelPercent" });
    });
  })
  .transform(({ levels }) =>
    levels
      .filter((row) => row.percent && row.amountRub && row.amountUsd)
      .map((row) => ({
        percent: Number(row.percent),
        amountRub: wholeMajor(row.amountRub!),
        amountUsd: wholeMajor(row.amountUsd!),
      })),
  )
  .superRefine((levels, ctx) => {
    if (levels.length > BONUS_LEVELS_MAX)
      ctx.addIssue({ code: "custom", path: ["levels"], message: "console.errors.tooManyLevels" });
    for (let i = 1; i < levels.length; i++) {
      const [before, level] = [levels[i - 1], levels[i]];
      if (
        level.percent <= before.percent ||
        level.amountRub <= before.amountRub ||
        level.amountUsd <= before.amountUsd
      )
        ctx.addIssue({ code: "custom", path: ["levels"], message: "console.errors.levelsRise" });
    }
  });
export type BonusLevelsInput = z.infer<typeof bonusLevelsSchema>;
