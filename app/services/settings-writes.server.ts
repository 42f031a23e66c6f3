import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { settings } from "~/db/schema";
import { LANG_SETTINGS, SHARED_LINK_SETTINGS, type SettingsInput } from "~/utils/console-forms";
import { languages } from "~/utils/lang";
import { recordAudit, type WriteContext } from "./audit/audit.server";
import { requireRight } from "./console-errors.server";
import { sanitizeRichText } from "./content/rich-text.server";
import { CacheTag, invalidate } from "./invalidation.server";

/** The rows the form writes: one per language and key (shared keys get the same value in both). */
function rowsOf(input: SettingsInput) {
  const rows: { lang: (typeof languages)[number]; key: string; value: string }[] = [];
  for (const lang of languages) {
    for (const key of Object.keys(LANG_SETTINGS) as (keyof typeof LANG_SETTINGS)[]) {
      const value = input[lang][key];
      // The home text is rendered as HTML: only the allowed tags are ever stored.
      rows.push({ lang, key, value: key === "homeText" ? sanitizeRichText(value) : value });
    }
    for (const key of [...SHARED_LINK_SETTINGS, "buyingInstructionVideo"] as const)
      rows.push({ lang, key, value: input[key] });
  }
  return rows;
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
      const previous = old.get(name);
      if (previous === row.value) continue;
      before[name] = previous ?? "";
      after[name] = row.value;
      if (previous === undefined) await tx.insert(settings).values({ ...row, updatedAt: new Date() });
      else
        await tx
          .update(settings)
          .set({ value: row.value, updatedAt: new Date() })
          .where(and(eq(settings.lang, row.lang), eq(settings.key, row.key)));
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
    ...(Object.fromEntries(SHARED_LINK_SETTINGS.map((key) => [key, get("ru", key)])) as Omit<
      SettingsInput,
      "ru" | "en" | "buyingInstructionVideo"
    >),
    buyingInstructionVideo: get("ru", "buyingInstructionVideo"),
  };
}
