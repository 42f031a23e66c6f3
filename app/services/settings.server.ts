import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { settings } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { cached } from "./cache.server";

export type Settings = Record<string, string>;

/** All settings of one language as a key → value map (cached; tag "settings"). */
export function getSettings(lang: Lang): Promise<Settings> {
  return cached(`settings:${lang}`, ["settings"], 60_000, async () => {
    const rows = await db()
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(eq(settings.lang, lang));
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  });
}
