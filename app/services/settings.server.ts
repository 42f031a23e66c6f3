import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { settings } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { cached } from "./cache.server";
import { sanitizeRichText } from "./content/rich-text.server";
import { CacheTag } from "./invalidation.server";

export type Settings = Record<string, string>;

/** All settings of one language as a key → value map (cached; tag "settings"). */
export function getSettings(lang: Lang): Promise<Settings> {
  return cached(`settings:${lang}`, [CacheTag.settings], 60_000, async () => {
    const rows = await db()
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(eq(settings.lang, lang));
    // The home text is rendered as HTML: read back through the same allow-list it was written with.
    return Object.fromEntries(
      rows.map((r) => [r.key, r.key === "homeText" ? sanitizeRichText(r.value) : r.value]),
    );
  });
}
