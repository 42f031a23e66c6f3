import { asc, eq, inArray } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { bonusThresholds, settings } from "~/db/schema";
import {
  LANG_SETTINGS,
  SHARED_LINK_SETTINGS,
  SLIDE_LINK_SETTINGS,
  type BonusLevelsInput,
  type SettingsInput,
} from "~/utils/console-forms";
import { HOME_SECTION_KEYS, type HomeSectionKey } from "~/utils/home-layout";
import { languages, type Lang } from "~/utils/lang";
import { recordAudit, type WriteContext } from "./audit/audit.server";
import { requireRight } from "./console-errors.server";
import { sanitizeRichText } from "./content/rich-text.server";
import { ConsoleError } from "./console-errors.server";
import { CacheTag, invalidate } from "./invalidation.server";
import { removeConsoleImages, storeConsoleImage } from "./media/console-images.server";

/** The rows the form writes: one per language and key (shared keys get the same value in both). */
function rowsOf(input: SettingsInput) {
  const rows: SettingRow[] = [];
  for (const lang of languages) {
    for (const key of Object.keys(LANG_SETTINGS) as (keyof typeof LANG_SETTINGS)[]) {
      const value = input[lang][key];
      // The home text is rendered as HTML: only the allowed tags are ever stored.
      rows.push({ lang, key, value: key === "homeText" ? sanitizeRichText(value) : value });
    }
    for (const key of [
      ...SHARED_LINK_SETTINGS,
      ...SLIDE_LINK_SETTINGS,
      "buyingInstructionVideo",
      "digisellerWalletProductId",
      ...HOME_SECTION_KEYS,
    ] as const)
      rows.push({ lang, key, value: input[key] });
  }
  return rows;
}

type SettingRow = { lang: Lang; key: string; value: string };

/** Inserts or replaces one setting inside a write's transaction. */
async function writeSetting(tx: Pick<Db, "insert">, row: SettingRow) {
  await tx
    .insert(settings)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [settings.lang, settings.key],
      set: { value: row.value, updatedAt: new Date() },
    });
}

/**
 * Saves the settings form in one transaction with one audit row listing the keys that changed
 * (`<lang>.<key>` → old and new value), then drops the cached settings so every page shows them
 * on the next request. A banner with a new title shows again to visitors who dismissed the old
 * one (the dismissal remembers the title's hash). Returns how many values changed.
 */
export async function updateSettings(ctx: WriteContext, input: SettingsInput) {
  requireRight(ctx.actor, "settings.edit");
  const changed = await db().transaction(async (tx) => {
    const current = await tx.select().from(settings).for("update");
    const old = new Map(current.map((row) => [`${row.lang}.${row.key}`, row.value]));
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    for (const row of rowsOf(input)) {
      const name = `${row.lang}.${row.key}`;
      // A key never stored reads as "" (a setting added later): storing "" for it changes nothing.
      const previous = old.get(name) ?? "";
      if (previous === row.value) continue;
      before[name] = previous;
      after[name] = row.value;
      await writeSetting(tx, row);
    }
    const count = Object.keys(after).length;
    if (count)
      await recordAudit(tx, ctx, {
        action: "settings.update",
        entity: "settings",
        entityId: "site",
        before,
        after,
      });
    return count;
  });
  if (changed) invalidate([CacheTag.settings]);
  return changed;
}

/** The values the form starts from: every key of both languages as stored ("" when absent). */
export async function settingsFormValues(): Promise<SettingsInput> {
  const rows = await db().select().from(settings);
  const get = (lang: string, key: string) =>
    rows.find((row) => row.lang === lang && row.key === key)?.value ?? "";
  const perLang = (lang: string) =>
    Object.fromEntries(Object.keys(LANG_SETTINGS).map((key) => [key, get(lang, key)])) as SettingsInput["ru"];
  return {
    ru: perLang("ru"),
    en: perLang("en"),
    ...(Object.fromEntries(
      [...SHARED_LINK_SETTINGS, ...SLIDE_LINK_SETTINGS].map((key) => [key, get("ru", key)]),
    ) as Omit<
      SettingsInput,
      "ru" | "en" | "buyingInstructionVideo" | "digisellerWalletProductId" | HomeSectionKey
    >),
    buyingInstructionVideo: get("ru", "buyingInstructionVideo"),
    digisellerWalletProductId: get("ru", "digisellerWalletProductId"),
    ...(Object.fromEntries(HOME_SECTION_KEYS.map((key) => [key, get("ru", key)])) as Record<
      HomeSectionKey,
      string
    >),
  };
}

/** The loyalty levels as stored, lowest first. */
export function bonusLevels(executor: Pick<Db, "select"> = db()) {
  return executor
    .select({
      percent: bonusThresholds.percent,
      amountRub: bonusThresholds.amountRub,
      amountUsd: bonusThresholds.amountUsd,
    })
    .from(bonusThresholds)
    .orderBy(asc(bonusThresholds.amountRub));
}

/**
 * Replaces the loyalty levels in one transaction with an audit row of the old and new table.
 * Every customer's bonus is computed from the levels on each request, so the bonus page, the
 * discount at checkout and the assistant's answer follow at once. Returns whether they changed.
 */
export async function updateBonusLevels(ctx: WriteContext, levels: BonusLevelsInput) {
  requireRight(ctx.actor, "settings.edit");
  const changed = await db().transaction(async (tx) => {
    await tx.select({ id: bonusThresholds.id }).from(bonusThresholds).for("update");
    const before = await bonusLevels(tx);
    if (JSON.stringify(before) === JSON.stringify(levels)) return false;
    await tx.delete(bonusThresholds);
    if (levels.length) await tx.insert(bonusThresholds).values(levels);
    await recordAudit(tx, ctx, {
      action: "bonus.update",
      entity: "settings",
      entityId: "bonus",
      before: { levels: before },
      after: { levels },
    });
    return true;
  });
  if (changed) invalidate([CacheTag.settings]);
  return changed;
}

/** Home slides the settings hold (SPEC §2.4: the slider shows at most four). */
export const SLIDE_COUNT = 4;
const slideKeys = (n: number) => ({
  webp: `notificationImage_${n}_WebP`,
  jpeg: `notificationImage_${n}_JPEG`,
});

/**
 * Sets (bytes) or removes (null) the picture of home slide `n`: one picture for both sites, cut to
 * the slide size through the image pipeline. The old console pictures are removed after commit.
 */
export async function setSlidePicture(ctx: WriteContext, n: number, bytes: Uint8Array | null) {
  requireRight(ctx.actor, "settings.edit");
  if (!Number.isInteger(n) || n < 1 || n > SLIDE_COUNT) throw new ConsoleError("NOT_FOUND", 404);
  const keys = slideKeys(n);
  const stored = bytes ? (await storeConsoleImage(bytes, ["slide"] as const)).slide : { webp: "", jpeg: "" };
  const old = await db().transaction(async (tx) => {
    const current = await tx
      .select()
      .from(settings)
      .where(inArray(settings.key, [keys.webp, keys.jpeg]))
      .for("update");
    const was = (key: string) => current.find((row) => row.key === key)?.value ?? "";
    for (const lang of languages) {
      await writeSetting(tx, { lang, key: keys.webp, value: stored.webp });
      await writeSetting(tx, { lang, key: keys.jpeg, value: stored.jpeg });
    }
    await recordAudit(tx, ctx, {
      action: bytes ? "slide.picture" : "slide.picture-remove",
      entity: "settings",
      entityId: `slide${n}`,
      before: { picture: was(keys.webp) },
      after: { picture: stored.webp },
    });
    return [was(keys.webp), was(keys.jpeg)];
  });
  invalidate([CacheTag.settings]);
  await removeConsoleImages(old);
}

/** The slides' current pictures (WebP addresses, "" for none), for the settings page. */
export async function slidePictures(): Promise<string[]> {
  const rows = await db().select().from(settings).where(eq(settings.lang, "ru"));
  return Array.from(
    { length: SLIDE_COUNT },
    (_, i) => rows.find((row) => row.key === slideKeys(i + 1).webp)?.value ?? "",
  );
}
